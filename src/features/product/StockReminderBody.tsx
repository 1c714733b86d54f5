import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeTooSoon, confirmCheckoutCode, sendCheckoutCode } from '../../api/checkout';
import { subscribeToStock } from '../../api/product';
import { codeRules, type CodeValues } from '../../domain/account-rules';
import { normalizeUaPhone, phoneDigits } from '../../domain/phone';
import { stockReminderRules, type StockReminderValues } from '../../domain/product-reports';
import { ApiFailure } from '../../lib/api';
import { phoneVerification, verificationTokenFor } from '../../stores/checkout-buyer';
import { notify, notifyFailure } from '../../stores/notifications';
import { Field } from '../../ui/form/form';
import { CodeField, ResendCode } from '../../ui/form/sms-code';
import { PhoneField } from '../../ui/form/PhoneField';
import { useCountdown } from '../../ui/use-countdown';
import { useCheckedForm } from '../../ui/form/checked-form';
import { PushOptIn } from '../../ui/PushOptIn';
import { FormDialogBody } from './FormDialogBody';

const EMPTY: StockReminderValues = { phone: '', email: '' };
// Until the app knows who is signed in, it asks everyone for a contact; the API also accepts none from a customer.
const RULES = stockReminderRules(true);

/** What a reminder is sent with: the phone (digits) and e-mail as typed. */
type Contact = { phone: string | null; email: string | null };
/** A reminder set: its browser may follow it by push when its phone is proven, with the proof a guest holds. */
export type Reminder = { followable: boolean; verificationToken: string | null };

const bodyOf = ({ phone, email }: Contact) => ({ ...(phone && { phone }), ...(email && { email }) });

interface Props {
  productId: number;
  /** a reminder was set: the page offers to follow it by push (`StockPushOffer`) */
  onReminder: (reminder: Reminder) => void;
  onDone: () => void;
}

/**
 * The form of "Notify me when it is in stock", loaded when its dialog opens (StockReminder.tsx): a phone or an
 * e-mail to reach the shopper. docs/product-rules.md#notifications: a phone must be proven, the account's or by the
 * code of an SMS sent to it, so a guest's phone takes a code step first (the proof is kept for the checkout too).
 */
export default function StockReminderBody({ productId, onReminder, onDone }: Props) {
  const { t } = useTranslation('product');
  // The contact waiting for its code, while the dialog asks for it.
  const [proving, setProving] = useState<Contact | null>(null);
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useCountdown();
  const needsCode = useRef(false);
  const formId = useId();

  const remind = async (contact: Contact, token: string | null) => {
    const { data } = await subscribeToStock(productId, bodyOf(contact), token);
    onReminder({ followable: data.followable, verificationToken: token });
  };
  const done = () => {
    notify({ type: 'success', title: t('reminderSet') });
    onDone();
  };
  const askCode = async (phone: string) => {
    setAsking(true);
    try {
      setLeft(await sendCheckoutCode(phone));
    } catch (error) {
      // A code sent a moment ago is still good: the shopper types it.
      if (error instanceof CodeTooSoon) setLeft(error.resendIn);
      else throw error;
    } finally {
      setAsking(false);
    }
  };

  const contactForm = useCheckedForm(
    RULES,
    EMPTY,
    async ({ phone, email }: StockReminderValues) => {
      // docs/product-rules.md#product-page: phone numbers are reduced to digits before sending.
      const contact = { phone: phone.trim() ? (normalizeUaPhone(phone) ?? phoneDigits(phone)) : null, email: email.trim() || null };
      const token = contact.phone ? verificationTokenFor(contact.phone) : null;
      needsCode.current = false;
      try {
        await remind(contact, token);
      } catch (error) {
        // 403: this phone is not proven yet; the code step proves it.
        if (!(error instanceof ApiFailure && error.status === 403 && contact.phone)) throw error;
        await askCode(contact.phone);
        needsCode.current = true;
        setProving(contact);
      }
    },
    () => !needsCode.current && done(),
  );

  const codeForm = useCheckedForm<CodeValues>(
    codeRules,
    { code: '' },
    async ({ code }) => {
      const phone = proving!.phone!;
      const proof = await confirmCheckoutCode(phone, code);
      phoneVerification.value = { phone, token: proof.verification_token, expiresAt: Date.now() + proof.expires_in * 1000 };
      await remind(proving!, proof.verification_token);
    },
    done,
  );

  const resend = () =>
    void askCode(proving!.phone!).catch((error: unknown) =>
      notifyFailure(error instanceof ApiFailure ? error.body : { message: String(error) }),
    );

  return (
    <FormDialogBody
      formId={formId}
      submitLabel={proving ? t('reminderConfirm') : t('reminderSubmit')}
      sending={contactForm.sending || codeForm.sending}
    >
      {proving ? (
        <form id={formId} ref={codeForm.form} className="report-form" noValidate onSubmit={codeForm.submit}>
          <p className="report-form__intro">{t('reminderCodeSent', { phone: `+${proving.phone}` })}</p>
          <CodeField label={t('reminderCode')} form={codeForm} />
          <ResendCode
            left={left}
            waitText={t('reminderResendIn', { seconds: left })}
            label={t('reminderResend')}
            busy={asking}
            onResend={resend}
            className="report-form__intro"
            linkClassName="report-form__link"
          />
        </form>
      ) : (
        <form id={formId} ref={contactForm.form} className="report-form" noValidate onSubmit={contactForm.submit}>
          <p className="report-form__intro">{t('reminderIntro')}</p>
          <PhoneField label={t('phone')} form={contactForm} />
          <Field label={t('email')} error={contactForm.errors.email}>
            {(control) => <input {...control} {...contactForm.text('email')} type="email" autoComplete="email" />}
          </Field>
        </form>
      )}
    </FormDialogBody>
  );
}

/** The offer to follow a reminder just set by push, under the buy box once the dialog has closed. */
export function StockPushOffer({ productId, reminder }: { productId: number; reminder: Reminder }) {
  const { t } = useTranslation('web-push');
  return (
    <PushOptIn
      key={reminder.verificationToken ?? 'account'}
      label={t('offerStock')}
      follows={{
        kinds: { stock: true },
        stock_reminders: [{ product_id: productId, ...(reminder.verificationToken && { verification_token: reminder.verificationToken }) }],
      }}
    />
  );
}
