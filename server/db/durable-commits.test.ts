import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDurableWrites, isDurableWrite } from '../http/durable-writes';
import { createTestApp, type TestApp } from '../testing/app';
import { durably, isDurable } from './durable-commits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

/** SQLite's safety level as a transaction sees it: 1 NORMAL, 2 FULL. */
const levelInside = () =>
  t.db.transaction().execute(async (trx) => Number(Object.values((await sql`pragma synchronous`.execute(trx)).rows[0] as object)[0]));
const levelNow = async () => Number(Object.values((await sql`pragma synchronous`.execute(t.db)).rows[0] as object)[0]);

describe.skipIf(process.env.TEST_DATABASE_ENGINE === 'postgres')('durable commits on SQLite', () => {
  it('commit an order’s transaction with FULL, and leave NORMAL for the rest', async () => {
    expect(await levelInside()).toBe(1);
    expect(await durably(levelInside)).toBe(2);
    expect(await levelNow()).toBe(1);
  });

  it('put NORMAL back after a durable transaction that fails', async () => {
    await expect(durably(() => t.db.transaction().execute(async () => Promise.reject(new Error('declined'))))).rejects.toThrow('declined');
    expect(await levelNow()).toBe(1);
  });
});

describe('which requests write durably', () => {
  it.each<[string, string, boolean]>([
    ['POST', '/api/checkout/create-orders', true],
    ['POST', '/api/checkout/fast-order', true],
    ['POST', '/api/payment/callback', true],
    ['POST', '/payment/sandbox/abc/decide', true],
    ['POST', '/payment/monobank/abc', true],
    ['GET', '/payment/monobank/abc', false],
    ['POST', '/api/auth/registration', true],
    ['PUT', '/api/customer/update', true],
    ['DELETE', '/api/customer/pets/3', true],
    ['PUT', '/api/cart/update', false],
    ['POST', '/api/checkout/init-checkout', false],
    ['GET', '/api/payment/group-status?checkout_id=x', false],
  ])('%s %s: %s', (method, url, durable) => {
    expect(isDurableWrite({ method, url })).toBe(durable);
  });

  it('runs the handler of such a request inside durably', async () => {
    const app = Fastify();
    registerDurableWrites(app);
    app.post('/api/customer/update', async () => ({ durable: isDurable() }));
    app.put('/api/cart/update', async () => ({ durable: isDurable() }));
    expect((await app.inject({ method: 'POST', url: '/api/customer/update' })).json()).toEqual({ durable: true });
    expect((await app.inject({ method: 'PUT', url: '/api/cart/update' })).json()).toEqual({ durable: false });
    await app.close();
  });
});
