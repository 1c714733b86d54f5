import { describe, expect, it } from 'vitest';
import { renewSubscription, type RenewalDeps } from './push-renewal';

const ORIGIN = 'https://kramnytsia.example';
const KEY = new Uint8Array([4, 1, 2, 3]).buffer;

function subscription(endpoint: string): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: KEY, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256dh-of-${endpoint}`, auth: 'auth' } }),
  } as unknown as PushSubscription;
}

function browser() {
  const posted: { url: string; body: unknown }[] = [];
  const subscribedWith: unknown[] = [];
  const deps: RenewalDeps = {
    origin: ORIGIN,
    pushManager: {
      subscribe: async (options) => {
        subscribedWith.push(options?.applicationServerKey);
        return subscription('https://push.example/renewed-by-the-worker');
      },
    },
    fetch: (async (url: URL, init: RequestInit) => {
      posted.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 200 });
    }) as typeof fetch,
  };
  return { deps, posted, subscribedWith };
}

describe('a push subscription the browser renewed', () => {
  it('is posted to the store as taking the old one’s place', async () => {
    const { deps, posted, subscribedWith } = browser();
    await renewSubscription(subscription('https://push.example/old'), subscription('https://push.example/new'), deps);
    expect(subscribedWith).toEqual([]);
    expect(posted).toEqual([
      {
        url: `${ORIGIN}/api/push/subscriptions`,
        body: {
          endpoint: 'https://push.example/new',
          expirationTime: null,
          keys: { p256dh: 'p256dh-of-https://push.example/new', auth: 'auth' },
          replaces: 'https://push.example/old',
        },
      },
    ]);
  });

  it('without a new one from the browser, is made again with the old one’s key', async () => {
    const { deps, posted, subscribedWith } = browser();
    await renewSubscription(subscription('https://push.example/old'), null, deps);
    expect(subscribedWith).toEqual([KEY]);
    expect(posted.map((p) => p.body)).toEqual([
      expect.objectContaining({ endpoint: 'https://push.example/renewed-by-the-worker', replaces: 'https://push.example/old' }),
    ]);
  });

  it('with neither an old nor a new one, asks nothing of anyone', async () => {
    const { deps, posted, subscribedWith } = browser();
    await renewSubscription(null, null, deps);
    expect([posted, subscribedWith]).toEqual([[], []]);
  });
});
