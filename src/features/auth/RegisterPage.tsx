import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { createAccount } from './account';
import { ProvenPhoneFlow } from './ProvenPhoneFlow';

const TEXTS = { title: 'registerTitle', submit: 'createAccount', done: 'welcome' };

/** /register (docs/product-rules.md#accounts-and-sign-in): the phone, the SMS code, then a password with its confirmation. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <ProvenPhoneFlow
      purpose="registration"
      texts={TEXTS}
      links={
        <span>
          {t('haveAccount')} <AppLink href={paths.login()}>{t('signIn')}</AppLink>
        </span>
      }
      setPassword={createAccount}
    />
  );
}
