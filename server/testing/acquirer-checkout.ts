import { expect } from 'vitest';
import type { Deliver } from './fake-acquirer';
import { buyer, CARD, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient, type ShopServer } from './checkout';

let phoneSeq = 0;

/** The store as an acquirer client names it, and the client's retries made quick for tests. */
export const ACQUIRER_SITE = { publicUrl: 'https://kramnytsia.test', storeName: 'Крамниця' };
export const QUICK_RETRIES = { attempts: 3, firstPauseMs: 10, timeoutMs: 5_000 };

/** Where a fake acquirer sends its server-to-server calls: straight into the store under test; answers the status. */
export const intoStore =
  (t: () => ShopServer): Deliver =>
  async (url, payload, headers) =>
    (await t().app.inject({ method: 'POST', url: new URL(url).pathname, payload, headers })).statusCode;

/**
 * What a test of an outside acquirer places: a guest checkout of two sellers, the first paid by card (`cardQty`
 * units), the second cash on delivery; answers the payment session and what the card order took from stock.
 */
export function cardCheckouts(t: ShopServer) {
  const freshOffers = offerSource(t);
  return async function placeCardCheckout(lang: 'uk' | 'ru' = 'uk', cardQty = 2) {
    const [a, b] = await freshOffers(2);
    const phone = `3806710000${String((phoneSeq += 1)).padStart(2, '0')}`;
    const session = await fillCart(t, [
      { id: a!.id, qty: cardQty },
      { id: b!.id, qty: 1 },
    ]);
    const proof = await proveByCode(t, phone);
    const point = await pickupPoint(t, 'store_pickup');
    const order = (id: number, payment_id: number, qty: number) => ({
      contact_data: recipient(phone),
      payment_id,
      delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
      items: [{ product_id: id, qty }],
    });
    const res = await createOrders(
      t,
      { customer_data: buyer(phone), orders: [order(a!.id, CARD, cardQty), order(b!.id, CASH, 1)] },
      { session, proof, lang },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as { checkout_id: string; paymentUrl: string; data: { id: number }[] };
    const { id: sessionId } = await t.db
      .selectFrom('payment_sessions')
      .where('checkout_id', '=', body.checkout_id)
      .select('id')
      .executeTakeFirstOrThrow();
    return {
      checkoutId: body.checkout_id,
      paymentUrl: body.paymentUrl,
      sessionId,
      amountKop: a!.price_kop * cardQty,
      cardOrderId: body.data[0]!.id,
      cashOrderId: body.data[1]!.id,
      productId: a!.id,
      stockBefore: a!.stock,
    };
  };
}

/** The card order's state, its product's stock and the session's, as the store keeps them. */
export async function paymentState(
  t: ShopServer,
  placed: { sessionId: string; cardOrderId: number; cashOrderId: number; productId: number },
) {
  const order = (id: number) =>
    t.db.selectFrom('orders').where('id', '=', id).select(['status', 'payment_status']).executeTakeFirstOrThrow();
  const session = await t.db
    .selectFrom('payment_sessions')
    .where('id', '=', placed.sessionId)
    .select(['status', 'refunded_at', 'expired_at', 'provider_ref'])
    .executeTakeFirstOrThrow();
  const { stock } = await t.db.selectFrom('products').where('id', '=', placed.productId).select('stock').executeTakeFirstOrThrow();
  return { card: await order(placed.cardOrderId), cash: await order(placed.cashOrderId), session, stock };
}
