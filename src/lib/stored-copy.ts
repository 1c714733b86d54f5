/**
 * The words for what the device holds, one meaning each, in the app and in the worker alike:
 * - a stored copy is an API answer the service worker stored in its cache; it answers in the network's place when
 *   the network is gone or too slow, and carries the time it was stored (its age is the screen's age, screen-age.ts);
 * - kept is what the app itself keeps in the browser's storage (the cart, compare, the viewed cards, the outbox),
 *   checked against answer-structs.ts when read back.
 *
 * The worker marks an answer it gives from a stored copy with this header, naming the time the copy was stored, and
 * the API layer remembers that time with the data it unwrapped. The header's name is ADR 31's.
 */
export const STORED_COPY_HEADER = 'X-Served-From-Cache';

/** When the answer's copy was stored, in ms since epoch; null for an answer from the network. */
export function storedTimeOf(response: Response): number | null {
  const value = response.headers.get(STORED_COPY_HEADER);
  const time = value === null ? NaN : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const storedAt = new WeakMap<object, number>();

/**
 * Remembers that an answer came from a stored copy. The api functions hand on either the whole body or its
 * `data`, so both carry the time.
 */
export function rememberStoredTime(body: unknown, time: number): void {
  if (typeof body !== 'object' || body === null) return;
  storedAt.set(body, time);
  const data = (body as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null) storedAt.set(data, time);
}

/** When the stored copy these data came from was stored; undefined for data from the network or the page. */
export const storedTimeOfData = (data: unknown): number | undefined =>
  typeof data === 'object' && data !== null ? storedAt.get(data) : undefined;
