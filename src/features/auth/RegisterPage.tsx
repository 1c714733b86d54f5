import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../domain/paths';
import { signedIn } from '../../stores/customer';
import { notify } from '../../stores/notifications';
import { AppLink } from '../../ui/AppLink';
import { createAccount } from './api';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { PhoneProof } from './PhoneProof';

/** /register (SPEC 6): the phone, the SMS code, then a password with its confirmation. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  return (
    <AuthLayout
      title={t('registerTitle')}
      path={paths.register()}
      step={token ? 3 : codeAsked ? 2 : 1}
      links={
        <span>
          {t('haveAccount')} <AppLink href={paths.login()}>{t('signIn')}</AppLink>
        </span>
      }
    >
      {token === null ? (
        <PhoneProof purpose="registration" onCodeSent={setCodeAsked} onProven={setToken} />
      ) : (
        <NewPasswordForm
          submitLabel={t('createAccount')}
          send={async (values) => signedIn(await createAccount(token, values))}
          onSent={() => {
            notify({ type: 'success', title: t('welcome') });
            navigate(paths.cabinet(), { replace: true });
          }}
        />
      )}
    </AuthLayout>
  );
}
