import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCharacteristicsReport, sendComplaint } from '../../api/product';
import type { FormRules } from '../../domain/form-rules';
import {
  characteristicsReportRules,
  COMPLAINT_REASONS,
  complaintRules,
  normalizeContact,
  type ComplaintReason,
} from '../../domain/product-reports';
import { notify } from '../../stores/notifications';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { FormDialogBody } from './FormDialogBody';

type ReportValues<C extends string> = Record<C | 'text' | 'contact', string>;

interface ReportBodyProps<C extends string> {
  /** the select's field: what the report is about */
  choice: C;
  options: readonly { value: string; label: string }[];
  choiceRequired: boolean;
  rules: FormRules<ReportValues<C>>;
  /** the report with a blank choice and contact left out, the contact reduced as the server stores it */
  send: (report: { choice?: string; text: string; contact?: string }) => Promise<unknown>;
  /** keys of the product namespace */
  texts: { choice: string; choiceEmpty: string; text: string; sent: string };
  onSent: () => void;
}

/**
 * The form of the product page's reports (a complaint, wrong characteristics), loaded when its dialog opens
 * (ComplaintForm.tsx, CharacteristicsReportForm.tsx): a choice, what is wrong and a contact for an answer.
 */
function ReportBody<C extends string>({ choice, options, choiceRequired, rules, send, texts, onSent }: ReportBodyProps<C>) {
  const { t } = useTranslation('product');
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
      onSent();
    },
  );
  return (
    <FormDialogBody formId={formId} submitLabel={t('send')} sending={f.sending}>
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
    </FormDialogBody>
  );
}

const COMPLAINT_TEXTS = { choice: 'complaintReason', choiceEmpty: 'complaintReasonPick', text: 'complaintText', sent: 'complaintSent' };

/** "Complain about the product": a reason from the list, what is wrong and, for an answer, a contact. */
export function ComplaintBody({ productId, onSent }: { productId: number; onSent: () => void }) {
  const { t } = useTranslation('product');
  return (
    <ReportBody
      choice="reason"
      options={COMPLAINT_REASONS.map((r) => ({ value: r, label: t(`complaintReasons.${r}`) }))}
      choiceRequired
      rules={complaintRules}
      send={({ choice, ...report }) => sendComplaint(productId, { reason: choice as ComplaintReason, ...report })}
      texts={COMPLAINT_TEXTS}
      onSent={onSent}
    />
  );
}

const CHARACTERISTICS_TEXTS = {
  choice: 'reportCharacteristic',
  choiceEmpty: 'reportCharacteristicAny',
  text: 'reportText',
  sent: 'reportSent',
};

/** "Report an error in the characteristics": which one (optional), what is right, and a contact for an answer. */
export function CharacteristicsReportBody({
  productId,
  names,
  onSent,
}: {
  productId: number;
  names: readonly string[];
  onSent: () => void;
}) {
  return (
    <ReportBody
      choice="characteristic"
      options={[...new Set(names)].map((name) => ({ value: name, label: name }))}
      choiceRequired={false}
      rules={characteristicsReportRules}
      send={({ choice, ...report }) => sendCharacteristicsReport(productId, { ...report, ...(choice && { characteristic: choice }) })}
      texts={CHARACTERISTICS_TEXTS}
      onSent={onSent}
    />
  );
}
