import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCode, sendCode, type Purpose } from '../../api/auth';
import { codeRules, phoneRules, type CodeValues, type PhoneValues } from '../../domain/account-rules';
import { ApiFailure } from '../../lib/api';
import { notifyFailure } from '../../stores/notifications';
import { useCheckedForm } from '../../ui/form/checked-form';
import { PhoneField } from '../../ui/form/PhoneField';
import { CodeField, ResendCode } from '../../ui/form/sms-code';
import { useCountdown } from '../../ui/use-countdown';

/** Steps 1 and 2 of registration and of the password reset: the phone, then the 6-digit code from the SMS. */
export function PhoneProof({
  purpose,
  onCodeSent,
  onProven,
}: {
  purpose: Purpose;
  onCodeSent: (sent: boolean) => void;
  onProven: (token: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [phone, setPhone] = useState<string | null>(null);
  const [left, setLeft] = useCountdown();
  const [resending, setResending] = useState(false);
  const proof = useRef('');

  const phoneForm = useCheckedForm<PhoneValues>(
    phoneRules,
    { phone: '' },
    async (v) => {
      setLeft(await sendCode(purpose, v.phone));
      setPhone(v.phone);
    },
    () => onCodeSent(true),
  );
  const codeForm = useCheckedForm<CodeValues>(
    codeRules,
    { code: '' },
    async (v) => {
      proof.current = await checkCode(purpose, phone!, v.code);
    },
    () => onProven(proof.current),
  );

  const resend = async () => {
    setResending(true);
    try {
      setLeft(await sendCode(purpose, phone!));
    } catch (error) {
      notifyFailure(error instanceof ApiFailure ? error.body : { message: String(error) });
    } finally {
      setResending(false);
    }
  };

  if (phone === null)
    return (
      <form ref={phoneForm.form} className="auth-form" noValidate onSubmit={phoneForm.submit}>
        <PhoneField label={t('phone')} hint={t('phoneHint')} form={phoneForm} />
        <button className="button" type="submit" disabled={phoneForm.sending}>
          {t('sendCode')}
        </button>
      </form>
    );

  return (
    <form ref={codeForm.form} className="auth-form" noValidate onSubmit={codeForm.submit}>
      <p className="auth-form__intro">{t('codeSentTo', { phone })}</p>
      <CodeField label={t('code')} form={codeForm} />
      <button className="button" type="submit" disabled={codeForm.sending}>
        {t('checkCode')}
      </button>
      <ResendCode
        left={left}
        waitText={t('resendIn', { seconds: left })}
        label={t('resend')}
        busy={resending}
        onResend={resend}
        className="auth-form__links"
        linkClassName="auth-link"
      >
        <button
          type="button"
          className="auth-link"
          onClick={() => {
            setPhone(null);
            onCodeSent(false);
          }}
        >
          {t('changePhone')}
        </button>
      </ResendCode>
    </form>
  );
}
