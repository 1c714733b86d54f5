import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askPasswordCode, confirmPassword } from '../../../api/profile';
import { codeRules, newPasswordRules, type NewPasswordValues } from '../../../domain/account-rules';
import { notifyCallFailure } from '../../../stores/call-failure';
import { notify } from '../../../stores/notifications';
import { useCheckedForm } from '../../../ui/form/checked-form';
import { NewPasswordFields } from '../../../ui/form/NewPasswordFields';
import { CodeField, ResendCode } from '../../../ui/form/sms-code';
import { useCountdown } from '../../../ui/use-countdown';

/**
 * docs/product-rules.md#accounts-and-sign-in "Change password": the new password with its confirmation, then the code the SMS brings to the
 * account's phone. The password waits on the server, so the code step only sends the code.
 */
export function PasswordChange({ phone }: { phone: string }) {
  const { t } = useTranslation('profile');
  const [left, setLeft] = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [resending, setResending] = useState(false);
  const passwords = useRef<NewPasswordValues | null>(null);

  const passwordForm = useCheckedForm(
    newPasswordRules,
    { password: '', password_confirmation: '' },
    async (values) => {
      setLeft(await askPasswordCode(values));
      passwords.current = values;
    },
    () => setCodeSent(true),
  );
  const codeForm = useCheckedForm(
    codeRules,
    { code: '' },
    ({ code }) => confirmPassword(code),
    () => {
      notify({ type: 'success', title: t('passwordChanged') });
      passwords.current = null;
      setCodeSent(false);
    },
  );

  const resend = async () => {
    setResending(true);
    try {
      setLeft(await askPasswordCode(passwords.current!));
    } catch (error) {
      notifyCallFailure(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <section className="profile-form" aria-labelledby="profile-password">
      <h3 id="profile-password">{t('passwordTitle')}</h3>
      {codeSent ? (
        <form ref={codeForm.form} className="profile-form__step" noValidate onSubmit={codeForm.submit}>
          <p>{t('codeSentTo', { phone: `+${phone}` })}</p>
          <CodeField label={t('code')} form={codeForm} />
          <button className="button" type="submit" disabled={codeForm.sending}>
            {t('confirmPassword')}
          </button>
          <ResendCode
            left={left}
            waitText={t('resendIn', { seconds: left })}
            label={t('resend')}
            busy={resending}
            onResend={resend}
            className="profile-form__links"
            linkClassName="link-button"
          >
            <button type="button" className="link-button" onClick={() => setCodeSent(false)}>
              {t('otherPassword')}
            </button>
          </ResendCode>
        </form>
      ) : (
        <form ref={passwordForm.form} className="profile-form__step" noValidate onSubmit={passwordForm.submit}>
          <NewPasswordFields
            form={passwordForm}
            labels={{ password: t('newPassword'), hint: t('passwordHint'), confirmation: t('passwordConfirmation') }}
          />
          <button className="button" type="submit" disabled={passwordForm.sending}>
            {t('sendPasswordCode')}
          </button>
        </form>
      )}
    </section>
  );
}
