import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageRules, type MessageValues } from '../../../domain/conversation-rules';
import { notify } from '../../../stores/notifications';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';

const EMPTY: MessageValues = { text: '' };

/**
 * The answer box of a chat: Enter sends, Shift+Enter starts a new line. A message kept on the device for later
 * (offline) leaves the box empty: the chat shows it as waiting.
 */
export function MessageForm({ send, onSent }: { send: (text: string) => Promise<unknown>; onSent: () => void }) {
  const { t } = useTranslation('messages');
  const f = useCheckedForm(
    messageRules,
    EMPTY,
    ({ text }) => send(text),
    () => {
      notify({ type: 'success', title: t('sent') });
      onSent();
    },
    { onQueued: (): void => f.clear() },
  );
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter to accept it.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (!f.sending) f.form.current?.requestSubmit();
  };
  return (
    <form ref={f.form} className="chat-form" noValidate onSubmit={f.submit}>
      <Field label={t('yourMessage')} hint={t('messageHint')} error={f.errors.text}>
        {(control) => <textarea {...control} {...f.text('text')} rows={3} onKeyDown={onKeyDown} />}
      </Field>
      <button type="submit" className="button" disabled={f.sending} aria-busy={f.sending}>
        {t('send')}
      </button>
    </form>
  );
}
