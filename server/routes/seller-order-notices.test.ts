import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { createSellerSession } from '../services/seller/seller-users';
import { buyer, CASH, createOrders, fillCart, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
/** Offers a test has ordered already: each order takes its own, so none runs out. */
const used: number[] = [];
/** The owners' workspace sessions of sellers 1 and 2. */
const sessions: Record<number, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const sellerId of [1, 2]) {
    const owner = await t.db
      .selectFrom('seller_users')
      .where('seller_id', '=', sellerId)
      .where('role', '=', 'owner')
      .select('id')
      .executeTakeFirstOrThrow();
    sessions[sellerId] = await createSellerSession(t.db, owner.id);
  }
});
afterAll(() => t.close());

type As = { seller: number; lang?: 'uk' | 'ru' };
const call = ({ seller, lang = 'uk' }: As, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { 'accept-language': lang },
    cookies: { seller_token: sessions[seller]! },
  });

let phoneSeq = 0;
/** A guest's order of seller 1 or 2, placed through the checkout in `lang`, then claimed by a signed-in customer. */
async function placedOrder(sellerId: number, lang: 'uk' | 'ru' = 'uk') {
  const offer = await t.db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .where('stock', '>=', 5)
    .where('min_cart_quantity', '=', 1)
    .where('id', 'not in', [0, ...used])
    .select(['id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  used.push(offer.id);
  const phone = `38050778${String((phoneSeq += 1)).padStart(4, '0')}`;
  const session = await fillCart(t, [{ id: offer.id, qty: 1 }], { lang });
  const proof = await proveByCode(t, phone);
  const point = await pickupPoint(t, 'store_pickup');
  const order = {
    contact_data: recipient(phone),
    payment_id: CASH,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: [{ product_id: offer.id, qty: 1 }],
  };
  const res = await createOrders(t, { customer_data: buyer(phone), orders: [order] }, { session, proof, lang });
  expect(res.statusCode).toBe(201);
  const { id, seller_id } = await t.db
    .selectFrom('orders')
    .where('buyer_phone', '=', phone)
    .select(['id', 'seller_id'])
    .executeTakeFirstOrThrow();
  const customer = await signInTestCustomer(t.db);
  await t.db.updateTable('orders').set({ customer_id: customer.id }).where('id', '=', id).execute();
  return { id, sellerId: seller_id, customer };
}

const cancel = (as: As, orderId: number, more: object) =>
  call(as, 'PUT', `/api/seller-api/orders/${orderId}/status`, { status: 'cancelled', ...more });

/** The buyer's view of one order in the cabinet. */
async function cabinetOrder(customer: { cookies: Record<string, string> }, orderId: number, lang: 'uk' | 'ru') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/customer/orders/${orderId}`,
    cookies: customer.cookies,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** What the buyer was told of the cancellation (an e-mail: the test buyer gives an address and follows no browser). */
const cancelNotice = async (orderId: number) =>
  JSON.parse(
    (
      await t.db
        .selectFrom('notification_jobs')
        .where('dedupe_key', 'like', `order:${orderId}:status-cancelled:%`)
        .select('payload')
        .executeTakeFirstOrThrow()
    ).payload,
  ) as { title: string; body: string; lang: string };

describe('cancelling an order takes a reason', () => {
  it('refuses a cancellation without a reason, and "other" without a note, in the request language', async () => {
    const order = await placedOrder(1);
    const as = { seller: order.sellerId };
    const none = await cancel(as, order.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ cancel_reason: ['Вкажіть причину скасування'] });
    const blank = await cancel({ ...as, lang: 'ru' }, order.id, { cancel_reason: 'other', cancel_note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ cancel_note: ['Для причины «другое» напишите пояснение покупателю'] });
    const unknown = await cancel(as, order.id, { cancel_reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    const notCancelling = await call(as, 'PUT', `/api/seller-api/orders/${order.id}/status`, {
      status: 'confirmed',
      cancel_reason: 'buyer_asked',
    });
    expect(notCancelling.statusCode).toBe(400);
    const row = await t.db.selectFrom('orders').where('id', '=', order.id).select(['status', 'cancel_reason']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', cancel_reason: null });
  });

  it('the buyer reads the reason in the cabinet (uk and ru) and in the status notice', async () => {
    const order = await placedOrder(1);
    const res = await cancel({ seller: order.sellerId }, order.id, { cancel_reason: 'out_of_stock' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancellation).toEqual({ reason: 'out_of_stock', note: '' });
    expect((await cabinetOrder(order.customer, order.id, 'uk')).cancellation).toEqual({
      reason: 'out_of_stock',
      text: 'товару немає в наявності',
    });
    expect((await cabinetOrder(order.customer, order.id, 'ru')).cancellation).toEqual({
      reason: 'out_of_stock',
      text: 'товара нет в наличии',
    });
    const told = await cancelNotice(order.id);
    expect(told).toMatchObject({ lang: 'uk', title: `Замовлення № ${order.id} скасовано` });
    expect(told.body).toMatch(/скасував замовлення: товару немає в наявності$/);
  });

  it('"other" is the seller’s own words, which a ru buyer is told as written', async () => {
    const order = await placedOrder(2, 'ru');
    const note = 'Склад закрыт на инвентаризацию до понедельника';
    const res = await cancel({ seller: order.sellerId }, order.id, { cancel_reason: 'other', cancel_note: ` ${note} ` });
    expect(res.statusCode).toBe(200);
    expect((await cabinetOrder(order.customer, order.id, 'ru')).cancellation).toEqual({ reason: 'other', text: note });
    const told = await cancelNotice(order.id);
    expect(told).toMatchObject({ lang: 'ru', title: `Заказ № ${order.id} отменён` });
    expect(told.body).toMatch(new RegExp(`отменил заказ: ${note}$`));
  });

  it('a note with a listed reason follows it; cancelling again keeps the first reason', async () => {
    const order = await placedOrder(1);
    const as = { seller: order.sellerId };
    expect((await cancel(as, order.id, { cancel_reason: 'buyer_asked', cancel_note: 'Покупець передумав' })).statusCode).toBe(200);
    expect((await cancel(as, order.id, { cancel_reason: 'cannot_deliver' })).statusCode).toBe(200);
    expect((await cabinetOrder(order.customer, order.id, 'uk')).cancellation).toEqual({
      reason: 'buyer_asked',
      text: 'на прохання покупця. Покупець передумав',
    });
  });

  it('another seller can neither cancel the order nor learn it exists', async () => {
    const order = await placedOrder(1);
    const other = order.sellerId === 1 ? 2 : 1;
    expect((await cancel({ seller: other }, order.id, { cancel_reason: 'out_of_stock' })).statusCode).toBe(404);
    expect((await cabinetOrder(order.customer, order.id, 'uk')).cancellation).toBeNull();
  });
});

describe('orders the shop has not opened', () => {
  const unopened = async (seller: number) => {
    const res = await call({ seller }, 'GET', '/api/seller-api/orders/unopened');
    expect(res.statusCode).toBe(200);
    return res.json().data.unopened as number;
  };

  it('counts a new order until someone of the shop opens it, once; the other seller neither counts nor opens it', async () => {
    const before = { 1: await unopened(1), 2: await unopened(2) };
    const order = await placedOrder(1);
    const mine = order.sellerId;
    const other = mine === 1 ? 2 : 1;
    expect(await unopened(mine)).toBe(before[mine as 1 | 2] + 1);
    expect(await unopened(other)).toBe(before[other as 1 | 2]);
    const board = await call({ seller: mine }, 'GET', '/api/seller-api/orders?status=new');
    expect(board.json().data.find((o: { id: number }) => o.id === order.id)).toMatchObject({ opened: false, cancellation: null });

    expect((await call({ seller: other }, 'POST', `/api/seller-api/orders/${order.id}/opened`)).statusCode).toBe(404);
    expect(await unopened(mine)).toBe(before[mine as 1 | 2] + 1);

    const opened = await call({ seller: mine }, 'POST', `/api/seller-api/orders/${order.id}/opened`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ id: order.id, opened: true });
    const at = (await t.db.selectFrom('orders').where('id', '=', order.id).select('seller_opened_at').executeTakeFirstOrThrow())
      .seller_opened_at;
    expect((await call({ seller: mine }, 'POST', `/api/seller-api/orders/${order.id}/opened`)).statusCode).toBe(200);
    expect(
      (await t.db.selectFrom('orders').where('id', '=', order.id).select('seller_opened_at').executeTakeFirstOrThrow()).seller_opened_at,
    ).toBe(at);
    expect(await unopened(mine)).toBe(before[mine as 1 | 2]);
  });

  it('a move counts as opening it; the integration key sees the same count', async () => {
    const order = await placedOrder(2);
    const byKey = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/seller-api/orders/unopened',
        headers: { authorization: `Bearer ${demoSellerKey(order.sellerId)}` },
      });
    const before = (await byKey()).json().data.unopened as number;
    expect(before).toBeGreaterThan(0);
    const res = await call({ seller: order.sellerId }, 'PUT', `/api/seller-api/orders/${order.id}/status`, { status: 'confirmed' });
    expect(res.json().data.opened).toBe(true);
    expect((await byKey()).json().data.unopened).toBe(before - 1);
  });

  it('asks for a seller’s session or key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/seller-api/orders/unopened' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/seller-api/orders/1/opened' })).statusCode).toBe(401);
  });
});

describe('a push to the seller’s devices on a new order', () => {
  let endpointSeq = 0;
  const device = () => ({
    endpoint: `http://127.0.0.1:9/push/seller-${(endpointSeq += 1)}`,
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
      auth: Buffer.alloc(16, 3).toString('base64url'),
    },
  });
  const subscribe = (as: As, body: object) => call(as, 'POST', '/api/seller-api/push-subscriptions', body);
  const pushesOf = async (orderId: number) =>
    (
      await t.db
        .selectFrom('notification_jobs as j')
        .innerJoin('push_subscriptions as s', 's.id', 'j.push_subscription_id')
        .where('j.dedupe_key', 'like', `seller-order:${orderId}:%`)
        .select(['s.endpoint', 'j.payload'])
        .orderBy('j.id')
        .execute()
    ).map((row) => ({ endpoint: row.endpoint, ...(JSON.parse(row.payload) as { title: string; body: string; url: string }) }));

  it('tells each subscribed device of the order’s own shop, in the device’s language, and no other shop’s', async () => {
    const uk = device();
    const ru = device();
    expect((await subscribe({ seller: 1 }, uk)).statusCode).toBe(201);
    expect((await subscribe({ seller: 1, lang: 'ru' }, ru)).statusCode).toBe(201);
    expect((await subscribe({ seller: 1 }, uk)).statusCode).toBe(200);
    const order = await placedOrder(1);
    const pushes = await pushesOf(order.id);
    expect(pushes.map((p) => [p.endpoint, p.title, p.url])).toEqual([
      [uk.endpoint, `Нове замовлення № ${order.id}`, '/seller?tab=orders'],
      [ru.endpoint, `Новый заказ № ${order.id}`, '/ru/seller?tab=orders'],
    ]);
    expect(pushes[0]!.body).toMatch(/^Товарів: 1, разом /);
    const otherShops = await placedOrder(2);
    expect(await pushesOf(otherShops.id)).toEqual([]);
  });

  it('a device stops hearing once it asks, and another seller cannot silence it', async () => {
    const mine = device();
    expect((await subscribe({ seller: 1 }, mine)).statusCode).toBe(201);
    const stop = (as: As) => call(as, 'DELETE', '/api/seller-api/push-subscriptions', { endpoint: mine.endpoint });
    expect((await stop({ seller: 2 })).json().data.deleted).toBe(false);
    expect((await pushesOf((await placedOrder(1)).id)).map((p) => p.endpoint)).toContain(mine.endpoint);
    expect((await stop({ seller: 1 })).json().data.deleted).toBe(true);
    expect((await pushesOf((await placedOrder(1)).id)).map((p) => p.endpoint)).not.toContain(mine.endpoint);
  });

  it('keeps what the browser follows as a shopper, and takes a workspace session only', async () => {
    const shared = device();
    const customer = await signInTestCustomer(t.db);
    const asShopper = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: shared, cookies: customer.cookies });
    expect(asShopper.statusCode).toBe(201);
    expect((await subscribe({ seller: 2 }, shared)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('push_subscriptions')
      .where('endpoint', '=', shared.endpoint)
      .select(['customer_id', 'seller_user_id'])
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(customer.id);
    expect(row.seller_user_id).not.toBeNull();
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/seller-api/push-subscriptions',
      payload: device(),
      headers: { authorization: `Bearer ${demoSellerKey(1)}` },
    });
    expect(byKey.statusCode).toBe(401);
    const bad = await subscribe({ seller: 1 }, { ...device(), keys: { p256dh: 'AAAA', auth: 'AAAA' } });
    expect(bad.statusCode).toBe(400);
  });
});
