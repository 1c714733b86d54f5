import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/domain/money';
import { buyer, CARD, createOrders, headersOf, offerSource, pickupPoint, recipient, type Shopper } from '../testing/checkout';
import { setOfferPrice } from '../services/catalog/offer-price';
import { loadReceipt } from '../services/orders/receipt-pdf';
import { pdfText } from '../services/orders/receipt-testing';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, shopper: Shopper) => t.app.inject({ method: 'GET', url, headers: headersOf(shopper) });
const post = (url: string, shopper: Shopper, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: headersOf(shopper) });

/**
 * docs/product-rules.md#money "Every amount a shopper pays is whole hryvnias". One order with a percentage code whose
 * exact discount has kopecks (10% of 149 ₴ is 14,90 ₴), followed through every place that shows or charges its sum.
 */
describe('the price shown is the price charged', () => {
  it('cart, checkout, order, receipt, payment session and cabinet agree on whole hryvnias', async () => {
    const [offer] = await offerSource(t)(1);
    await setOfferPrice(t.db, offer!.id, 14_900);
    const customer = await signInTestCustomer(t.db);
    const promo = await t.db
      .selectFrom('promo_codes')
      .where('code', '=', 'HEMP10')
      .select(['id', 'discount_percent', 'min_total_kop'])
      .executeTakeFirstOrThrow();
    expect(promo).toMatchObject({ discount_percent: 10, min_total_kop: 0 });

    // the cart: the goods at their price
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { product_id: offer!.id, qty: 1 },
      headers: headersOf({ token: customer.token }),
    });
    const shopper: Shopper = { token: customer.token, session: added.json().cart_session };
    expect((await post('/api/cart/items', shopper)).json().meta).toMatchObject({ total: 149 });

    // the checkout: 15 ₴ off, rounded up in the shopper's favour, not 14,90
    const checkout = (await post('/api/checkout/init-checkout', shopper, { promo_code_id: promo.id })).json();
    expect(checkout.promo).toMatchObject({ code: 'HEMP10', discount: 15 });
    expect(checkout.orders[0]).toMatchObject({ totalWithoutDiscount: 149, discount: 15, total: 134 });

    // the order: 149 − 15 + 70 for the parcel locker (free only from 1 500 ₴)
    const locker = await pickupPoint(t, 'nova_poshta_locker');
    const order = {
      contact_data: recipient(customer.phone),
      payment_id: CARD,
      delivery: { delivery_id: locker.delivery_id, city_id: locker.city_id, office_id: locker.id },
      items: [{ product_id: offer!.id, qty: 1 }],
    };
    const placed = await createOrders(t, { customer_data: buyer(customer.phone), orders: [order], promo_code_id: promo.id }, shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const { checkout_id: checkoutId, paymentUrl, data } = placed.json();
    expect(data).toEqual([expect.objectContaining({ total: 204 })]);
    const orderId = data[0].id as number;
    expect(
      await t.db
        .selectFrom('orders')
        .where('id', '=', orderId)
        .select(['items_total_kop', 'discount_kop', 'delivery_price_kop', 'total_kop'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      items_total_kop: 14_900,
      discount_kop: 1_500,
      delivery_price_kop: 7_000,
      total_kop: 20_400,
    });

    // the thank-you page's answer
    expect((await get(`/api/payment/group-status?checkout_id=${checkoutId}`, {})).json().data).toEqual([
      expect.objectContaining({ id: orderId, total: 204 }),
    ]);

    // the receipt: the data it is drawn from, and its text
    expect(await loadReceipt(t.db, orderId)).toMatchObject({
      itemsTotalKop: 14_900,
      discountKop: 1_500,
      deliveryKop: 7_000,
      totalKop: 20_400,
    });
    const text = pdfText((await get(data[0].download_pdf_link, {})).rawPayload);
    expect(text).toContain(`Знижка: ${formatPrice(-15)}`);
    expect(text).toContain(`До сплати: ${formatPrice(204)}`);

    // the acquirer is asked for exactly that sum, and its page shows it without kopecks
    const session = await t.db
      .selectFrom('payment_sessions')
      .where('checkout_id', '=', checkoutId)
      .select('amount_kop')
      .executeTakeFirstOrThrow();
    expect(session.amount_kop).toBe(20_400);
    const page = (await get(paymentUrl, {})).body;
    expect(page).toContain(formatPrice(204));
    expect(page).not.toMatch(/204,\d\d/);

    // the order in the cabinet
    const cabinet = (await get(`/api/customer/orders/${orderId}`, shopper)).json().data;
    expect(cabinet.totals).toEqual({ items: 149, discount: 15, delivery: 70, total: 204 });
  });
});
