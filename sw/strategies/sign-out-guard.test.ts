import '../test-worker-scope';
import { describe, expect, it, vi } from 'vitest';
import type { MapLikeObject } from 'workbox-core/types';
import { CacheExpiration } from 'workbox-expiration';
import { API_DATA_CACHE, CUSTOMER_DATA_CACHE } from '../cache-names';
import { createSignOutGuard, forgetCustomerExpiryRecords, type SignOutGuard } from './sign-out-guard';

const request = new Request('https://kramnytsia.example/api/customer/orders', { headers: { 'accept-language': 'uk' } });
const answer = () => Response.json({ data: { items: [{ id: 7 }] } });
const event = undefined as never;

/** One request through the plugin, as a workbox strategy drives it: started, then its answer or stored copy. */
async function started(guard: SignOutGuard) {
  const state: MapLikeObject = {};
  await guard.plugin.handlerWillStart!({ request, event, state });
  return {
    stored: () => guard.plugin.cacheWillUpdate!({ request, response: answer(), event, state }),
    served: () =>
      guard.plugin.cachedResponseWillBeUsed!({ cacheName: 'kr-customer-data-v1', request, cachedResponse: answer(), event, state }),
  };
}

describe("the customer's answers around a sign-out", () => {
  it.each<[string, (guard: SignOutGuard) => Promise<Awaited<ReturnType<typeof started>>>, boolean]>([
    ['a request begun and answered while signed in', (guard) => started(guard), true],
    [
      'a request begun before a sign-out, answered after it',
      async (guard) => {
        const request = await started(guard);
        guard.signedOut();
        return request;
      },
      false,
    ],
    [
      'a request begun after a sign-out',
      async (guard) => {
        guard.signedOut();
        return started(guard);
      },
      true,
    ],
    [
      'a request begun before two sign-outs in a row',
      async (guard) => {
        const request = await started(guard);
        guard.signedOut();
        guard.signedOut();
        return request;
      },
      false,
    ],
  ])('%s: stored and served %s', async (_name, run, kept) => {
    const request = await run(createSignOutGuard());
    expect((await request.stored()) !== null).toBe(kept);
    expect((await request.served()) !== null).toBe(kept);
  });
});

describe('what an earlier worker recorded of the customer', () => {
  // IndexedDB here is fake-indexeddb (vitest.setup.ts); the records are workbox's own, as an earlier worker left them.
  // A URL with no record counts as expired; one recorded a moment ago does not.
  const records = (cacheName: string) => new CacheExpiration(cacheName, { maxAgeSeconds: 3600 });
  const order = 'https://kramnytsia.example/api/customer/orders/5123';
  const menu = 'https://kramnytsia.example/api/menu';

  it("a new worker drops the customer's URLs and keeps the catalogue's", async () => {
    vi.stubGlobal('location', new URL('https://kramnytsia.example/'));
    try {
      await records(CUSTOMER_DATA_CACHE).updateTimestamp(order);
      await records(API_DATA_CACHE).updateTimestamp(menu);
      expect(await records(CUSTOMER_DATA_CACHE).isURLExpired(order)).toBe(false);
      await forgetCustomerExpiryRecords();
      expect(await records(CUSTOMER_DATA_CACHE).isURLExpired(order)).toBe(true);
      expect(await records(API_DATA_CACHE).isURLExpired(menu)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
