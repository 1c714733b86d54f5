import { describe, expect, it } from 'vitest';
import type { MapLikeObject } from 'workbox-core/types';
import { createCustomerEra, type CustomerEra } from './customer-era';

const request = new Request('https://kramnytsia.example/api/customer/orders', { headers: { 'accept-language': 'uk' } });
const answer = () => Response.json({ data: { items: [{ id: 7 }] } });
const event = undefined as never;

/** One request through the plugin, as a workbox strategy drives it: started, then its answer or stored copy. */
async function started(era: CustomerEra) {
  const state: MapLikeObject = {};
  await era.plugin.handlerWillStart!({ request, event, state });
  return {
    stored: () => era.plugin.cacheWillUpdate!({ request, response: answer(), event, state }),
    served: () => era.plugin.cachedResponseWillBeUsed!({ cacheName: 'kr-customer-data-v1', request, cachedResponse: answer(), event, state }),
  };
}

describe("the customer's answers around a sign-out", () => {
  it.each<[string, (era: CustomerEra) => Promise<Awaited<ReturnType<typeof started>>>, boolean]>([
    ['a request begun and answered while signed in', (era) => started(era), true],
    ['a request begun before a sign-out, answered after it', async (era) => {
      const request = await started(era);
      era.end();
      return request;
    }, false],
    ['a request begun after a sign-out', async (era) => {
      era.end();
      return started(era);
    }, true],
    ['a request begun before two sign-outs in a row', async (era) => {
      const request = await started(era);
      era.end();
      era.end();
      return request;
    }, false],
  ])('%s: stored and served %s', async (_name, run, kept) => {
    const request = await run(createCustomerEra());
    expect((await request.stored()) !== null).toBe(kept);
    expect((await request.served()) !== null).toBe(kept);
  });
});
