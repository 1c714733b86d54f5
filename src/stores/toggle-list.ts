import { computed, signal, type ReadonlySignal } from '@preact/signals-react';

export interface Change {
  productId: number;
  add: boolean;
}

/** The ids with the changes applied in order: an add appends once, a removal drops. */
export const withChanges = (ids: readonly number[], changes: readonly Change[]): readonly number[] =>
  changes.reduce<readonly number[]>(
    (list, change) => (change.add ? (list.includes(change.productId) ? list : [...list, change.productId]) : list.filter((id) => id !== change.productId)),
    ids,
  );

/**
 * A list of product ids the server keeps and the shopper toggles (compare, favourites). A change shows
 * at once; the calls go one at a time, so the server sees a quick add-then-remove in that order; when a
 * call ends, its change drops out: after success the server's answer already holds it, after a failure
 * dropping it is the rollback.
 */
export function createToggleList(confirmedIds: ReadonlySignal<readonly number[]>) {
  const pending = signal<Change[]>([]);

  /** The ids as the shopper sees them: the server's list with the unanswered changes applied. */
  const ids = computed(() => withChanges(confirmedIds.value, pending.value));

  let queue: Promise<unknown> = Promise.resolve();
  /** Runs the job after every call before it has ended, whatever their outcome. */
  function inTurn<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Shows the change at once and sends it in turn; `send` takes the answer as the truth or reports the failure. */
  function change(productId: number, add: boolean, send: () => Promise<void>): Promise<void> {
    const entry = { productId, add };
    pending.value = [...pending.peek(), entry];
    return inTurn(async () => {
      try {
        await send();
      } finally {
        pending.value = pending.peek().filter((e) => e !== entry);
      }
    });
  }

  /** Forgets the changes still on their way (logout: what they bring back belongs to nobody on show). */
  function dropPending(): void {
    pending.value = [];
  }

  return { ids, inTurn, change, dropPending };
}
