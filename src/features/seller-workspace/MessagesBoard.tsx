import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { sellerChats } from '../../api/seller-orders';
import { useResource } from '../../lib/resource';
import { ChatThread } from './ChatThread';

/** How often the conversations are asked again while in view, so a buyer's new message shows without a reload. */
const CHATS_POLL_MS = 15_000;

/**
 * The buyers' conversations, regular and order chats, newest activity first, each with its unread count; the one
 * opened (`chat=` in the address) shows its thread and a reply box.
 */
export function MessagesBoard({ pollMs = CHATS_POLL_MS }: { pollMs?: number }) {
  const { t, i18n } = useTranslation('seller-workspace');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const chatId = Number(new URLSearchParams(search).get('chat')) || null;
  const chats = useResource({ key: `seller-chats:${i18n.language}`, load: sellerChats }, { poll: pollMs });
  const open = (id: number | null) => navigate(id === null ? `${location}?tab=messages` : `${location}?tab=messages&chat=${id}`);

  if (chatId !== null) return <ChatThread id={chatId} onBack={() => open(null)} onReplied={() => void chats.refresh()} />;
  const list = chats.data;
  return (
    <section className="seller-chats" aria-labelledby="seller-chats-title">
      <h2 id="seller-chats-title">{t('messages.title')}</h2>
      {chats.status === 'failed' && !list && (
        <p role="alert">{chats.error instanceof Error ? chats.error.message : t('messages.failed')}</p>
      )}
      {!list && chats.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {list && list.length === 0 && <p>{t('messages.empty')}</p>}
      {list && list.length > 0 && (
        <ul className="seller-chats__list" aria-label={t('messages.list')}>
          {list.map((chat) => (
            <li key={chat.id}>
              <button type="button" className="seller-chats__chat" onClick={() => open(chat.id)}>
                <span className="seller-chats__who">
                  {chat.customer.name}
                  {chat.order_id !== null && ` · ${t('messages.order', { id: chat.order_id })}`}
                  {chat.product && ` · ${chat.product.title}`}
                </span>
                {chat.last_message && <span className="seller-chats__last">{chat.last_message.text}</span>}
                {chat.unread_count > 0 && (
                  <span className="seller-chats__unread">{t('messages.unread', { count: chat.unread_count })}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
