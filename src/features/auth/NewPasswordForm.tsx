import { useTranslation } from 'react-i18next';
import { newPasswordRules, type NewPasswordValues } from '../../domain/account-rules';
import { Field, useCheckedForm } from '../../ui/form/form';

/** The last step of registration and of the reset: a password and its confirmation (SPEC 5). */
export function NewPasswordForm({ submitLabel, send, onSent }: { submitLabel: string; send: (values: NewPasswordValues) => Promise<unknown>; onSent: () => void }) {
  const { t } = useTranslation('auth');
  const f = useCheckedForm(newPasswordRules, { password: '', password_confirmation: '' }, send, onSent);
  return (
    <form ref={f.form} className="auth-form" noValidate onSubmit={f.submit}>
      <Field label={t('password')} hint={t('passwordHint')} error={f.errors.password}>
        {(control) => <input {...control} {...f.text('password')} type="password" autoComplete="new-password" />}
      </Field>
      <Field label={t('passwordConfirmation')} error={f.errors.password_confirmation}>
        {(control) => <input {...control} {...f.text('password_confirmation')} type="password" autoComplete="new-password" />}
      </Field>
      <button className="button" type="submit" disabled={f.sending}>
        {submitLabel}
      </button>
    </form>
  );
}
