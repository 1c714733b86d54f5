import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { ChangeQueued } from '../../../lib/outbox/change-queued';
import { useResource } from '../../../lib/resource';
import { customer } from '../../../stores/customer';
import { notifyCallFailure } from '../../../stores/call-failure';
import { customerDataRevision } from '../../../stores/customer-changes';
import { notify } from '../../../stores/notifications';
import { lang } from '../../../stores/session';

/** A change to the customer's lists; it answers the lists as they are now. */
export type RunChange<L> = (action: () => Promise<L[]>, done: string) => Promise<boolean>;

interface Options<L> {
  fetchLists: () => Promise<L[]>;
  /** the notice group, so a newer notice of the tab replaces the older one */
  group: string;
  /** what else follows a change (the hearts and header follow favourites) */
  afterChange?: () => void;
}

/**
 * A cabinet tab of named lists (favourites, auto purchases): loaded again when the language changes (names and
 * prices come in it) and when a change that waited for the connection was saved, and changed one change at a time;
 * a refusal says why in a notice, and a change kept on the device for later counts as done for the form.
 */
export function useCustomerLists<L>({ fetchLists, group, afterChange }: Options<L>) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const loaded = useResource(
    { key: `cabinet-lists:${group}:${customer.value?.id ?? ''}:${lang.value}`, load: fetchLists },
    // The lists in the language before stay on screen until they come in the new one.
    { revision: customerDataRevision.value, keepPrevious: true },
  );
  const setLists = loaded.replace;

  const run: RunChange<L> = async (action, done) => {
    setBusy(true);
    try {
      setLists(await action());
      notify({ type: 'success', group, title: done });
      afterChange?.();
      return true;
    } catch (error) {
      notifyCallFailure(error);
      return error instanceof ChangeQueued;
    } finally {
      setBusy(false);
    }
  };

  return { lists: loaded.data ?? null, setLists, failed: loaded.status === 'failed', busy, run };
}
