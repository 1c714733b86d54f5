// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeThisBrowser } from '../lib/push';
import { installFakePushBrowser, removeFakePushBrowser, type FakePushBrowser } from '../lib/test-push';

const STORE_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The store: ends the session, and records which browsers it was told to forget; the lists reload as a guest's. */
let forgotten: unknown[];
let storeReachable: boolean;
async function server(request: Request): Promise<Response> {
  if (!storeReachable) throw new TypeError('Failed to fetch');
  const { pathname } = new URL(request.url);
  if (pathname === '/api/auth/logout') return new Response(null, { status: 204 });
  if (pathname === '/api/push/subscriptions' && request.method === 'DELETE') {
    forgotten.push(await request.json());
    return json({ data: { deleted: true } });
  }
  return json({ message: 'Увійдіть до свого кабінету, щоб продовжити' }, 401);
}

let browser: FakePushBrowser;
beforeEach(() => {
  forgotten = [];
  storeReachable = true;
  browser = installFakePushBrowser({ permission: 'granted' });
  vi.stubGlobal('fetch', server);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  removeFakePushBrowser();
  vi.restoreAllMocks();
});

describe('logout on a device with notifications on', () => {
  it('makes the store forget this browser, and the browser drop its subscription', async () => {
    const { logout } = await import('./customer');
    await subscribeThisBrowser(async () => STORE_KEY);
    const endpoint = browser.subscription!.endpoint;
    await logout('/cabinet');
    expect(forgotten).toEqual([{ endpoint }]);
    expect(browser.dropped).toEqual([endpoint]);
    expect(browser.subscription).toBeNull();
  });

  it('drops the subscription even when the store cannot be told, which then hears it from the push service', async () => {
    const { deleteAccount } = await import('./customer');
    await subscribeThisBrowser(async () => STORE_KEY);
    const endpoint = browser.subscription!.endpoint;
    // The account is gone on the server (its answer came), then the connection dropped.
    vi.stubGlobal('fetch', async (request: Request) => {
      if (new URL(request.url).pathname === '/api/customer/delete') return json({ data: { deleted: true } });
      storeReachable = false;
      return server(request);
    });
    await deleteAccount('/cabinet');
    expect(forgotten).toEqual([]);
    expect(browser.dropped).toEqual([endpoint]);
  });

  it('asks nothing and sends nothing on a browser that never subscribed', async () => {
    const { logout } = await import('./customer');
    await logout('/');
    expect(forgotten).toEqual([]);
    expect(browser.prompts).toBe(0);
  });
});

describe('logout on a device that kept the cabinet for offline', () => {
  it("deletes the customer's stored answers, and only those", async () => {
    const kept = new Set(['kr-customer-data-v1', 'kr-api-data-v1', 'kr-images-v1']);
    vi.stubGlobal('caches', { delete: async (name: string) => kept.delete(name) });
    const { logout } = await import('./customer');
    await logout('/cabinet');
    expect([...kept]).toEqual(['kr-api-data-v1', 'kr-images-v1']);
  });
});
