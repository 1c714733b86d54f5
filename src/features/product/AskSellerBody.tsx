import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendToSeller } from '../../api/conversations';
import { messageRules, type MessageValues } from '../../domain/conversation-rules';
import { paths } from '../../domain/paths';
import { notify } from '../../stores/notifications';
import { AppLink } from '../../ui/AppLink';
import { DialogBody, DialogFooter } from '../../ui/Dialog';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';

const EMPTY: MessageValues = { text: '' };

interface Props {
  productId: number;
  sellerId: number;
  onClose: () => void;
}

/**
 * The first message to the offer's seller about this offer, loaded when "Ask the seller" opens (AskSellerButton.tsx).
 * Once sent, the dialog leads to the chat in the cabinet, where the answer comes.
 */
export default function AskSellerBody({ productId, sellerId, onClose }: Props) {
  const { t } = useTranslation(['messages', 'product']);
  const [conversation, setConversation] = useState<number | null>(null);
  const formId = useId();
  const f = useCheckedForm(
    messageRules,
    EMPTY,
    async ({ text }) => setConversation((await sendToSeller(sellerId, text, productId)).id),
    () => notify({ type: 'success', title: t('sent') }),
    // Kept on the device for later (offline): it goes to the seller once the connection is back; the chat follows.
    { onQueued: onClose },
  );

  if (conversation !== null) {
    return (
      <>
        <DialogBody>
          <p role="status">{t('sent')}</p>
        </DialogBody>
        <DialogFooter>
          <AppLink href={paths.sellerChat(conversation)} className="button">
            {t('openConversation')}
          </AppLink>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <DialogBody>
        <form id={formId} ref={f.form} className="report-form" noValidate onSubmit={f.submit}>
          <p className="report-form__intro">{t('askSellerIntro')}</p>
          <Field label={t('yourMessage')} error={f.errors.text}>
            {(control) => <textarea {...control} {...f.text('text')} rows={5} data-autofocus />}
          </Field>
        </form>
      </DialogBody>
      <DialogFooter>
        <button type="submit" form={formId} className="button" disabled={f.sending} aria-busy={f.sending}>
          {t('send')}
        </button>
      </DialogFooter>
    </>
  );
}
