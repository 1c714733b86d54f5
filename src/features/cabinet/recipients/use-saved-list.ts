import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { notifyCallFailure } from '../../../stores/call-failure';
import { customerDataRevision } from '../../../stores/customer-changes';

export type SavedList<T> = { items: T[] | null; failed: boolean; replace: (items: T[]) => void; retry: () => void };

/**
 * A saved list of the cabinet: loaded once, then replaced by what each change answers, and loaded again once a change
 * that waited for the connection was saved. null while loading.
 */
export function useSavedList<T>(load: () => Promise<T[]>): SavedList<T> {
  useSignals();
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const revision = customerDataRevision.value;
  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then(
      (found) => live && setItems(found),
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        notifyCallFailure(error);
      },
    );
    return () => {
      live = false;
    };
    // `load` is a module function; `attempt` asks again after a failure.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [attempt, revision]);
  return { items, failed, replace: setItems, retry: () => setAttempt((n) => n + 1) };
}

/** Runs a change; a failure is shown as the server's words and leaves the list as it was. */
export async function attempt(change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    notifyCallFailure(error);
  }
}
