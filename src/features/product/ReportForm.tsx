import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../domain/form-rules';
import { normalizeContact } from '../../domain/product-reports';
import { notify } from '../../stores/notifications';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { FormDialog } from './FormDialog';

type ReportValues<C extends string> = Record<C | 'text' | 'contact', string>;

interface ReportFormProps<C extends string> {
  /** the select's field: what the report is about */
  choice: C;
  options: readonly { value: string; label: string }[];
  choiceRequired: boolean;
  rules: FormRules<ReportValues<C>>;
  /** the report with a blank choice and contact left out, the contact reduced as the server stores it */
  send: (report: { choice?: string; text: string; contact?: string }) => Promise<unknown>;
  /** keys of the product namespace */
  texts: { trigger: string; title: string; choice: string; choiceEmpty: string; text: string; sent: string };
}

/** The product page's reports (a complaint, wrong characteristics): a choice, what is wrong and a contact for an answer. */
export function ReportForm<C extends string>({ choice, options, choiceRequired, rules, send, texts }: ReportFormProps<C>) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const empty = { [choice]: '', text: '', contact: '' } as ReportValues<C>;
  const f = useCheckedForm(
    rules,
    empty,
    (values) => {
      const picked = values[choice];
      const contact = values.contact.trim();
      return send({ text: values.text, ...(picked && { choice: picked }), ...(contact && { contact: normalizeContact(contact) }) });
    },
    () => {
      notify({ type: 'success', title: t(texts.sent) });
      setOpen(false);
    },
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={t(texts.trigger)}
      title={t(texts.title)}
      formId={formId}
      submitLabel={t('send')}
      sending={f.sending}
    >
      <form id={formId} ref={f.form} className="report-form" noValidate onSubmit={f.submit}>
        <Field label={t(texts.choice)} error={f.errors[choice]}>
          {(control) => (
            <select {...control} {...f.choice(choice)} required={choiceRequired}>
              <option value="">{t(texts.choiceEmpty)}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(texts.text)} error={f.errors.text}>
          {(control) => <textarea {...control} {...f.text('text')} rows={4} required />}
        </Field>
        <Field label={t('contact')} hint={t('contactHint')} error={f.errors.contact}>
          {(control) => <input {...control} {...f.text('contact')} type="text" autoComplete="email" />}
        </Field>
      </form>
    </FormDialog>
  );
}
