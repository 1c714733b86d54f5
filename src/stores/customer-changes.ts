import { signal } from '@preact/signals-react';
import { CUSTOMER_CHANGES_SCOPE } from '../api/customer-change';
import type { ErrorBody } from '../lib/api';
import { i18next } from '../lib/i18n';
import { dropQueued, onOutboxResult, onQueueChange, queued, type OutboxResult } from '../lib/outbox';
import { notify } from './notifications';

/**
 * What became of the customer's changes that waited in the outbox (src/api/customer-change.ts): how many still
 * wait, and their answers when the connection is back. A success moves `customerDataRevision`, so the cabinet's
 * tabs ask again for what they show; a refusal is said in the server's words, and a change that waited too long
 * is said to be lost, never dropped without a word (docs/decisions/0006-sessions-and-idempotent-writes.md).
 */

/** Changes of the customer's data still waiting for the connection, on this device. */
export const waitingCustomerChanges = signal(0);
/** Moves once a waiting change has been answered: what the cabinet shows may be out of date. */
export const customerDataRevision = signal(0);

export async function countWaitingCustomerChanges(): Promise<void> {
  waitingCustomerChanges.value = (await queued(CUSTOMER_CHANGES_SCOPE)).length;
}

/** Sign-out: the changes were the customer's; the next person on this device must not send them, and is told so. */
export async function forgetWaitingCustomerChanges(): Promise<void> {
  const count = (await queued(CUSTOMER_CHANGES_SCOPE)).length;
  await dropQueued(CUSTOMER_CHANGES_SCOPE);
  waitingCustomerChanges.value = 0;
  if (count > 0) {
    await i18next.loadNamespaces('cabinet');
    notify({ type: 'warn', group: CUSTOMER_CHANGES_SCOPE, title: i18next.t('cabinet:waitingChangesDropped', { count }), duration: 0 });
  }
}

function tellAnswer(result: OutboxResult): void {
  if (result.expired) notify({ type: 'error', group: CUSTOMER_CHANGES_SCOPE, title: i18next.t('cabinet:waitingChangeLost'), duration: 0 });
  else if (result.status < 300) {
    customerDataRevision.value += 1;
    notify({ type: 'success', group: CUSTOMER_CHANGES_SCOPE, title: i18next.t('cabinet:waitingChangeSaved') });
  } else {
    const refusal = (result.body as Partial<ErrorBody> | null) ?? {};
    const reasons = [refusal.message ?? i18next.t('errors:unexpected'), ...Object.values(refusal.errors ?? {}).flat()];
    notify({
      type: 'error',
      group: CUSTOMER_CHANGES_SCOPE,
      title: i18next.t('cabinet:waitingChangeRefused'),
      text: reasons.join(' '),
      duration: 0,
    });
  }
}

// Heard in whichever tab sends the outbox, from app start: the shopper may be anywhere in the store by then.
onOutboxResult(CUSTOMER_CHANGES_SCOPE, (result) => {
  void i18next.loadNamespaces('cabinet').then(() => tellAnswer(result));
});
// Queued or answered here or in another tab: every tab counts the same.
onQueueChange(() => void countWaitingCustomerChanges());
