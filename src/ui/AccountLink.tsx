import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../domain/paths';
import { customer, loadCustomer } from '../stores/customer';
import { AppLink } from './AppLink';

/** The way into the account: the cabinet for a customer, login for a guest (also until the answer comes). */
export function AccountLink({ className }: { className?: string }) {
  useSignals();
  // Without suspense: the footer sits outside the page's loading boundary, and waiting for these texts
  // there would swap the whole layout, header and typed search included, for the loading screen.
  const { t, ready } = useTranslation('cabinet', { useSuspense: false });
  useEffect(() => {
    void loadCustomer();
  }, []);
  const me = customer.value;
  if (!ready) return null;
  return (
    <AppLink className={className} href={me ? paths.cabinet() : paths.login()} data-testid="account-link">
      {me ? t('account') : t('signIn')}
    </AppLink>
  );
}
