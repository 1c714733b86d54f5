import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signInSeller, type SellerUser } from '../../api/seller-workspace';
import { loginRules, type LoginValues } from '../../domain/account-rules';
import { Field } from '../../ui/form/form';
import { PhoneField } from '../../ui/form/PhoneField';
import { useCheckedForm } from '../../widgets/checked-form';

/** A seller user's phone and password; the server sets the workspace's session cookie. */
export function SellerSignIn({ onSignedIn }: { onSignedIn: (user: SellerUser) => void }) {
  const { t } = useTranslation('seller-workspace');
  const signedIn = useRef<SellerUser | null>(null);
  const f = useCheckedForm(
    loginRules,
    { phone: '', password: '' } as LoginValues,
    async ({ phone, password }) => {
      signedIn.current = await signInSeller(phone, password);
    },
    () => signedIn.current && onSignedIn(signedIn.current),
  );
  return (
    <section className="seller-workspace__sign-in">
      <h2>{t('signInTitle')}</h2>
      <form ref={f.form} className="seller-workspace__form" noValidate onSubmit={f.submit}>
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
