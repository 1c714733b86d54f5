import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signInOperator, type Operator } from '../../api/operator';
import { loginRules, type LoginValues } from '../../domain/account-rules';
import { Field } from '../../ui/form/form';
import { PhoneField } from '../../ui/form/PhoneField';
import { useCheckedForm } from '../../widgets/checked-form';

/** An operator user's phone and password; the server sets the back office's session cookie. */
export function AdminSignIn({ onSignedIn }: { onSignedIn: (user: Operator) => void }) {
  const { t } = useTranslation('admin');
  const signedIn = useRef<Operator | null>(null);
  const f = useCheckedForm(
    loginRules,
    { phone: '', password: '' } as LoginValues,
    async ({ phone, password }) => {
      signedIn.current = await signInOperator(phone, password);
    },
    () => signedIn.current && onSignedIn(signedIn.current),
  );
  return (
    <section>
      <h2>{t('signInTitle')}</h2>
      <form ref={f.form} className="admin__form" noValidate onSubmit={f.submit}>
        <PhoneField label={t('phone')} form={f} />
        <Field label={t('password')} error={f.errors.password}>
          {(control) => <input {...control} {...f.text('password')} type="password" autoComplete="current-password" />}
        </Field>
        <button className="button" type="submit" disabled={f.sending}>
          {t('signIn')}
        </button>
      </form>
    </section>
  );
}
