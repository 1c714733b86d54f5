import { useTranslation } from 'react-i18next';
import { newPasswordRules, type NewPasswordValues } from '../../domain/account-rules';
import { useCheckedForm } from '../../ui/form/checked-form';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';

/** The last step of registration and of the reset: a password and its confirmation (docs/product-rules.md#accounts-and-sign-in). */
export function NewPasswordForm({
  submitLabel,
  send,
  onSent,
}: {
  submitLabel: string;
  send: (values: NewPasswordValues) => Promise<unknown>;
  onSent: () => void;
}) {
  const { t } = useTranslation('auth');
  const f = useCheckedForm(newPasswordRules, { password: '', password_confirmation: '' }, send, onSent);
  return (
    <form ref={f.form} className="auth-form" noValidate onSubmit={f.submit}>
      <NewPasswordFields form={f} labels={{ password: t('password'), hint: t('passwordHint'), confirmation: t('passwordConfirmation') }} />
      <button className="button" type="submit" disabled={f.sending}>
        {submitLabel}
      </button>
    </form>
  );
}
