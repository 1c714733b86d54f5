import type { WorkboxPlugin } from 'workbox-core/types';
import { STORED_COPY_HEADER } from '../../src/lib/stored-copy';

/** Every copy the worker stores says when it was stored. */
export const STORED_AT_HEADER = 'X-Stored-At';

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const stampStoredAt = (response: Response, now: Date = new Date()): Response =>
  withHeader(response, STORED_AT_HEADER, now.toISOString());

/**
 * A stored copy on its way to the page says so, with the time it was stored, so the screen can show how old it is.
 * Copies stored before the stamp existed fall back to the server's `Date`; a copy with neither goes unmarked.
 */
export function markStoredCopy(response: Response): Response {
  const time = Date.parse(response.headers.get(STORED_AT_HEADER) ?? response.headers.get('date') ?? '');
  return Number.isNaN(time) ? response : withHeader(response, STORED_COPY_HEADER, new Date(time).toISOString());
}

/** Stamps what is stored and marks what is served from the store; last among the cache's plugins (a refused answer never reaches it). */
export const storedCopyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => stampStoredAt(response),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markStoredCopy(cachedResponse) : cachedResponse),
};
