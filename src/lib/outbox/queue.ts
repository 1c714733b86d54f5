import { createStore, del, entries, type UseStore } from 'idb-keyval';
import { integer, literal, object, union, unknown, type Describe } from 'superstruct';
import { outboxEntryStruct, readOutboxEntries, type OutboxEntry } from './entry';
import { storedData, writeIndexedDb, type StoredShape } from '../storage';
import { OUTBOX_KEPT } from '../storage-limits';

/**
 * The queue of writes made offline as it lives in IndexedDB, and the loop that sends it in order. Shared by the
 * page (index.ts) and the service worker (sw/outbox-sync.ts, Background Sync): both send under one Web
 * Lock, so a write never leaves twice at once, and both delete a write only once it is answered.
 */

export type { OutboxEntry, OutboxRequest } from './entry';

/**
 * What became of a queued write: the server's final answer (a success, or a refusal that sending again would not
 * change), or, for a write kept past the queue's limits, `expired`: it was never sent and will not be.
 */
export type OutboxResult =
  { entry: OutboxEntry; expired?: undefined; status: number; body: unknown } | { entry: OutboxEntry; expired: true };

export const outboxStore = (): UseStore => createStore('kramnytsia-outbox', 'entries');
/** Answers the worker got while no page listened: the next page hands them to their features. */
export const workerResultsStore = (): UseStore => createStore('kramnytsia-outbox-results', 'results');
export const OUTBOX_LOCK = 'kramnytsia-outbox';
/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'kramnytsia-outbox';

/** What the worker tells open pages after it sent queued writes: their answers wait in the results store. */
export const OUTBOX_RESULTS_MESSAGE = { type: 'kramnytsia-outbox-results' } as const;
export const isOutboxResultsMessage = (data: unknown) => (data as { type?: unknown } | null)?.type === OUTBOX_RESULTS_MESSAGE.type;

/** Sending again may help: a timeout, "too early", rate limiting, or a server error. */
export function isWorthRetrying(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * The writes that stay queued, oldest first, and those handed back to their feature: older than the age limit, or
 * beyond the count (the newest: the shopper has just made them and is there to hear it).
 */
export function withinLimits(
  list: readonly OutboxEntry[],
  now: number,
  limits = OUTBOX_KEPT,
): { kept: OutboxEntry[]; handedBack: OutboxEntry[] } {
  const fresh = list.filter((e) => now - e.createdAt <= limits.maxAgeMs);
  const kept = fresh.slice(0, limits.entries);
  return { kept, handedBack: list.filter((e) => !kept.includes(e)) };
}

type Settle = (result: OutboxResult) => void | Promise<void>;
const handingBack = new Set<string>();

/** The writes still queued, oldest first; those past the limits are deleted and handed back to `settle`. */
export async function keptEntries(store: UseStore, settle: Settle): Promise<OutboxEntry[]> {
  const { kept, handedBack } = withinLimits(await readOutboxEntries(store), Date.now());
  for (const entry of handedBack) {
    // Two reads at once (a flush and a count) see the same entry: it is handed back once.
    if (handingBack.has(entry.id)) continue;
    handingBack.add(entry.id);
    await del(entry.id, store);
    await settle({ entry, expired: true });
  }
  return kept;
}

/** One try to send a write: its answer, or why to wait (the network failed, or the answer says to try later). */
export type Attempt = { kind: 'answered'; status: number; body: unknown } | { kind: 'wait'; retryAfter: string | null };

/**
 * Sends the queue in order, one write at a time, each deleted once answered, and stops at the first that must
 * wait; answers whether it emptied, and the Retry-After of the stop.
 */
export async function drainQueue(
  store: UseStore,
  attempt: (entry: OutboxEntry) => Promise<Attempt>,
  settle: Settle,
): Promise<{ emptied: boolean; retryAfter: string | null }> {
  for (;;) {
    const [entry] = await keptEntries(store, settle);
    if (!entry) return { emptied: true, retryAfter: null };
    const outcome = await attempt(entry);
    if (outcome.kind === 'wait') return { emptied: false, retryAfter: outcome.retryAfter };
    await del(entry.id, store);
    await settle({ entry, status: outcome.status, body: outcome.body });
  }
}

/** What an answer means for the queue: a result to settle, or a reason to wait. */
export async function attemptOf(response: Response): Promise<Attempt> {
  if (isWorthRetrying(response.status)) return { kind: 'wait', retryAfter: response.headers.get('retry-after') };
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json().catch(() => null) : null;
  return { kind: 'answered', status: response.status, body: typeof body === 'object' ? body : null };
}

// --- results the worker got with no page listening ---

const workerResultStruct = union([
  object({ entry: outboxEntryStruct, status: integer(), body: unknown() }),
  object({ entry: outboxEntryStruct, expired: literal(true) }),
]) as unknown as Describe<OutboxResult>;
const WORKER_RESULT: StoredShape<OutboxResult> = { version: 1, data: workerResultStruct };

export async function keepWorkerResult(store: UseStore, result: OutboxResult): Promise<void> {
  await writeIndexedDb(store, result.entry.id, WORKER_RESULT, result);
}

/** The results the worker kept, oldest first, each deleted as it is read. */
export async function takeWorkerResults(store: UseStore): Promise<OutboxResult[]> {
  const found: OutboxResult[] = [];
  for (const [key, stored] of await entries(store)) {
    await del(key, store);
    const result = storedData(WORKER_RESULT, stored);
    if (result) found.push(result);
  }
  return found.sort((a, b) => (a.entry.id < b.entry.id ? -1 : 1));
}
