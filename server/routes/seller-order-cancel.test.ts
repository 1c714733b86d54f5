import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { buyer, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
let freshOffers: ReturnType<typeof offerSource>;
beforeAll(async () => {
  t = await createTestApp();
  freshOffers = offerSource(t);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.selectFrom('products').where('id', '=', id).select('stock').executeTakeFirstOrThrow()).stock;
const setStatus = (sellerId: number, orderId: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/seller-api/orders/${orderId}/status`,
    payload: status === 'cancelled' ? { status, cancel_reason: 'out_of_stock' } : { status },
    headers: { authorization: `Bearer ${demoSellerKey(sellerId)}` },
  });

let phoneSeq = 0;
/** A guest's order placed through the checkout, as a shopper places it: the checkout takes its stock. */
async function placedOrder(offer: { id: number }, qty: number): Promise<number> {
  const phone = `38050777${String((phoneSeq += 1)).padStart(4, '0')}`;
  const session = await fillCart(t, [{ id: offer.id, qty }]);
  const proof = await proveByCode(t, phone);
  const point = await pickupPoint(t, 'store_pickup');
  const order = {
    contact_data: recipient(phone),
    payment_id: CASH,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: [{ product_id: offer.id, qty }],
  };
  const res = await createOrders(t, { customer_data: buyer(phone), orders: [order] }, { session, proof });
  expect(res.statusCode).toBe(201);
  return (await t.db.selectFrom('orders').where('buyer_phone', '=', phone).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

describe('a seller cancelling an order', () => {
  it.each([
    ['a new order', [] as string[]],
    ['a confirmed order', ['confirmed']],
  ])('puts the stock of %s back, once', async (_, before) => {
    const [offer] = await freshOffers(1);
    const orderId = await placedOrder(offer!, 2);
    expect(await stockOf(offer!.id)).toBe(offer!.stock - 2);
    for (const status of before) expect((await setStatus(offer!.seller_id, orderId, status)).statusCode).toBe(200);
    expect((await setStatus(offer!.seller_id, orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(offer!.id)).toBe(offer!.stock);
    // cancelling again changes nothing
    expect((await setStatus(offer!.seller_id, orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(offer!.id)).toBe(offer!.stock);
  });

  it('that took the last units: the offer is back in stock and its reminders are due', async () => {
    const [offer] = await freshOffers(1);
    const orderId = await placedOrder(offer!, offer!.stock);
    expect(await stockOf(offer!.id)).toBe(0);
    const subscribe = await t.app.inject({
      method: 'POST',
      url: `/api/product/${offer!.id}/stock-subscription`,
      payload: { email: 'waits@example.com' },
    });
    expect(subscribe.statusCode).toBe(201);
    expect((await setStatus(offer!.seller_id, orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(offer!.id)).toBe(offer!.stock);
    const reminders = await t.db.selectFrom('stock_subscriptions').where('product_id', '=', offer!.id).select('status').execute();
    expect(reminders.map((r) => r.status)).toEqual(['to_notify']);
  });

  it('another seller cannot cancel it, and its stock stays taken', async () => {
    const [offer] = await freshOffers(1);
    const orderId = await placedOrder(offer!, 1);
    const other = offer!.seller_id === 1 ? 2 : 1;
    expect((await setStatus(other, orderId, 'cancelled')).statusCode).toBe(404);
    expect(await stockOf(offer!.id)).toBe(offer!.stock - 1);
  });
});
