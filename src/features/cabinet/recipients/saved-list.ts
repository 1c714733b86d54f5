import { useSignals } from '@preact/signals-react/runtime';
import { useResource, type ResourceView } from '../../../lib/resource';
import { notifyCallFailure } from '../../../stores/call-failure';
import { customer } from '../../../stores/customer';
import { customerDataRevision } from '../../../stores/customer-changes';

export type SavedList<T> = ResourceView<T[]>;

/**
 * A saved list of the cabinet: loaded on opening, then replaced by what each change answers, and loaded again once a
 * change that waited for the connection was saved. A failure to load says why in a notice.
 */
export function useSavedList<T>(name: string, load: () => Promise<T[]>): SavedList<T> {
  useSignals();
  return useResource(
    { key: `${name}:${customer.value?.id ?? ''}`, load },
    { revision: customerDataRevision.value, onFailure: (error) => notifyCallFailure(error) },
  );
}

/** Runs a change; a failure is shown as the server's words and leaves the list as it was. */
export async function attempt(change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    notifyCallFailure(error);
  }
}
