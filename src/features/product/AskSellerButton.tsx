import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendToSeller } from '../../api/conversations';
import { messageRules, type MessageValues } from '../../domain/conversation-rules';
import { paths } from '../../domain/paths';
import { notify } from '../../stores/notifications';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { useSignInRequired } from './use-sign-in-required';
import { AppLink } from '../../ui/AppLink';

const EMPTY: MessageValues = { text: '' };

interface Props {
  productId: number;
  seller: { id: number; shop_name: string };
}

/**
 * "Ask the seller": the first message to the offer's seller about this offer; the answer comes in the cabinet,
 * where the dialog then leads. A guest signs in first and comes back here.
 */
export function AskSellerButton({ productId, seller }: Props) {
  const { t } = useTranslation(['messages', 'product']);
  const requireSignIn = useSignInRequired();
  const [open, setOpen] = useState(false);
  const [conversation, setConversation] = useState<number | null>(null);
  const formId = useId();
  const f = useCheckedForm(
    messageRules,
    EMPTY,
    async ({ text }) => setConversation((await sendToSeller(seller.id, text, productId)).id),
    () => notify({ type: 'success', title: t('sent') }),
    // Kept on the device for later (offline): it goes to the seller once the connection is back; the chat follows.
    () => setOpen(false),
  );

  const start = async () => {
    if (!(await requireSignIn())) return;
    setConversation(null);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className="button button--ghost ask-seller" aria-haspopup="dialog" onClick={() => void start()}>
        {t('askSeller')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('askSellerTitle', { shop: seller.shop_name })}
        closeLabel={t('product:close')}
        className="report-dialog"
        footer={
          conversation === null ? (
            <button type="submit" form={formId} className="button" disabled={f.sending} aria-busy={f.sending}>
              {t('send')}
            </button>
          ) : (
            <AppLink href={paths.sellerChat(conversation)} className="button">
              {t('openConversation')}
            </AppLink>
          )
        }
      >
        {conversation === null ? (
          <form id={formId} ref={f.form} className="report-form" noValidate onSubmit={f.submit}>
            <p className="report-form__intro">{t('askSellerIntro')}</p>
            <Field label={t('yourMessage')} error={f.errors.text}>
              {(control) => <textarea {...control} {...f.text('text')} rows={5} data-autofocus />}
            </Field>
          </form>
        ) : (
          <p role="status">{t('sent')}</p>
        )}
      </Dialog>
    </>
  );
}
