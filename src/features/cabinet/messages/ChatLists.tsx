import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  fetchConversations,
  fetchOrderChats,
  type ChatMessage,
  type ConversationSummary,
  type OrderChat,
} from '../../../api/conversations';
import { formatPrice } from '../../../domain/money';
import { notify } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { Picture } from '../../../ui/Picture';
import { ChatState } from './ChatState';
import { longShopDate } from '../../../lib/shop-date';
import { formatWhen } from './format';
import { chatLinks, type ChatKind } from './links';
import { useChatData } from './chat-data';
import { AppLink } from '../../../ui/AppLink';

const KINDS: ChatKind[] = ['regular', 'order'];

function useReplyNotice() {
  const { t } = useTranslation('messages');
  return (next: { meta: { unread_total: number } }, previous?: { meta: { unread_total: number } }) => {
    if (previous && next.meta.unread_total > previous.meta.unread_total) notify({ type: 'success', title: t('replyAdded') });
  };
}

/** The two kinds of chats as tabs, each labelled with its unread count. */
export function ChatLists({ current }: { current: ChatKind }) {
  const { t } = useTranslation('messages');
  const [, navigate] = useLocation();
  const onFresh = useReplyNotice();
  const regular = useChatData('chats:regular', fetchConversations, onFresh);
  const orders = useChatData('chats:order', fetchOrderChats, onFresh);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const unread = { regular: regular.data?.meta.unread_total ?? 0, order: orders.data?.meta.unread_total ?? 0 };

  const choose = (kind: ChatKind) => navigate(chatLinks.list(kind), { replace: true });
  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = KINDS[(KINDS.indexOf(current) + step + KINDS.length) % KINDS.length]!;
    choose(next);
    tabs.current[KINDS.indexOf(next)]?.focus();
  };

  return (
    <div className="chats">
      <div role="tablist" aria-label={t('chatKinds')} className="chats__tabs" onKeyDown={onKeyDown}>
        {KINDS.map((kind, i) => (
          <button
            key={kind}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`chats-tab-${kind}`}
            aria-selected={kind === current}
            aria-controls={`chats-panel-${kind}`}
            tabIndex={kind === current ? 0 : -1}
            className="chats__tab"
            onClick={() => choose(kind)}
          >
            {t(kind)}
            {unread[kind] > 0 && (
              <span className="chats__badge">
                <span aria-hidden="true">{unread[kind]}</span>
                <span className="visually-hidden">{t('unread', { count: unread[kind] })}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`chats-panel-${current}`} aria-labelledby={`chats-tab-${current}`} className="chats__panel">
        {current === 'regular' ? (
          regular.data ? (
            <RegularList chats={regular.data.data} />
          ) : (
            <ChatState status={regular.status} retry={regular.refresh} />
          )
        ) : orders.data ? (
          <OrderList chats={orders.data.data} />
        ) : (
          <ChatState status={orders.status} retry={orders.refresh} />
        )}
      </div>
    </div>
  );
}

function Preview({ message, unread }: { message: ChatMessage | null; unread: number }) {
  useSignals();
  const { t } = useTranslation('messages');
  return (
    <>
      {message ? (
        <p className="chats__last">
          {message.author === 'customer' && `${t('you')}: `}
          {message.text}
        </p>
      ) : (
        <p className="chats__last">{t('noMessagesYet')}</p>
      )}
      <span className="chats__side">
        {message && <time dateTime={message.created_at}>{formatWhen(message.created_at, lang.value)}</time>}
        {unread > 0 && <span className="chats__unread">{t('unread', { count: unread })}</span>}
      </span>
    </>
  );
}

function RegularList({ chats }: { chats: ConversationSummary[] }) {
  const { t } = useTranslation('messages');
  if (chats.length === 0) return <p className="chats__empty">{t('emptyRegular')}</p>;
  return (
    <ul className="chats__list">
      {chats.map((c) => (
        <li key={c.id}>
          <AppLink href={chatLinks.conversation(c.id)} className={`chats__item ${c.unread_count > 0 ? 'chats__item--unread' : ''}`}>
            {c.product && <Picture image={c.product.image} sizes="56px" className="chats__thumb" />}
            <span className="chats__body">
              <strong className="chats__shop">{c.seller.shop_name}</strong>
              <span className="chats__about">{c.product ? t('aboutProduct', { title: c.product.title }) : t('aboutSeller')}</span>
              <Preview message={c.last_message} unread={c.unread_count} />
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function OrderList({ chats }: { chats: OrderChat[] }) {
  useSignals();
  const { t } = useTranslation('messages');
  if (chats.length === 0) return <p className="chats__empty">{t('emptyOrder')}</p>;
  return (
    <ul className="chats__list">
      {chats.map((c) => (
        <li key={c.order.id}>
          <AppLink
            href={c.conversation_id === null ? chatLinks.newOrderChat(c.order.id) : chatLinks.conversation(c.conversation_id)}
            className={`chats__item ${c.unread_count > 0 ? 'chats__item--unread' : ''}`}
          >
            <span className="chats__body">
              <strong className="chats__shop">{c.seller.shop_name}</strong>
              <span className="chats__about">
                {t('orderTitle', { id: c.order.id, date: longShopDate(lang.value, c.order.created_at) })} ·{' '}
                {t('orderTotal', { total: formatPrice(c.order.total) })}
              </span>
              {c.conversation_id === null ? (
                <span className="chats__start">{t('writeToSeller')}</span>
              ) : (
                <Preview message={c.last_message} unread={c.unread_count} />
              )}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
