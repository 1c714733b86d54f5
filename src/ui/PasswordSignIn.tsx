import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRules, type LoginValues } from '../domain/account-rules';
import { Field } from './form/form';
import { PhoneField } from './form/PhoneField';
import { useCheckedForm } from './form/checked-form';

/**
 * A side's phone-and-password sign-in (the seller workspace's, the back office's): the server sets that side's session
 * cookie. `block` names the side's texts namespace and its CSS block.
 */
export function PasswordSignIn<User>({
  block,
  signIn,
  onSignedIn,
}: {
  block: 'admin' | 'seller-workspace';
  signIn: (phone: string, password: string) => Promise<User>;
  onSignedIn: (user: User) => void;
}) {
  const { t } = useTranslation(block);
  const signedIn = useRef<User | null>(null);
  const f = useCheckedForm(
    loginRules,
    { phone: '', password: '' } as LoginValues,
    async ({ phone, password }) => {
      signedIn.current = await signIn(phone, password);
    },
    () => signedIn.current !== null && onSignedIn(signedIn.current),
  );
  return (
    <section className={`${block}__sign-in`}>
      <h2>{t('signInTitle')}</h2>
      <form ref={f.form} className={`${block}__form`} noValidate onSubmit={f.submit}>
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
