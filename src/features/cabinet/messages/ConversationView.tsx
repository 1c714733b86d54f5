import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchConversation, markViewed, sendToConversation, waitingTextsOf, type Conversation } from '../../../api/conversations';
import { CUSTOMER_CHANGES_SCOPE } from '../../../api/customer-change';
import { queued, type OutboxEntry } from '../../../lib/outbox';
import { useResource } from '../../../lib/resource';
import { customer } from '../../../stores/customer';
import { customerDataRevision, waitingCustomerChanges } from '../../../stores/customer-changes';
import { paths } from '../../../domain/paths';
import { notify } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { Picture } from '../../../ui/Picture';
import { longShopDate } from '../../../lib/shop-date';
import { formatWhen } from './format';
import { chatLinks } from './links';
import { MessageForm } from './MessageForm';
import { ChatState } from './ChatState';
import { useChatData } from './chat-data';
import { AppLink } from '../../../ui/AppLink';
import { SellerLink } from '../../../ui/SellerLink';

const NONE: OutboxEntry[] = [];
const lastSellerMessage = (chat: Conversation) => chat.messages.reduce((max, m) => (m.author === 'seller' ? Math.max(max, m.id) : max), 0);

/** One chat: its messages, oldest first, and the answer box. Opening it, and each reply that arrives, reads it. */
export function ConversationView({ id }: { id: number }) {
  useSignals();
  const { t } = useTranslation('messages');
  const chat = useChatData(
    `chat:${id}`,
    () => fetchConversation(id),
    (next, previous) => {
      if (previous && lastSellerMessage(next) > lastSellerMessage(previous)) notify({ type: 'success', title: t('replyAdded') });
      if (next.unread_count > 0) markViewed(id).catch((error: unknown) => console.warn('marking the chat read failed', error));
    },
  );
  const end = useRef<HTMLLIElement>(null);
  // Messages written offline, waiting on the device: shown after the sent ones until the connection takes them.
  const waitingCount = waitingCustomerChanges.value;
  const waiting =
    useResource({ key: `chat-waiting:${customer.value?.id ?? ''}`, load: () => queued(CUSTOMER_CHANGES_SCOPE) }, { revision: waitingCount })
      .data ?? NONE;
  const revision = customerDataRevision.value;
  const refresh = chat.refresh;
  useEffect(() => {
    if (revision > 0) void refresh();
  }, [revision, refresh]);
  const waitingTexts = chat.data ? waitingTextsOf(chat.data, waiting) : [];
  const count = (chat.data?.messages.length ?? 0) + waitingTexts.length;
  useEffect(() => {
    // A block, not an arrow's value: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const back = (
    <AppLink href={chatLinks.list(chat.data?.kind ?? 'regular')} className="chat__back">
      {t('back')}
    </AppLink>
  );
  if (!chat.data) return <ChatState status={chat.status} retry={chat.refresh} before={back} />;
  const data = chat.data;
  return (
    <div className="chat">
      {back}
      <header className="chat__head">
        <h3 className="chat__seller">
          <SellerLink seller={data.seller} />
        </h3>
        {data.product && (
          <AppLink href={paths.product(data.product.id)} className="chat__about">
            <Picture image={data.product.image} sizes="48px" className="chat__thumb" />
            <span>{t('aboutProduct', { title: data.product.title })}</span>
          </AppLink>
        )}
        {data.order && (
          <p className="chat__about">{t('orderTitle', { id: data.order.id, date: longShopDate(lang.value, data.order.created_at) })}</p>
        )}
      </header>
      <ol className="chat__messages" aria-label={t('messagesLabel')} aria-live="polite">
        {data.messages.map((m) => (
          <li key={m.id} className={`chat__message chat__message--${m.author}`}>
            <p className="chat__meta">
              <strong>{m.author === 'customer' ? t('you') : data.seller.shop_name}</strong>{' '}
              <time dateTime={m.created_at}>{formatWhen(m.created_at, lang.value)}</time>
              {m.author === 'customer' && m.read_at && <span className="chat__read"> · {t('read')}</span>}
            </p>
            <p className="chat__text">{m.text}</p>
          </li>
        ))}
        {waitingTexts.map((text, i) => (
          <li key={`waiting-${i}`} className="chat__message chat__message--customer chat__message--waiting">
            <p className="chat__meta">
              <strong>{t('you')}</strong> <span>{t('waiting')}</span>
            </p>
            <p className="chat__text">{text}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="chat__end" />
      </ol>
      <MessageForm send={(text) => sendToConversation(data, text)} onSent={() => void chat.refresh()} />
    </div>
  );
}
