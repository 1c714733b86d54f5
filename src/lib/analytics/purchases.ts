import { array, number, object, string, type Infer } from 'superstruct';
import { readWebStorage, writeWebStorage, type StoredShape } from '../storage';
import { purchaseParams, type PurchasedOrder } from './events';
import { sendEvent } from './transport';

/**
 * `purchase` goes out once per seller order, from the thank-you page, however often it is reloaded or reopened
 * (docs/product-rules.md#analytics-and-attribution). The page knows each order's number and total from the server;
 * what was in it, its delivery price and the promo code come from the checkout that placed it in this browser.
 */

const SENT_KEY = 'analytics_purchases';
const ORDERS_KEY = 'analytics_orders';
/** enough for every order a shopper places over many visits; older ids go first */
const SENT_KEPT = 100;
const ORDERS_KEPT = 20;

const sentShape: StoredShape<number[]> = { version: 1, data: array(number()) };
const storedOrder = object({
  id: number(),
  shipping: number(),
  coupon: string(),
  products: array(object({ id: number(), title: string(), price: number(), quantity: number() })),
});
const ordersShape: StoredShape<Infer<typeof storedOrder>[]> = { version: 1, data: array(storedOrder) };
type PlacedDetails = Omit<PurchasedOrder, 'total'>;

/** The checkout placed these orders: keep what the thank-you page cannot read from the server. */
export function rememberPlacedOrders(orders: readonly PlacedDetails[]): void {
  const kept = (readWebStorage(localStorage, ORDERS_KEY, ordersShape) ?? []).filter((o) => !orders.some((n) => n.id === o.id));
  const plain = orders.map((o) => ({
    ...o,
    products: o.products.map((p) => ({ id: p.id, title: p.title, price: p.price, quantity: p.quantity ?? 1 })),
  }));
  writeWebStorage(localStorage, ORDERS_KEY, ordersShape, [...kept, ...plain].slice(-ORDERS_KEPT));
}

/**
 * Payments that are no sale: declined by the bank, or already given back (an order whose money was refunded before
 * this browser reported it, such as a thank-you page opened after the seller cancelled a paid order).
 */
const NO_SALE = ['fail', 'refunded'];

/** The thank-you page's orders: a purchase for each not reported yet from this browser, and neither declined nor refunded. */
export function reportPurchases(orders: readonly { id: number; total: number; payment_status: string }[]): void {
  const sent = readWebStorage(localStorage, SENT_KEY, sentShape) ?? [];
  const details = readWebStorage(localStorage, ORDERS_KEY, ordersShape) ?? [];
  const due = orders.filter((o) => !NO_SALE.includes(o.payment_status) && !sent.includes(o.id));
  if (due.length === 0) return;
  for (const order of due) {
    const placed = details.find((d) => d.id === order.id);
    sendEvent(
      'purchase',
      purchaseParams({
        id: order.id,
        total: order.total,
        shipping: placed?.shipping ?? 0,
        coupon: placed?.coupon ?? '',
        products: placed?.products ?? [],
      }),
    );
  }
  writeWebStorage(localStorage, SENT_KEY, sentShape, [...sent, ...due.map((o) => o.id)].slice(-SENT_KEPT));
}
