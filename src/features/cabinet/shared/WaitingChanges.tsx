import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countWaitingCustomerChanges, waitingCustomerChanges } from '../../../stores/customer-changes';

/** How many changes made offline wait on this device for the connection; nothing when none do. */
export function WaitingChanges() {
  useSignals();
  const { t } = useTranslation('cabinet');
  useEffect(() => {
    void countWaitingCustomerChanges();
  }, []);
  const count = waitingCustomerChanges.value;
  // The live region stays in the page, so a screen reader hears the count come and go.
  return (
    <p className="cabinet__waiting" role="status" hidden={count === 0}>
      {count > 0 && t('waitingChanges', { count })}
    </p>
  );
}
