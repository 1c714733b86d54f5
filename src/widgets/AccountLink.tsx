import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { customer, loadCustomer } from '../stores/customer';
import { AccountLinkView } from '../ui/AccountLinkView';

/** The account link for whoever is browsing: a guest until the answer comes. */
export function AccountLink({ className }: { className?: string }) {
  useSignals();
  useEffect(() => {
    void loadCustomer();
  }, []);
  return <AccountLinkView signedIn={Boolean(customer.value)} className={className} />;
}
