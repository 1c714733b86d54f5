import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToStock } from '../../api/product';
import { normalizeUaPhone, phoneDigits } from '../../domain/phone';
import { stockReminderRules, type StockReminderValues } from '../../domain/product-reports';
import { notify } from '../../stores/notifications';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../widgets/checked-form';
import { PushOptIn } from '../../widgets/PushOptIn';
import { PhoneField } from '../../ui/form/PhoneField';
import { FormDialog } from './FormDialog';

const EMPTY: StockReminderValues = { phone: '', email: '' };
// Until the app knows who is signed in, it asks everyone for a contact; the API also accepts none from a customer.
const RULES = stockReminderRules(true);

/** "Notify me when it is in stock" for an offer with no stock: a phone or an e-mail to reach the shopper. */
export function StockReminder({ productId, className }: { productId: number; className?: string }) {
  const { t } = useTranslation('product');
  const { t: tp } = useTranslation('web-push');
  const [open, setOpen] = useState(false);
  // The reminder just set, as the server answered it: a browser follows it by its id and contact.
  const [reminder, setReminder] = useState<{ id: number; phone: string | null; email: string | null } | null>(null);
  const formId = useId();
  const send = async ({ phone, email }: StockReminderValues) => {
    const { data } = await subscribeToStock(productId, {
      // docs/product-rules.md#product-page: phone numbers are reduced to digits before sending.
      ...(phone.trim() && { phone: normalizeUaPhone(phone) ?? phoneDigits(phone) }),
      ...(email.trim() && { email: email.trim() }),
    });
    setReminder({ id: data.id, phone: data.phone, email: data.email });
  };
  const f = useCheckedForm(RULES, EMPTY, send, () => {
    notify({ type: 'success', title: t('reminderSet') });
    setOpen(false);
  });
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        trigger={t('notifyWhenInStock')}
        triggerClassName={className}
        title={t('reminderTitle')}
        formId={formId}
        submitLabel={t('reminderSubmit')}
        sending={f.sending}
      >
        <form id={formId} ref={f.form} className="report-form" noValidate onSubmit={f.submit}>
          <p className="report-form__intro">{t('reminderIntro')}</p>
          <PhoneField label={t('phone')} form={f} />
          <Field label={t('email')} error={f.errors.email}>
            {(control) => <input {...control} {...f.text('email')} type="email" autoComplete="email" />}
          </Field>
        </form>
      </FormDialog>
      {reminder && <PushOptIn key={reminder.id} label={tp('offerStock')} follows={{ kinds: { stock: true }, stock_reminders: [reminder] }} />}
    </>
  );
}
