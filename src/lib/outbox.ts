import { createStore, del } from 'idb-keyval';
import { OUTBOX_ENTRY, readOutboxEntries } from './outbox-entry';
import { answerBody, send, type Operation, type Sent } from './operation';
import { retryLater } from './retry';
import { onReturnToTab } from './other-tabs';
import { writeIndexedDb } from './storage';
import { OUTBOX_KEPT } from './storage-limits';

/**
 * The outbox of writes made offline (docs/decisions/0006-sessions-and-idempotent-writes.md): each one waits in IndexedDB with its own
 * Idempotency-Key and is sent once the connection is back, oldest first. The server stores the answer
 * of every key, so a write whose first answer was lost is never done twice.
 */

export interface OutboxRequest {
  operation: Operation;
  /** headers of this write the contract does not name, e.g. the language it was made in */
  headers?: Record<string, string>;
  /** Who hears the result: the feature that queued the write. */
  scope: string;
}

export interface OutboxEntry extends OutboxRequest {
  /** sorts in the order the writes were made */
  id: string;
  /** sent as Idempotency-Key, the same on every attempt */
  key: string;
  createdAt: number;
}

/** The final answer to a queued write: a success, or a refusal that sending again would not change. */
export interface OutboxResult {
  entry: OutboxEntry;
  status: number;
  body: unknown;
}

type Listener = (result: OutboxResult) => void;

const store = createStore('kramnytsia-outbox', 'entries');
const LOCK = 'kramnytsia-outbox';
/** Waits between retries after a server error while online: from 5 seconds, doubling up to 10 minutes. */
const QUEUE_BACKOFF = { baseMs: 5_000, maxMs: 600_000 };

let sequence = 0;

/** UUID where the page is a secure context; 128 random bits otherwise (a shop opened by LAN address). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A write ready to send now or to queue, with the key both attempts share. */
export function outboxEntry(request: OutboxRequest): OutboxEntry {
  const createdAt = Date.now();
  sequence += 1;
  return { ...request, id: `${String(createdAt).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`, key: newKey(), createdAt };
}

/** One attempt through the typed client; throws when the network fails. */
export function sendEntry(entry: OutboxEntry): Promise<Sent> {
  return send(entry.operation, { ...entry.headers, 'Idempotency-Key': entry.key });
}

/** Sending again may help: a timeout, "too early", rate limiting, or a server error. */
export function isWorthRetrying(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

// --- results, by scope ---

const listeners = new Map<string, Set<Listener>>();
/** Results nobody listened for yet (the feature's code was not loaded): handed over when it subscribes. */
const unheard = new Map<string, OutboxResult[]>();

function report(result: OutboxResult): void {
  const heard = listeners.get(result.entry.scope);
  if (heard?.size) for (const listener of heard) listener(result);
  else unheard.set(result.entry.scope, [...(unheard.get(result.entry.scope) ?? []), result]);
}

export function onOutboxResult(scope: string, listener: Listener): () => void {
  const heard = listeners.get(scope) ?? new Set();
  listeners.set(scope, heard.add(listener));
  const waiting = unheard.get(scope) ?? [];
  unheard.delete(scope);
  for (const result of waiting) listener(result);
  return () => heard.delete(listener);
}

// --- the queue ---

/**
 * The writes that stay queued, oldest first, and those handed back to their feature: older than the age limit, or
 * beyond the count (the newest: the shopper has just made them and is there to hear it).
 */
export function withinLimits(entries: readonly OutboxEntry[], now: number, limits = OUTBOX_KEPT): { kept: OutboxEntry[]; handedBack: OutboxEntry[] } {
  const fresh = entries.filter((e) => now - e.createdAt <= limits.maxAgeMs);
  const kept = fresh.slice(0, limits.entries);
  return { kept, handedBack: entries.filter((e) => !kept.includes(e)) };
}

/** A write handed back was never sent: its feature hears it as a refusal (410, it will not be sent), with no answer body. */
export const HANDED_BACK = 410;
const handingBack = new Set<string>();

async function queue(): Promise<OutboxEntry[]> {
  const { kept, handedBack } = withinLimits(await readOutboxEntries(store), Date.now());
  for (const entry of handedBack) {
    // Two reads at once (a flush and a count) see the same entry: it is handed back once.
    if (handingBack.has(entry.id)) continue;
    handingBack.add(entry.id);
    await del(entry.id, store);
    report({ entry, status: HANDED_BACK, body: null });
  }
  return kept;
}

/** Writes still waiting, oldest first; only those of one scope when given. */
export async function queued(scope?: string): Promise<OutboxEntry[]> {
  const all = await queue();
  return scope ? all.filter((e) => e.scope === scope) : all;
}

/** Forgets the writes of a scope still waiting: a customer's own changes, once they signed out on this device. */
export async function dropQueued(scope: string): Promise<void> {
  for (const entry of await queued(scope)) await del(entry.id, store);
}

/** Keeps the write (pass the entry of a failed attempt so its key is reused) and tries to send it. */
export async function enqueue(entryOrRequest: OutboxEntry | OutboxRequest): Promise<OutboxEntry> {
  const entry = 'key' in entryOrRequest ? entryOrRequest : outboxEntry(entryOrRequest);
  await writeIndexedDb(store, entry.id, OUTBOX_ENTRY, entry);
  void flush();
  return entry;
}

const retries = retryLater(() => void flush(), QUEUE_BACKOFF);

/** Sends the queue in order, one write at a time, and stops at the first that must wait; true when it emptied. */
async function drain(): Promise<boolean> {
  for (;;) {
    const [entry] = await queue();
    if (!entry) return true;
    let sent: Sent;
    try {
      sent = await sendEntry(entry);
    } catch {
      retries.failed();
      return false;
    }
    if (isWorthRetrying(sent.response.status)) {
      retries.failed(sent.response.headers.get('retry-after'));
      return false;
    }
    retries.answered();
    await del(entry.id, store);
    report({ entry, status: sent.response.status, body: answerBody(sent) });
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what is queued. One flush at a time: a call during a flush joins it (and makes it look once
 * more for writes queued meanwhile); other tabs wait on a Web Lock, so no write leaves twice at once.
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
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      emptied = await (locks ? locks.request(LOCK, drain) : drain());
      // After a stop the head write must wait anyway; the retry or the `online` event comes back for it.
    } while (again && emptied);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** What became of a write at once: the server's answer, or its place in the outbox until the connection is back. */
export type Delivery = { kind: 'answered'; status: number; body: unknown } | { kind: 'queued'; entry: OutboxEntry };

/**
 * Sends the write now, or, offline, on a network failure or an answer worth another try, keeps it in the outbox
 * under the key of this attempt, so a first attempt that did arrive is not written twice. The outbox's answer comes
 * later to the scope's listener (onOutboxResult), in this tab or whichever tab sends it.
 */
export async function sendOrQueue(request: OutboxRequest): Promise<Delivery> {
  const entry = outboxEntry(request);
  const queue = async (): Promise<Delivery> => ({ kind: 'queued', entry: await enqueue(entry) });
  if (navigator.onLine === false) return queue();
  let sent: Sent;
  try {
    sent = await sendEntry(entry);
  } catch {
    return queue();
  }
  if (isWorthRetrying(sent.response.status)) return queue();
  return { kind: 'answered', status: sent.response.status, body: answerBody(sent) };
}

/** At app start: send what an earlier visit left, and again whenever the connection or the shopper returns. */
export function startOutbox(): void {
  window.addEventListener('online', () => void flush());
  onReturnToTab(() => void flush());
  void flush();
}
