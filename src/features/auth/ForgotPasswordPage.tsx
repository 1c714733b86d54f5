import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../domain/paths';
import { signedIn } from '../../stores/customer';
import { notify } from '../../stores/notifications';
import { AppLink } from '../../ui/AppLink';
import { setNewPassword } from './api';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { PhoneProof } from './PhoneProof';

/** /forgot-password (SPEC 6): the phone, the SMS code, then a new password; other devices are signed out. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  return (
    <AuthLayout
      title={t('forgotTitle')}
      path={paths.forgotPassword()}
      step={token ? 3 : codeAsked ? 2 : 1}
      links={<AppLink href={paths.login()}>{t('signIn')}</AppLink>}
    >
      {token === null ? (
        <PhoneProof purpose="reset" onCodeSent={setCodeAsked} onProven={setToken} />
      ) : (
        <NewPasswordForm
          submitLabel={t('savePassword')}
          send={async (values) => signedIn(await setNewPassword(token, values))}
          onSent={() => {
            notify({ type: 'success', title: t('passwordSaved') });
            navigate(paths.cabinet(), { replace: true });
          }}
        />
      )}
    </AuthLayout>
  );
}
