import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { setNewPassword } from './account';
import { ProvenPhoneFlow } from './ProvenPhoneFlow';

const TEXTS = { title: 'forgotTitle', submit: 'savePassword', done: 'passwordSaved' };

/** /forgot-password (docs/product-rules.md#accounts-and-sign-in): the phone, the SMS code, then a new password; other devices are signed out. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <ProvenPhoneFlow
      purpose="reset"
      texts={TEXTS}
      links={<AppLink href={paths.login()}>{t('signIn')}</AppLink>}
      setPassword={setNewPassword}
    />
  );
}
