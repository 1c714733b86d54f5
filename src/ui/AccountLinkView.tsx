import { useTranslation } from 'react-i18next';
import { paths } from '../domain/paths';
import { AppLink } from './AppLink';

/** The way into the account: the cabinet for a customer, login for a guest. */
export function AccountLinkView({ signedIn, className }: { signedIn: boolean; className?: string }) {
  // Without suspense: the footer sits outside the page's loading boundary, and waiting for these texts
  // there would swap the whole layout, header and typed search included, for the loading screen.
  const { t, ready } = useTranslation('cabinet', { useSuspense: false });
  if (!ready) return null;
  return (
    <AppLink className={className} href={signedIn ? paths.cabinet() : paths.login()} data-testid="account-link">
      {signedIn ? t('account') : t('signIn')}
    </AppLink>
  );
}
