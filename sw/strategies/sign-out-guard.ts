import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration } from 'workbox-expiration';
import { CUSTOMER_DATA_CACHE } from '../cache-names';

/**
 * Sign-out deletes the customer's stored answers, but a request of theirs may still be on its way: its answer,
 * stored after the delete, would leave the account's data on a device it signed out of. The worker counts
 * sign-outs; an answer is stored, and a stored copy served, only when no sign-out came since its request began.
 */
export interface SignOutGuard {
  /** A sign-out (or another account's sign-in) on this device: what was asked before it is no longer this device's to keep. */
  signedOut(): void;
  plugin: WorkboxPlugin;
}

export function createSignOutGuard(): SignOutGuard {
  let signOuts = 0;
  const noSignOutSince = (state: { signOuts?: unknown } | undefined) => state?.signOuts === signOuts;
  return {
    signedOut: () => {
      signOuts += 1;
    },
    // First among the cache's plugins: a refused answer or copy reaches none of the others (the expiration's
    // bookkeeping included, which would open the deleted cache again).
    plugin: {
      handlerWillStart: async ({ state }) => {
        if (state) state.signOuts = signOuts;
      },
      cacheWillUpdate: async ({ response, state }) => (noSignOutSince(state) ? response : null),
      cachedResponseWillBeUsed: async ({ cachedResponse, state }) => (noSignOutSince(state) ? cachedResponse : null),
    },
  };
}

/**
 * Older workers trimmed the customer's cache with workbox's expiration, which records each URL in
 * IndexedDB (orders, chats) and keeps the records after a sign-out deletes the cache. A new worker drops them.
 */
export function forgetCustomerExpiryRecords(): Promise<void> {
  return new CacheExpiration(CUSTOMER_DATA_CACHE, { maxEntries: 1 }).delete();
}
