import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { characteristicsReportRules, normalizeContact, type CharacteristicsReportValues } from '../../domain/product-reports';
import { notify } from '../../stores/notifications';
import { sendCharacteristicsReport } from './api';
import { Field, useCheckedForm } from './form';
import { FormDialog } from './FormDialog';

const EMPTY: CharacteristicsReportValues = { characteristic: '', text: '', contact: '' };

/** "Report an error in the characteristics": which one (optional), what is right, and a contact for an answer. */
export function CharacteristicsReportForm({ productId, names }: { productId: number; names: readonly string[] }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const send = ({ characteristic, text, contact }: CharacteristicsReportValues) =>
    sendCharacteristicsReport(productId, { text, ...(characteristic && { characteristic }), ...(contact.trim() && { contact: normalizeContact(contact) }) });
  const f = useCheckedForm(characteristicsReportRules, EMPTY, send, () => {
    notify({ type: 'success', title: t('reportSent') });
    setOpen(false);
  });
  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={t('reportError')} title={t('reportTitle')} formId={formId} submitLabel={t('send')} sending={f.sending}>
      <form id={formId} ref={f.form} className="report-form" noValidate onSubmit={f.submit}>
        <Field label={t('reportCharacteristic')} error={f.errors.characteristic}>
          {(control) => (
            <select {...control} {...f.choice('characteristic')}>
              <option value="">{t('reportCharacteristicAny')}</option>
              {[...new Set(names)].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('reportText')} error={f.errors.text}>
          {(control) => <textarea {...control} {...f.text('text')} rows={4} required />}
        </Field>
        <Field label={t('contact')} hint={t('contactHint')} error={f.errors.contact}>
          {(control) => <input {...control} {...f.text('contact')} type="text" autoComplete="email" />}
        </Field>
      </form>
    </FormDialog>
  );
}
