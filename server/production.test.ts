import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { SANDBOX_PAGE_CSP } from './http/sandbox-page';
import { buyer, CARD, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient } from './testing/checkout';
import { startServer } from './start-server';
import { createTestApp, type TestApp } from './testing/app';

const SESSION = '0123456789abcdef0123456789abcdef';

/** What a deployer sets: production mode, a long SECRET, the https address, and nothing about payments. */
const productionEnv = (dir: string) => ({
  NODE_ENV: 'production',
  SECRET: 'a-long-random-production-secret-0123456789',
  PUBLIC_URL: 'https://kramnytsia.example',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: join(dir, 'store.db'),
  UPLOADS_DIR: join(dir, 'uploads'),
  DIST_DIR: join(dir, 'no-dist'),
  WEB_CONCURRENCY: '1',
});

describe('a store started in production on an empty database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-production-'));
  let app: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    app = await startServer(readConfig(productionEnv(dir)));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the reference data a store needs and no demo customer, seller, key, offer or order', async () => {
    const db = await openDatabase(join(dir, 'store.db'));
    const count = async (
      table:
        | 'categories'
        | 'attributes'
        | 'cities'
        | 'delivery_types'
        | 'payment_methods'
        | 'customers'
        | 'sellers'
        | 'seller_api_keys'
        | 'products'
        | 'orders'
        | 'conversations',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      for (const table of ['categories', 'attributes', 'cities', 'delivery_types', 'payment_methods'] as const)
        expect(await count(table), table).toBeGreaterThan(0);
      for (const table of ['customers', 'sellers', 'seller_api_keys', 'products', 'orders', 'conversations'] as const)
        expect(await count(table), table).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('serves no sandbox acquirer without PAYMENT_PROVIDER', async () => {
    expect((await app.inject(`/payment/sandbox/${SESSION}`)).statusCode).toBe(404);
    const decided = await app.inject({
      method: 'POST',
      url: `/payment/sandbox/${SESSION}/decide`,
      payload: 'status=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(404);
  });
});

describe('providers chosen by the configuration', () => {
  let sandbox: TestApp;
  let none: TestApp;
  beforeAll(async () => {
    [sandbox, none] = await Promise.all([
      createTestApp({ products: 20 }),
      createTestApp({ products: 20, config: { paymentProvider: null } }),
    ]);
  });
  afterAll(() => Promise.all([sandbox.close(), none.close()]));

  const methodsOf = async (t: TestApp) =>
    (await t.call('GET', '/api/payment/allow-payments/1')).json().data.map((p: { id: number }) => p.id);

  it('PAYMENT_PROVIDER=sandbox takes cards and serves its page; none takes payment on delivery alone', async () => {
    expect(await methodsOf(sandbox)).toEqual([CARD, CASH]);
    expect(await methodsOf(none)).toEqual([CASH]);
    expect((await sandbox.call('GET', `/payment/sandbox/${SESSION}`)).statusCode).toBe(404);
    expect((await sandbox.call('GET', `/payment/sandbox/${SESSION}`)).headers['content-security-policy']).toBe(SANDBOX_PAGE_CSP);
    expect((await none.call('GET', `/payment/sandbox/${SESSION}`)).headers['content-security-policy']).not.toBe(SANDBOX_PAGE_CSP);
  });

  it('without an acquirer an order paid by card is refused, one paid on delivery placed', async () => {
    const [offer] = await offerSource(none)(1);
    const phone = '380630009901';
    const session = await fillCart(none, [{ id: offer!.id, qty: 1 }]);
    const proof = await proveByCode(none, phone);
    const point = await pickupPoint(none, 'store_pickup');
    const order = (payment_id: number) => ({
      contact_data: recipient(phone),
      payment_id,
      delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
      items: [{ product_id: offer!.id, qty: 1 }],
    });
    const byCard = await createOrders(none, { customer_data: buyer(phone), orders: [order(CARD)] }, { session, proof });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json().errors).toHaveProperty(['orders.0.payment_id']);
    const onDelivery = await createOrders(none, { customer_data: buyer(phone), orders: [order(CASH)] }, { session, proof });
    expect(onDelivery.statusCode).toBe(201);
    expect(onDelivery.json().paymentUrl).toBeNull();
  });

  it('without an acquirer no payment callback is genuine', async () => {
    const res = await none.call('POST', '/api/payment/callback', { body: { session_id: SESSION, status: 'success', signature: 'ab' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('what a production store serves', () => {
  let production: TestApp;
  let https: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [production, https, plain] = await Promise.all([
      createTestApp({ products: 20, config: { production: true, https: true } }),
      createTestApp({ products: 20, config: { https: true } }),
      createTestApp({ products: 20, config: { publicUrl: 'http://192.168.1.5:8080', https: false } }),
    ]);
  });
  afterAll(() => Promise.all([production, https, plain].map((t) => t.close())));

  it.each(['/api/docs', '/api/docs/static/index.html', '/api/openapi.json', '/api/docs/json'])(
    '%s is not served in production',
    async (url) => {
      expect((await production.call('GET', url)).statusCode).toBe(404);
    },
  );

  it('sends HSTS and Secure cookies when PUBLIC_URL is https, whatever NODE_ENV says, and neither over plain http', async () => {
    const add = async (t: TestApp) => t.call('PUT', '/api/cart/update', { body: { product_id: (await offerSource(t)(1))[0]!.id, qty: 1 } });
    const secure = await add(https);
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(String(secure.headers['set-cookie'])).toMatch(/cart_session=.*; Secure/);
    const open = await add(plain);
    expect(open.headers['strict-transport-security']).toBeUndefined();
    expect(String(open.headers['set-cookie'])).toMatch(/cart_session=/);
    expect(String(open.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('the sandbox decision', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 20 });
  });
  afterAll(() => t.close());

  const decide = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/payment/sandbox/${SESSION}/decide`,
      payload: 'status=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.test', ...headers },
    });

  it.each<[string, Record<string, string>, number]>([
    ['without Origin (a script, not the page’s form): refused', {}, 403],
    ['from another site: refused', { origin: 'https://evil.example' }, 403],
    ['from the page’s own form: heard (no such session here)', { origin: 'http://shop.test' }, 404],
  ])('%s', async (_, headers, status) => {
    const res = await decide(headers);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().message).toMatch(/з іншого сайту/);
  });
});
