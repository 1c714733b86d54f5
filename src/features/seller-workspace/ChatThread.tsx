import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { replyToChat, sellerChat } from '../../api/seller-orders';
import { useResource } from '../../lib/resource';

/** One conversation, oldest message first, and the seller's reply box; opening it reads nothing by itself, a reply does. */
export function ChatThread({ id, onBack, onReplied }: { id: number; onBack: () => void; onReplied: () => void }) {
  const { t, i18n } = useTranslation('seller-workspace');
  const thread = useResource({ key: `seller-chat:${i18n.language}:${id}`, load: () => sellerChat(id) });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const chat = thread.data;

  const reply = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setProblem(null);
    setSent(false);
    try {
      await replyToChat(id, text.trim());
      setText('');
      setSent(true);
      await thread.refresh();
      onReplied();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="seller-chat" aria-labelledby="seller-chat-title">
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('messages.back')}
      </button>
      <h2 id="seller-chat-title">
        {chat
          ? [chat.customer.name, chat.order_id !== null ? t('messages.order', { id: chat.order_id }) : null].filter(Boolean).join(' · ')
          : t('messages.title')}
      </h2>
      {chat?.product && <p>{t('messages.about', { title: chat.product.title })}</p>}
      {thread.status === 'failed' && !chat && (
        <p role="alert">{thread.error instanceof Error ? thread.error.message : t('messages.failed')}</p>
      )}
      {!chat && thread.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {chat && (
        <ol className="seller-chat__messages">
          {chat.messages.map((message) => (
            <li key={message.id} className={`seller-chat__message seller-chat__message--${message.author}`}>
              <span className="seller-chat__author">{message.author === 'seller' ? t('messages.you') : chat.customer.name}</span>
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {chat && (
        <form className="seller-chat__reply" onSubmit={reply}>
          <label className="field">
            <span className="field__label">{t('messages.reply')}</span>
            <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="submit" className="button" disabled={busy || !text.trim()}>
            {t('messages.send')}
          </button>
          {problem && <p role="alert">{problem}</p>}
          <p role="status">{sent ? t('messages.sent') : null}</p>
        </form>
      )}
    </section>
  );
}
