/// <reference lib="webworker" />
import {
  attemptOf,
  drainQueue,
  keepWorkerResult,
  OUTBOX_LOCK,
  OUTBOX_RESULTS_MESSAGE,
  outboxStore,
  workerResultsStore,
  type Attempt,
} from '../src/lib/outbox/queue';
import { requestOf } from '../src/lib/outbox/request';

/** What the worker uses to send: its origin, its pages, the Web Lock the pages share, and the network. */
export interface OutboxSyncScope {
  origin: string;
  clients: Pick<Clients, 'matchAll'>;
  locks: Pick<LockManager, 'request'>;
  fetch: typeof fetch;
}

const WAIT: Attempt = { kind: 'wait', retryAfter: null };

/**
 * Background Sync (docs/decisions/0029-tabs-and-offline-screens.md): the browser wakes the worker once the
 * connection is back, tab or no tab, and the worker sends the outbox in order as a page would, each write with its
 * own headers and key. The answers wait in a store of their own for the next page, whose features show them as if
 * the page had sent them; open pages are told at once. A write that must still wait fails the sync, so the browser
 * tries again later by its own schedule.
 */
export async function sendOutboxInWorker(scope: OutboxSyncScope): Promise<void> {
  const [store, results] = [outboxStore(), workerResultsStore()];
  let answered = 0;
  const attempt = async (entry: Parameters<typeof requestOf>[0]): Promise<Attempt> => {
    try {
      return await attemptOf(await scope.fetch(requestOf(entry, scope.origin)));
    } catch {
      return WAIT;
    }
  };
  const { emptied } = await scope.locks.request(OUTBOX_LOCK, () =>
    drainQueue(store, attempt, async (result) => {
      await keepWorkerResult(results, result);
      answered += 1;
    }),
  );
  if (answered > 0) for (const page of await scope.clients.matchAll({ type: 'window' })) page.postMessage(OUTBOX_RESULTS_MESSAGE);
  if (!emptied) throw new Error('a queued write must wait: the browser syncs again later');
}
