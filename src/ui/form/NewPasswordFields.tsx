import type { NewPasswordValues } from '../../domain/account-rules';
import { Field, type TextFields } from './form';

type PasswordForm = TextFields<NewPasswordValues>;

interface Props {
  form: PasswordForm;
  labels: { password: string; hint: string; confirmation: string };
}

/** A new password and its confirmation, both offered to the browser's password manager as new. */
export function NewPasswordFields({ form, labels }: Props) {
  return (
    <>
      <Field label={labels.password} hint={labels.hint} error={form.errors.password}>
        {(control) => <input {...control} {...form.text('password')} type="password" autoComplete="new-password" />}
      </Field>
      <Field label={labels.confirmation} error={form.errors.password_confirmation}>
        {(control) => <input {...control} {...form.text('password_confirmation')} type="password" autoComplete="new-password" />}
      </Field>
    </>
  );
}
