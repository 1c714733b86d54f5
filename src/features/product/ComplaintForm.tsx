import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_REASONS, complaintRules, normalizeContact, type ComplaintValues } from '../../domain/product-reports';
import { notify } from '../../stores/notifications';
import { sendComplaint, type ComplaintBody } from './api';
import { Field, useCheckedForm } from './form';
import { FormDialog } from './FormDialog';

const EMPTY: ComplaintValues = { reason: '', text: '', contact: '' };

/** "Complain about the product": a reason from the list, what is wrong and, for an answer, a contact. */
export function ComplaintForm({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const send = ({ reason, text, contact }: ComplaintValues) =>
    sendComplaint(productId, { reason: reason as ComplaintBody['reason'], text, ...(contact.trim() && { contact: normalizeContact(contact) }) });
  const f = useCheckedForm(complaintRules, EMPTY, send, () => {
    notify({ type: 'success', title: t('complaintSent') });
    setOpen(false);
  });
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={t('complain')} title={t('complaintTitle')} formId={formId} submitLabel={t('send')} sending={f.sending}>
      <form id={formId} ref={f.form} className="report-form" noValidate onSubmit={f.submit}>
        <Field label={t('complaintReason')} error={f.errors.reason}>
          {(control) => (
            <select {...control} {...f.choice('reason')} required>
              <option value="">{t('complaintReasonPick')}</option>
              {COMPLAINT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`complaintReasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('complaintText')} error={f.errors.text}>
          {(control) => <textarea {...control} {...f.text('text')} rows={4} required />}
        </Field>
        <Field label={t('contact')} hint={t('contactHint')} error={f.errors.contact}>
          {(control) => <input {...control} {...f.text('contact')} type="text" autoComplete="email" />}
        </Field>
      </form>
    </FormDialog>
  );
}
