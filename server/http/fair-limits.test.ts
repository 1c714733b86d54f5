import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/app';
import { NEW_SESSIONS_PER_ADDRESS, PER_ADDRESS_CALLS } from './fair-limits';

/** Shoppers behind one carrier's address: the same remote address, each with their own cookies. */
const LIMIT = 3;
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  app = await buildApp({ db: t.db, config: { ...t.config, rateLimitPerMinute: LIMIT } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const read = (address: string, cookies: Record<string, string> = {}) =>
  app.inject({ url: '/api/delivery/map-config', remoteAddress: address, cookies }).then((answer) => answer.statusCode);

const times = async (count: number, call: (i: number) => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push(await call(i));
  return statuses;
};

describe('fair limits: reads per shopper, costly calls per address', () => {
  it('gives each shopper behind one address a quota of their own', async () => {
    const olena = { cart_session: 'a'.repeat(32) };
    const taras = { cart_session: 'b'.repeat(32) };
    expect(await times(LIMIT, () => read('203.0.113.1', olena))).toEqual([200, 200, 200]);
    expect(await read('203.0.113.1', olena)).toBe(429);
    expect(await times(LIMIT, () => read('203.0.113.1', taras))).toEqual([200, 200, 200]);
    expect(await read('203.0.113.1', { token: 'c'.repeat(40) })).toBe(200);
  });

  it('counts a request without cookies per address', async () => {
    expect(await times(LIMIT + 1, () => read('203.0.113.2'))).toEqual([200, 200, 200, 429]);
    expect(await read('203.0.113.2', { cart_session: 'd'.repeat(32) })).toBe(200);
  });

  it('gives a new cookie per request no more than the new sessions an address may start, then its own limit', async () => {
    const statuses = await times(NEW_SESSIONS_PER_ADDRESS + LIMIT + 5, (i) => read('203.0.113.3', { cart_session: `made-up-${i}` }));
    expect(statuses.filter((status) => status === 200)).toHaveLength(NEW_SESSIONS_PER_ADDRESS + LIMIT);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // Another address starts sessions of its own.
    expect(await read('203.0.113.4', { cart_session: 'made-up-x' })).toBe(200);
  });

  it('counts logins per address whichever session they carry', async () => {
    const login = (i: number) =>
      app
        .inject({
          method: 'POST',
          url: '/api/auth/login-customer',
          remoteAddress: '203.0.113.5',
          cookies: { cart_session: `shopper-${i}` },
          payload: { phone: `38095111220${i}`, password: 'guess' },
        })
        .then((answer) => answer.statusCode);
    expect(await times(LIMIT + 1, login)).toEqual([422, 422, 422, 429]);
    expect(await read('203.0.113.5', { cart_session: 'e'.repeat(32) })).toBe(200);
  });

  it('names only calls the store has', () => {
    for (const call of PER_ADDRESS_CALLS) {
      const [method, url] = call.split(' ') as ['POST', string];
      expect(app.hasRoute({ method, url }), call).toBe(true);
    }
  });
});
