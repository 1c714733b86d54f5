import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { customer, loadCustomer } from '../../stores/customer';
import { AppLink } from '../../ui/AppLink';

/** The way into the account for whoever is browsing: the cabinet for a customer, login for a guest until the answer comes. */
export function AccountLink({ className }: { className?: string }) {
  useSignals();
  // Without suspense: the footer sits outside the page's loading boundary, and waiting for these texts
  // there would swap the whole layout, header and typed search included, for the loading screen.
  const { t, ready } = useTranslation('cabinet', { useSuspense: false });
  useEffect(() => {
    void loadCustomer();
  }, []);
  if (!ready) return null;
  const signedIn = Boolean(customer.value);
  return (
    <AppLink className={className} href={signedIn ? paths.cabinet() : paths.login()} data-testid="account-link">
      {signedIn ? t('account') : t('signIn')}
    </AppLink>
  );
}
