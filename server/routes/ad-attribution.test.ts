import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../adapters/payment';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { buyer, CARD, CASH, fillCart, headersOf, newKey, offerSource, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, type TestApp } from '../testing/app';

// docs/product-rules.md#analytics-and-attribution: the ad cookies reach the orders, the seller and the affiliate network.

let t: TestApp;
let freshOffers: ReturnType<typeof offerSource>;
beforeAll(async () => {
  t = await createTestApp();
  freshOffers = offerSource(t);
});
afterAll(() => t.close());

const AD_COOKIES = 'ads=admitad; aduid=uid-42';
let phoneSeq = 0;

/** A guest's checkout of two sellers (card, then cash) whose browser holds the given ad cookies; the body carries no ad fields. */
async function checkoutWithCookies(cookie: string) {
  const [a, b] = await freshOffers(2);
  const phone = `3806310000${String((phoneSeq += 1)).padStart(2, '0')}`;
  const session = await fillCart(t, [
    { id: a!.id, qty: 1 },
    { id: b!.id, qty: 1 },
  ]);
  const proof = await proveByCode(t, phone);
  const point = await pickupPoint(t, 'store_pickup');
  const order = (id: number, payment_id: number) => ({
    contact_data: recipient(phone),
    payment_id,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: [{ product_id: id, qty: 1 }],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-orders',
    payload: { customer_data: buyer(phone), orders: [order(a!.id, CARD), order(b!.id, CASH)] },
    headers: { ...headersOf({ session, proof }, { 'idempotency-key': newKey() }), cookie },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return {
    sessionId: (body.paymentUrl as string).split('/').pop()!,
    orderIds: body.data.map((o: { id: number }) => o.id) as number[],
    sellers: [a!.seller_id, b!.seller_id],
  };
}

const adFields = (orderIds: number[]) =>
  t.db.selectFrom('orders').where('id', 'in', orderIds).select(['utm_source', 'admitad_uid']).orderBy('id').execute();
const pay = (sessionId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payment/callback', payload: signCallback(t.config.secret, sessionId, 'success') });
const postbacks = (orderIds: number[]) => t.db.selectFrom('affiliate_postbacks').where('order_id', 'in', orderIds).selectAll().execute();

describe('ad attribution on orders', () => {
  it('create-orders keeps the ads and aduid cookies on every order, and the seller API shows them', async () => {
    const { orderIds, sellers } = await checkoutWithCookies(AD_COOKIES);
    expect(await adFields(orderIds)).toEqual([
      { utm_source: 'admitad', admitad_uid: 'uid-42' },
      { utm_source: 'admitad', admitad_uid: 'uid-42' },
    ]);
    const res = await t.app.inject({
      url: `/api/seller-api/orders/${orderIds[0]}`,
      headers: { authorization: `Bearer ${demoSellerKey(sellers[0]!)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: orderIds[0],
      kind: 'checkout',
      utm_source: 'admitad',
      admitad_uid: 'uid-42',
      payment_status: 'new',
    });
    // another seller's order is not theirs to read
    const foreign = await t.app.inject({
      url: `/api/seller-api/orders/${orderIds[1]}`,
      headers: { authorization: `Bearer ${demoSellerKey(sellers[0]!)}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('an order without ad cookies carries none', async () => {
    const { orderIds } = await checkoutWithCookies('');
    expect(await adFields(orderIds)).toEqual([
      { utm_source: '', admitad_uid: '' },
      { utm_source: '', admitad_uid: '' },
    ]);
  });

  it('a fast order keeps the cookies too', async () => {
    const [a] = await freshOffers(1);
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/fast-order',
      payload: { name: 'Олег', phone: '0501234599' },
      headers: { ...headersOf({ session }, { 'idempotency-key': newKey() }), cookie: 'ads=facebook' },
    });
    expect(res.statusCode).toBe(201);
    expect(await adFields(res.json().data.map((o: { id: number }) => o.id))).toEqual([{ utm_source: 'facebook', admitad_uid: '' }]);
  });

  it('the affiliate network hears of each paid order it brought once, with its total and aduid; a replayed callback adds nothing', async () => {
    const { sessionId, orderIds } = await checkoutWithCookies(AD_COOKIES);
    expect(await postbacks(orderIds)).toEqual([]);
    expect((await pay(sessionId)).statusCode).toBe(200);
    expect((await pay(sessionId)).statusCode).toBe(200);
    const total =
      (await t.db.selectFrom('orders').where('id', '=', orderIds[0]!).select('total_kop').executeTakeFirstOrThrow()).total_kop / 100;
    // only the card order is paid; the cash one is paid on delivery, outside the shop
    expect(await postbacks(orderIds)).toEqual([{ order_id: orderIds[0], total, aduid: 'uid-42', created_at: expect.any(String) }]);
  });

  it('a paid order without an affiliate click is not reported', async () => {
    const { sessionId, orderIds } = await checkoutWithCookies('ads=facebook');
    expect((await pay(sessionId)).statusCode).toBe(200);
    expect(await postbacks(orderIds)).toEqual([]);
  });
});

describe('ad cookies written with a landing page', () => {
  const land = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const setCookies = (res: { headers: Record<string, unknown> }) =>
    [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .filter((c) => /^(ads|aduid)=/.test(c));

  it('with consent to advertising: ads and aduid for 30 days', async () => {
    const cookies = setCookies(await land('/?utm_source=admitad&admitad_uid=abc', 'consent=analytics.ads'));
    expect(cookies).toEqual([
      expect.stringMatching(/^ads=admitad; Max-Age=2592000; Path=\/; SameSite=Lax$/),
      expect.stringMatching(/^aduid=abc; Max-Age=2592000; Path=\/; SameSite=Lax$/),
    ]);
  });

  it('a gclid with another source clears aduid', async () => {
    const cookies = setCookies(await land('/?gclid=g1', 'consent=ads; aduid=abc'));
    expect(cookies).toEqual([expect.stringMatching(/^ads=google; Max-Age=2592000/), expect.stringMatching(/^aduid=; Max-Age=0/)]);
  });

  it.each([
    ['before the choice', ''],
    ['after a refusal', 'consent=none'],
    ['with consent to analytics only', 'consent=analytics'],
  ])('nothing %s', async (_, cookie) => {
    expect(setCookies(await land('/?utm_source=admitad&admitad_uid=abc', cookie))).toEqual([]);
  });
});
