import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { loginRules, sameSiteBack, type LoginValues } from '../../domain/account-rules';
import { paths } from '../../domain/paths';
import { signedIn } from '../../stores/customer';
import { AppLink } from '../../ui/AppLink';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { PhoneField } from '../../ui/form/PhoneField';
import { login } from './account';
import { AuthLayout } from './AuthLayout';

/** /login: phone and password; then back where the shopper came from (`?back=`), or the cabinet. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const back = sameSiteBack(new URLSearchParams(useSearch()).get('back'));
  const send = async ({ phone, password }: LoginValues) => signedIn(await login(phone, password));
  const f = useCheckedForm(loginRules, { phone: '', password: '' }, send, () => navigate(back, { replace: true }));
  return (
    <AuthLayout
      title={t('loginTitle')}
      links={
        <>
          <AppLink href={paths.forgotPassword()}>{t('forgot')}</AppLink>
          <span>
            {t('noAccount')} <AppLink href={paths.register()}>{t('createAccount')}</AppLink>
          </span>
        </>
      }
    >
      <form ref={f.form} className="auth-form" noValidate onSubmit={f.submit}>
        <PhoneField label={t('phone')} form={f} />
        <Field label={t('password')} error={f.errors.password}>
          {(control) => <input {...control} {...f.text('password')} type="password" autoComplete="current-password" />}
        </Field>
        <button className="button" type="submit" disabled={f.sending}>
          {t('signIn')}
        </button>
      </form>
    </AuthLayout>
  );
}
