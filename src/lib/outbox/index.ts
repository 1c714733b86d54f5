import { del } from 'idb-keyval';
import { callHeaders, sendBuilt } from '../api';
import { answerBody, type Sent } from '../operation';
import { requestOf } from './request';
import {
  drainQueue,
  keptEntries,
  isOutboxResultsMessage,
  isWorthRetrying,
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  outboxStore,
  takeWorkerResults,
  workerResultsStore,
  type Attempt,
  type OutboxEntry,
  type OutboxRequest,
  type OutboxResult,
} from './queue';
import { OUTBOX_ENTRY } from './entry';
import { retryLater } from '../retry';
import { hearOtherTabs, onNewsFromOtherTabs, onReturnToTab, tellOtherTabs } from '../other-tabs';
import { writeIndexedDb } from '../storage';

/**
 * The outbox of writes made offline (docs/decisions/0006-sessions-and-idempotent-writes.md): each one waits in IndexedDB with its own
 * Idempotency-Key and is sent once the connection is back, oldest first. The server stores the answer
 * of every key, so a write whose first answer was lost is never done twice. The queue itself (queue.ts) is
 * shared with the service worker, which sends it by Background Sync when no tab is open.
 */

export { isWorthRetrying, withinLimits, type OutboxEntry, type OutboxRequest, type OutboxResult } from './queue';

/** Hears a result; a promise it returns is awaited before the next write goes. */
type Listener = (result: OutboxResult) => unknown;

const store = outboxStore();
/** Waits between retries after a server error while online: from 5 seconds, doubling up to 10 minutes. */
const QUEUE_BACKOFF = { baseMs: 5_000, maxMs: 600_000 };

let sequence = 0;

/** UUID where the page is a secure context; 128 random bits otherwise (a shop opened by LAN address). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A write ready to send now or to queue, with the key both attempts share and the headers of this moment (language,
 * page, city): sent later, by this page or the service worker, it says what it would have said now.
 */
export function outboxEntry(request: OutboxRequest): OutboxEntry {
  const createdAt = Date.now();
  sequence += 1;
  return {
    ...request,
    headers: { ...callHeaders(), ...request.headers },
    id: `${String(createdAt).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`,
    key: newKey(),
    createdAt,
  };
}

/** Headers of a scope's writes read when each is sent, by scope. */
const headersWhenSent = new Map<string, () => Record<string, string>>();

/**
 * The scope's writes carry these headers as they are when each is sent, over those fixed when it was queued: the
 * cart's session, which a change made before the cart existed only has once the change before it is answered, and
 * the page's language, which its answer shows in. The service worker has no page to read them from: it sends the
 * headers fixed when queued, and the session goes by its cookie.
 */
export function sendWithHeaders(scope: string, read: () => Record<string, string>): void {
  headersWhenSent.set(scope, read);
}

/** One attempt, the request built as the service worker builds it; throws when the network fails. */
export function sendEntry(entry: OutboxEntry): Promise<Sent> {
  const now = headersWhenSent.get(entry.scope)?.();
  return sendBuilt(requestOf(now ? { ...entry, headers: { ...entry.headers, ...now } } : entry, location.origin));
}

// --- results, by scope ---

const listeners = new Map<string, Set<Listener>>();
/** Results nobody listened for yet (the feature's code was not loaded): handed over when it subscribes. */
const unheard = new Map<string, OutboxResult[]>();

// --- what waits, in every tab ---

const queueWatchers = new Set<() => void>();
let hearingOtherTabs = false;

/**
 * Runs `listener` whenever the writes waiting may have changed: one was queued or answered here, or in another tab
 * of the store, so each tab shows the same waiting hearts, compare changes and count of the cabinet's changes.
 */
export function onQueueChange(listener: () => void): () => void {
  if (!hearingOtherTabs) {
    hearingOtherTabs = true;
    onNewsFromOtherTabs('outbox', () => {
      for (const watcher of queueWatchers) watcher();
    });
  }
  queueWatchers.add(listener);
  return () => queueWatchers.delete(listener);
}

function queueChanged(): void {
  for (const watcher of queueWatchers) watcher();
  tellOtherTabs('outbox');
}

/**
 * Hands the result to its scope and waits for the scope to take it, so the write after it goes out with what the
 * answer changed (the cart's session) and a read never shows the state from before it.
 */
async function report(result: OutboxResult): Promise<void> {
  const heard = listeners.get(result.entry.scope);
  if (!heard?.size) unheard.set(result.entry.scope, [...(unheard.get(result.entry.scope) ?? []), result]);
  for (const listener of heard ?? []) {
    try {
      await listener(result);
    } catch (error) {
      // One scope's failure to show an answer does not stop the queue.
      console.warn('outbox: a result was not taken', error);
    }
  }
  // Only once the answer shows: a write that left the queue and whose answer did not show yet would vanish a moment.
  queueChanged();
}

export function onOutboxResult(scope: string, listener: Listener): () => void {
  const heard = listeners.get(scope) ?? new Set();
  listeners.set(scope, heard.add(listener));
  const waiting = unheard.get(scope) ?? [];
  unheard.delete(scope);
  for (const result of waiting) void listener(result);
  return () => heard.delete(listener);
}

// --- the queue ---

const queue = () => keptEntries(store, report);

/** Writes still waiting, oldest first; only those of one scope when given. */
export async function queued(scope?: string): Promise<OutboxEntry[]> {
  const all = await queue();
  return scope ? all.filter((e) => e.scope === scope) : all;
}

/** Forgets the writes of a scope still waiting: a customer's own changes, once they signed out on this device. */
export async function dropQueued(scope: string): Promise<void> {
  for (const entry of await queued(scope)) await del(entry.id, store);
  queueChanged();
}

/** The Background Sync registration Chromium has and TypeScript's DOM types do not name. */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Where the browser has Background Sync, the service worker sends the queue when the connection returns, even with
 * no tab of the store open; the answers wait for the next page (takeResultsOfWorker).
 */
function askForBackgroundSync(): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!worker?.controller) return;
  void worker.ready.then((registration) => (registration as WithSync).sync?.register(OUTBOX_SYNC_TAG)).catch(() => undefined);
}

/** Keeps the write (pass the entry of a failed attempt so its key is reused) and tries to send it. */
export async function enqueue(entryOrRequest: OutboxEntry | OutboxRequest): Promise<OutboxEntry> {
  const entry = 'key' in entryOrRequest ? entryOrRequest : outboxEntry(entryOrRequest);
  await writeIndexedDb(store, entry.id, OUTBOX_ENTRY, entry);
  queueChanged();
  askForBackgroundSync();
  void flush();
  return entry;
}

/**
 * Keeps the write and sends it in its turn, behind every write queued before it; resolves once it is answered, its
 * answer taken by the scope's listener, or once it has to wait (true then). For a write whose order matters
 * (a cart, a compare list): one sent at once could overtake one made before it.
 */
export async function sendInTurn(entryOrRequest: OutboxEntry | OutboxRequest): Promise<{ entry: OutboxEntry; waiting: boolean }> {
  const entry = await enqueue(entryOrRequest);
  if (typeof navigator === 'undefined' || navigator.onLine !== false) await flush();
  return { entry, waiting: (await queue()).some((e) => e.id === entry.id) };
}

const retries = retryLater(() => void flush(), QUEUE_BACKOFF);
const WAIT: Attempt = { kind: 'wait', retryAfter: null };

/** One try from the page, through the typed client. */
async function attemptOnPage(entry: OutboxEntry): Promise<Attempt> {
  let sent: Sent;
  try {
    sent = await sendEntry(entry);
  } catch {
    return WAIT;
  }
  if (isWorthRetrying(sent.response.status)) return { kind: 'wait', retryAfter: sent.response.headers.get('retry-after') };
  return { kind: 'answered', status: sent.response.status, body: answerBody(sent) };
}

/** Sends the queue in order; true when it emptied. A stop waits for the backoff, the `online` event or a return. */
async function drain(): Promise<boolean> {
  const { emptied, retryAfter } = await drainQueue(store, attemptOnPage, report);
  if (emptied) retries.answered();
  else retries.failed(retryAfter);
  return emptied;
}

async function withOutboxLock<T>(job: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(OUTBOX_LOCK, job) : job();
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what is queued. One flush at a time: a call during a flush joins it (and makes it look once
 * more for writes queued meanwhile); other tabs and the service worker wait on a Web Lock, so no write leaves
 * twice at once.
 */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let emptied: boolean;
    do {
      again = false;
      emptied = await withOutboxLock(drain);
      // After a stop the head write must wait anyway; the retry or the `online` event comes back for it.
    } while (again && emptied);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** What became of a write at once: the server's answer, or its place in the outbox until the connection is back. */
export type Outcome = { kind: 'answered'; status: number; body: unknown } | { kind: 'queued'; entry: OutboxEntry };

/**
 * Sends the write now, or, offline, on a network failure or an answer worth another try, keeps it in the outbox
 * under the key of this attempt, so a first attempt that did arrive is not written twice. The outbox's answer comes
 * later to the scope's listener (onOutboxResult), in this tab or whichever tab sends it.
 */
export async function sendOrQueue(request: OutboxRequest): Promise<Outcome> {
  const entry = outboxEntry(request);
  const outcome = navigator.onLine === false ? WAIT : await attemptOnPage(entry);
  if (outcome.kind === 'wait') return { kind: 'queued', entry: await enqueue(entry) };
  return { kind: 'answered', status: outcome.status, body: outcome.body };
}

const resultsStore = workerResultsStore();

/** The answers the service worker got while no page was open: their features hear them now, in one tab only. */
function takeResultsOfWorker(): Promise<void> {
  return withOutboxLock(async () => {
    for (const result of await takeWorkerResults(resultsStore)) await report(result);
  });
}

/**
 * At app start, once the browser is idle: send what an earlier visit left, and again whenever the connection or the
 * shopper returns. The news of other tabs is heard from here on too (the stores' listeners waited for it).
 */
export function startOutbox(): void {
  hearOtherTabs();
  window.addEventListener('online', () => void flush());
  onReturnToTab(() => {
    void takeResultsOfWorker();
    void flush();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isOutboxResultsMessage(event.data)) void takeResultsOfWorker();
  });
  void takeResultsOfWorker();
  void flush();
}
