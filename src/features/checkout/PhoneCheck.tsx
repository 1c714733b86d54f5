import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeTooSoon, confirmCheckoutCode, sendCheckoutCode } from '../../api/checkout';
import { codeRules, type CodeValues } from '../../domain/account-rules';
import { isUkrainianMobile } from '../../domain/phone';
import { ApiFailure } from '../../lib/api';
import { phoneVerification } from '../../stores/checkout-buyer';
import { notifyFailure } from '../../stores/notifications';
import { useCheckedForm } from '../../ui/form/checked-form';
import { CodeField, ResendCode } from '../../ui/form/sms-code';
import { useCountdown } from '../../ui/use-countdown';
import { phoneForApi } from './rules';
import { verificationToken } from './store';

/** docs/product-rules.md#checkout "Init verification" and "Confirm verification": a guest's phone, proved by the code from the SMS. */
export function PhoneCheck({ phone, onPhoneInvalid }: { phone: string; onPhoneInvalid: () => void }) {
  useSignals();
  const { t } = useTranslation('checkout');
  const digits = phoneForApi(phone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useCountdown();

  const codeForm = useCheckedForm<CodeValues>(
    codeRules,
    { code: '' },
    async ({ code }) => {
      const proof = await confirmCheckoutCode(digits, code);
      phoneVerification.value = { phone: digits, token: proof.verification_token, expiresAt: Date.now() + proof.expires_in * 1000 };
    },
    () => setSentTo(null),
  );

  const askCode = async () => {
    if (!isUkrainianMobile(phone)) return onPhoneInvalid();
    setAsking(true);
    try {
      setLeft(await sendCheckoutCode(digits));
      setSentTo(digits);
    } catch (error) {
      if (error instanceof CodeTooSoon) {
        // A code sent a moment ago is still good: let the shopper type it.
        setLeft(error.resendIn);
        setSentTo(digits);
      }
      notifyFailure(error instanceof ApiFailure ? error.body : { message: String(error) });
    } finally {
      setAsking(false);
    }
  };

  if (verificationToken.value)
    return (
      <p className="checkout-note checkout-note--ok" role="status">
        {t('sms.verified', { phone: `+${digits}` })}
      </p>
    );

  if (sentTo !== digits)
    return (
      <div className="checkout-sms">
        <p className="checkout-note">{t('sms.intro')}</p>
        <button type="button" className="button button--ghost" onClick={askCode} disabled={asking}>
          {t('sms.sendCode')}
        </button>
      </div>
    );

  return (
    <form ref={codeForm.form} className="checkout-sms" noValidate onSubmit={codeForm.submit}>
      <p className="checkout-note">{t('sms.codeSentTo', { phone: `+${digits}` })}</p>
      <div className="checkout-sms__row">
        <CodeField label={t('sms.code')} form={codeForm} />
        <button className="button" type="submit" disabled={codeForm.sending}>
          {t('sms.checkCode')}
        </button>
      </div>
      <ResendCode
        left={left}
        waitText={t('sms.resendIn', { seconds: left })}
        label={t('sms.resend')}
        busy={asking}
        onResend={askCode}
        className="checkout-sms__links"
        linkClassName="checkout-link"
      />
    </form>
  );
}
