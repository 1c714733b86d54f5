import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX } from '../../src/domain/limits';
import type { OrderStatus } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed/demo-customer';
import { createSession } from '../services/auth/customer-sessions';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An order of the customer from the first offer in stock, placed `minutesAgo` before 2026-11-20. */
async function placeOrder(customerId: number, status: OrderStatus, minutesAgo = 0) {
  const offer = await t.db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .select(['p.id', 'p.base_product_id', 'p.seller_id', 'p.warehouse_id', 'p.price_kop', 'b.title_uk', 'b.title_ru'])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const { id } = await insertTestOrder(t.db, {
    checkout_id: `test-${customerId}-${minutesAgo}`,
    customer_id: customerId,
    seller_id: offer.seller_id,
    warehouse_id: offer.warehouse_id,
    status,
    payment_method_id: 2,
    items_total_kop: offer.price_kop * 2,
    discount_kop: 1000,
    total_kop: offer.price_kop * 2 - 1000,
    receipt_token: `token-${customerId}-${minutesAgo}`,
    created_at: new Date(Date.UTC(2026, 10, 20) - minutesAgo * 60_000).toISOString(),
  });
  await t.db
    .insertInto('order_items')
    .values({
      order_id: id,
      product_id: offer.id,
      base_product_id: offer.base_product_id,
      title_uk: offer.title_uk,
      title_ru: offer.title_ru,
      price_kop: offer.price_kop,
      qty: 2,
    })
    .execute();
  return { id, offer };
}

const GOOD = { service_rating: 5, delivery_rating: 4, relevance_rating: 3, text: 'Усе прийшло вчасно' };

const get = (url: string, cookies?: Record<string, string>, lang = 'uk') =>
  t.app.inject({ method: 'GET', url, cookies, headers: { 'accept-language': lang } });
const post = (url: string, payload: unknown, cookies?: Record<string, string>, lang = 'uk') =>
  t.app.inject({ method: 'POST', url, cookies, payload: payload as object, headers: { 'accept-language': lang } });

describe('GET /api/customer/orders', () => {
  it('asks a guest to sign in', async () => {
    const res = await get('/api/customer/orders');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Увійдіть до свого кабінету, щоб продовжити');
  });

  it('pages the customer’s own orders by 10, newest first, in the request language', async () => {
    const me = await signInTestCustomer(t.db);
    const placed = [];
    for (let i = 0; i < 12; i++) placed.push(await placeOrder(me.id, 'new', i));
    const first = await get('/api/customer/orders', me.cookies);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(body.data.map((o: { id: number }) => o.id)).toEqual(placed.slice(0, 10).map((p) => p.id));
    const [newest] = body.data;
    const { offer } = placed[0]!;
    expect(newest).toMatchObject({
      status: 'new',
      status_label: 'Нове',
      seller: { id: offer.seller_id },
      items: [{ product_id: offer.id, title: offer.title_uk, qty: 2, price: offer.price_kop / 100, image: { width: 600, height: 600 } }],
      totals: { items: (offer.price_kop * 2) / 100, discount: 10, delivery: null, total: (offer.price_kop * 2 - 1000) / 100 },
      payment: { title: 'Оплата при отриманні', status: 'new' },
      delivery: { title: '', city: '', address: '' },
      download_pdf_link: `/api/orders/${placed[0]!.id}/receipt.pdf?token=token-${me.id}-0`,
      can_comment: false,
      comment: null,
    });

    const second = (await get('/api/customer/orders?page=2', me.cookies, 'ru')).json();
    expect(second.pagination.current_page).toBe(2);
    expect(second.data.map((o: { id: number }) => o.id)).toEqual(placed.slice(10).map((p) => p.id));
    expect(second.data[0]).toMatchObject({
      status_label: 'Новый',
      items: [{ title: offer.title_ru }],
      payment: { title: 'Оплата при получении' },
    });
  });

  it('answers an empty first page for a customer without orders', async () => {
    const me = await signInTestCustomer(t.db);
    const body = (await get('/api/customer/orders', me.cookies)).json();
    expect(body).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('shows the demo customer the seeded history: one to review, one reviewed, one on its way', async () => {
    const demo = await t.db.selectFrom('customers').where('phone', '=', DEMO_CUSTOMER.phone).select('id').executeTakeFirstOrThrow();
    const token = await createSession(t.db, demo.id);
    const { data } = (await get('/api/customer/orders', { token })).json();
    expect(
      data.map((o: { status: string; can_comment: boolean; comment: unknown }) => [o.status, o.can_comment, o.comment !== null]),
    ).toEqual([
      ['sent', false, false],
      ['fulfilled', true, false],
      ['fulfilled', false, true],
    ]);
    for (const order of data) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.delivery.city).not.toBe('');
      expect(order.delivery.address).not.toBe('');
      expect(order.download_pdf_link).toMatch(new RegExp(`^/api/orders/${order.id}/receipt\\.pdf\\?token=[0-9a-f]{32}$`));
    }
  });
});

describe('ownership: customer B gets nothing of customer A’s', () => {
  it.each([
    ['order data', 'GET', ''],
    ['comment state', 'GET', '/comment'],
    ['new comment', 'POST', '/comment'],
  ])('%s is a 404 with a message', async (_name, method, suffix) => {
    const a = await signInTestCustomer(t.db, 'Анна');
    const b = await signInTestCustomer(t.db, 'Богдан');
    const { id } = await placeOrder(a.id, 'fulfilled');
    const url = `/api/customer/orders/${id}${suffix}`;
    const res = method === 'GET' ? await get(url, b.cookies) : await post(url, GOOD, b.cookies);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Замовлення не знайдено' });
    expect((await get('/api/customer/orders', b.cookies)).json().data).toEqual([]);
    expect(await t.db.selectFrom('order_comments').where('order_id', '=', id).selectAll().execute()).toEqual([]);
  });

  it('a missing order is the same 404', async () => {
    const me = await signInTestCustomer(t.db);
    const res = await get('/api/customer/orders/999999', me.cookies, 'ru');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Заказ не найден');
  });
});

describe('order comments', () => {
  it.each(['new', 'confirmed', 'sent', 'cancelled'] as const)('refuses a %s order, in both languages', async (status) => {
    const me = await signInTestCustomer(t.db);
    const { id } = await placeOrder(me.id, status);
    const state = (await get(`/api/customer/orders/${id}/comment`, me.cookies)).json().data;
    expect(state).toMatchObject({ order_id: id, status, can_comment: false, comment: null });
    const uk = await post(`/api/customer/orders/${id}/comment`, GOOD, me.cookies);
    expect(uk.statusCode).toBe(422);
    expect(uk.json().message).toBe('Відгук про замовлення можна залишити лише після того, як його виконано');
    const ru = await post(`/api/customer/orders/${id}/comment`, GOOD, me.cookies, 'ru');
    expect(ru.json().message).toBe('Отзыв о заказе можно оставить только после того, как он выполнен');
  });

  it('takes one comment of a fulfilled order, moves the seller’s rating and refuses a second', async () => {
    const me = await signInTestCustomer(t.db);
    const { id, offer } = await placeOrder(me.id, 'fulfilled');
    await t.db.updateTable('sellers').set({ rating_x10: 40, reviews_count: 2 }).where('id', '=', offer.seller_id).execute();
    const before = (await get(`/api/customer/orders/${id}/comment`, me.cookies)).json().data;
    expect(before).toMatchObject({ can_comment: true, comment: null, status_label: 'Виконане', seller: { id: offer.seller_id } });

    const res = await post(`/api/customer/orders/${id}/comment`, { ...GOOD, text: '  Усе прийшло вчасно  ' }, me.cookies);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ ...GOOD, created_at: expect.any(String) });

    // (4.0 × 2 + mean(5, 4, 3) = 4.0) / 3 = 4.0; one more review
    const seller = await t.db
      .selectFrom('sellers')
      .where('id', '=', offer.seller_id)
      .select(['rating_x10', 'reviews_count'])
      .executeTakeFirstOrThrow();
    expect(seller).toEqual({ rating_x10: 40, reviews_count: 3 });
    const order = (await get(`/api/customer/orders/${id}`, me.cookies)).json().data;
    expect(order).toMatchObject({ can_comment: false, comment: GOOD });

    const again = await post(`/api/customer/orders/${id}/comment`, GOOD, me.cookies);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ви вже залишили відгук про це замовлення');
    expect((await get(`/api/customer/orders/${id}/comment`, me.cookies)).json().data).toMatchObject({ can_comment: false, comment: GOOD });
  });

  it('rounds the seller’s new average to tenths', async () => {
    const me = await signInTestCustomer(t.db);
    const { id, offer } = await placeOrder(me.id, 'fulfilled');
    await t.db.updateTable('sellers').set({ rating_x10: 30, reviews_count: 1 }).where('id', '=', offer.seller_id).execute();
    await post(`/api/customer/orders/${id}/comment`, { ...GOOD, service_rating: 5, delivery_rating: 5, relevance_rating: 4 }, me.cookies);
    // (3.0 + 4.667) / 2 = 3.83
    const seller = await t.db
      .selectFrom('sellers')
      .where('id', '=', offer.seller_id)
      .select(['rating_x10', 'reviews_count'])
      .executeTakeFirstOrThrow();
    expect(seller).toEqual({ rating_x10: 38, reviews_count: 2 });
  });

  it.each([
    ['no text', { ...GOOD, text: undefined }, 'text', "Обов'язкове поле"],
    ['a blank text', { ...GOOD, text: '   ' }, 'text', "Обов'язкове поле"],
    ['a text too long', { ...GOOD, text: 'а'.repeat(REVIEW_TEXT_MAX + 1) }, 'text', 'Введіть коректне значення'],
    ['no service rating', { ...GOOD, service_rating: undefined }, 'service_rating', "Обов'язкове поле"],
    ['a rating of 0', { ...GOOD, delivery_rating: 0 }, 'delivery_rating', 'Введіть коректне значення'],
    ['a rating of 6', { ...GOOD, relevance_rating: 6 }, 'relevance_rating', 'Введіть коректне значення'],
    ['a fractional rating', { ...GOOD, service_rating: 4.5 }, 'service_rating', 'Введіть коректне значення'],
  ])('refuses %s with 400 and the field’s message', async (_name, payload, field, message) => {
    const me = await signInTestCustomer(t.db);
    const { id } = await placeOrder(me.id, 'fulfilled');
    const res = await post(`/api/customer/orders/${id}/comment`, payload, me.cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await get(`/api/customer/orders/${id}/comment`, me.cookies)).json().data.can_comment).toBe(true);
  });
});

describe('numbers the customer’s orders refuse', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInTestCustomer(t.db));
  });
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/customer/orders?page=${encodeURIComponent(n)}`, token }),
  );
  itRejectsBadNumbers(
    () => t,
    'orderId',
    (n) => ({ method: 'GET', url: `/api/customer/orders/${encodeURIComponent(n)}`, token }),
  );
  itRejectsBadNumbers(
    () => t,
    'order_id',
    (n) => ({ method: 'POST', url: '/api/customer/orders/repeat', body: { order_id: n }, token }),
  );
});
