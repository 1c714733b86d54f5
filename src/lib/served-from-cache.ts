/**
 * How old the data of a screen is, when the service worker answered from its cache instead of the network
 * (offline, or the network too slow): the worker marks such an answer with this header, naming the time the copy
 * was stored, and the API layer remembers that time with the data it unwrapped.
 */
export const SERVED_FROM_CACHE_HEADER = 'X-Served-From-Cache';

/** When the answer's copy was stored, in ms since epoch; null for an answer from the network. */
export function storedTimeOf(response: Response): number | null {
  const value = response.headers.get(SERVED_FROM_CACHE_HEADER);
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
