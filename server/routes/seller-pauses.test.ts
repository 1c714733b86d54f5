import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, CASH, createOrders, fillCart, headersOf, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, type Method, type TestApp } from '../testing/app';
import { nonOperatorSessions, signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ token: moderator } = await signInTestOperator(t.db, 'moderator'));
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const as = (method: Method, url: string, cookies: Cookies, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });
const get = async (url: string, lang = 'uk') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/**
 * A seller's offer that is its base product's only one (so pausing unlists the good), in stock, and another of its
 * offers beside another seller's (so the good stays, with the other seller's offer).
 */
async function pausable() {
  const offers = await t.db.selectFrom('products').select(['id', 'base_product_id', 'seller_id', 'stock']).orderBy('id').execute();
  const perBase = new Map<number, typeof offers>();
  for (const o of offers) perBase.set(o.base_product_id, [...(perBase.get(o.base_product_id) ?? []), o]);
  for (const alone of offers) {
    if (alone.stock < 2 || perBase.get(alone.base_product_id)!.length !== 1) continue;
    const shared = offers.find(
      (o) => o.seller_id === alone.seller_id && perBase.get(o.base_product_id)!.some((other) => other.seller_id !== o.seller_id),
    );
    if (!shared) continue;
    const base = await t.db
      .selectFrom('base_products')
      .where('id', '=', alone.base_product_id)
      .select(['id', 'title_uk', 'category_id', 'brand_id'])
      .executeTakeFirstOrThrow();
    return { sellerId: alone.seller_id, alone, shared, base };
  }
  throw new Error('the test catalogue has no seller to pause');
}

const listed = async (base: { id: number; category_id: number; brand_id: number }) => {
  const { data } = await get(`/api/catalog/c${base.category_id}?brand=${base.brand_id}&sort=cheap`);
  return (data.products.content as { base_product_id: number }[]).some((p) => p.base_product_id === base.id);
};
const found = async (base: { id: number; title_uk: string }) => {
  const body = await get(`/api/multisearch/search?query=${encodeURIComponent(base.title_uk)}`);
  return (body.products.content as { base_product_id: number }[]).some((p) => p.base_product_id === base.id);
};
const offersOf = async (productId: number) =>
  ((await get(`/api/product/${productId}`)).data.propositions as { id: number }[]).map((p) => p.id);
const inSitemap = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: '/sitemap/products-1.xml' })).body.includes(`/product/${productId}<`);
const cartLine = async (session: string, productId: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: headersOf({ session }) });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { product_id: number; qty_store: number }[]).find((i) => i.product_id === productId)!;
};

describe('pausing and resuming a seller', () => {
  it('takes its offers out of listing, search, sitemap, product offers and carts, and brings them back', async () => {
    const { sellerId, alone, shared, base } = await pausable();
    const session = await fillCart(t, [{ id: alone.id, qty: 1 }]);
    expect(await listed(base)).toBe(true);
    expect(await found(base)).toBe(true);
    expect(await inSitemap(alone.id)).toBe(true);
    expect(await offersOf(shared.id)).toContain(shared.id);
    expect((await cartLine(session, alone.id)).qty_store).toBe(alone.stock);

    const paused = await as(
      'POST',
      `/api/operator/sellers/${sellerId}/pause`,
      { operator_token: admin },
      { reason: 'Перевірка документів' },
    );
    expect(paused.statusCode).toBe(200);
    expect(await listed(base)).toBe(false);
    expect(await found(base)).toBe(false);
    expect(await inSitemap(alone.id)).toBe(false);
    expect(await offersOf(shared.id)).not.toContain(shared.id);
    expect(await offersOf(shared.id)).not.toEqual([]);
    expect((await cartLine(session, alone.id)).qty_store).toBe(0);
    const storefront = await get(`/api/seller-info/${sellerId}`);
    expect(storefront.data.paused).toBe(true);

    const again = await as('POST', `/api/operator/sellers/${sellerId}/pause`, { operator_token: admin }, { reason: 'ще раз' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Цього продавця вже призупинено');

    const resumed = await as('POST', `/api/operator/sellers/${sellerId}/resume`, { operator_token: admin });
    expect(resumed.statusCode).toBe(200);
    expect(await listed(base)).toBe(true);
    expect(await found(base)).toBe(true);
    expect(await inSitemap(alone.id)).toBe(true);
    expect(await offersOf(shared.id)).toContain(shared.id);
    expect((await cartLine(session, alone.id)).qty_store).toBe(alone.stock);
    expect((await get(`/api/seller-info/${sellerId}`)).data.paused).toBe(false);

    const log = await as('GET', `/api/operator/audit?subject=seller:${sellerId}`, { operator_token: admin });
    expect(log.json().data.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
      ['seller.resume', { paused: true, reason: 'Перевірка документів' }, { paused: false, reason: '' }],
      ['seller.pause', { paused: false, reason: '' }, { paused: true, reason: 'Перевірка документів' }],
    ]);
  });

  it('refuses a checkout of its offer with the stock message, and takes no stock', async () => {
    const { sellerId, alone } = await pausable();
    const phone = '380501130077';
    const session = await fillCart(t, [{ id: alone.id, qty: 1 }]);
    const shopper = { session, proof: await proveByCode(t, phone) };
    await as('POST', `/api/operator/sellers/${sellerId}/pause`, { operator_token: admin }, { reason: 'Перевірка' });
    const point = await pickupPoint(t, 'store_pickup');
    const order = {
      contact_data: recipient(phone),
      payment_id: CASH,
      delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
      items: [{ product_id: alone.id, qty: 1 }],
    };
    const refused = await createOrders(t, { customer_data: buyer(phone), orders: [order] }, shopper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors['orders.0.items.0'][0]).toMatch(/у наявності лише 0 шт\.$/);
    const { stock } = await t.db.selectFrom('products').where('id', '=', alone.id).select('stock').executeTakeFirstOrThrow();
    expect(stock).toBe(alone.stock);
    expect((await as('POST', `/api/operator/sellers/${sellerId}/resume`, { operator_token: admin })).statusCode).toBe(200);
  });

  it('lists the sellers with paused ones first', async () => {
    const { sellerId } = await pausable();
    await as('POST', `/api/operator/sellers/${sellerId}/pause`, { operator_token: admin }, { reason: 'Скарги покупців' });
    const res = await as('GET', '/api/operator/sellers', { operator_token: admin });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().data;
    expect(first).toMatchObject({ id: sellerId, pause_reason: 'Скарги покупців' });
    expect(first.paused_at).not.toBeNull();
    expect((await as('POST', `/api/operator/sellers/${sellerId}/resume`, { operator_token: admin })).statusCode).toBe(200);
  });

  it('refuses a pause without a reason, and an unknown seller, in the asker’s language', async () => {
    const blank = await as('POST', '/api/operator/sellers/1/pause', { operator_token: admin }, { reason: '  ' }, 'ru');
    expect(blank.statusCode).toBe(400);
    const unknown = await as('POST', '/api/operator/sellers/999999/resume', { operator_token: admin }, undefined, 'ru');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Продавец не найден');
  });
});

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator/sellers'],
  ['POST', '/api/operator/sellers/1/pause', { reason: 'так' }],
  ['POST', '/api/operator/sellers/1/resume'],
];

describe('who pauses sellers', () => {
  it.each(ROUTES)('%s %s: a moderator gets 403', async (method, url, body) => {
    expect((await as(method, url, { operator_token: moderator }, body)).statusCode).toBe(403);
  });

  it.each(ROUTES)('%s %s: a customer’s and a seller’s sessions, and none, get 401', async (method, url, body) => {
    for (const cookies of await nonOperatorSessions(t)) expect((await as(method, url, cookies, body)).statusCode).toBe(401);
  });
});
