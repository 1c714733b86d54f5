import { groupIntoSellerOrders, orderableQty } from '../../domain/cart-rules';
import { deliveryPrice, type DeliveryType } from '../../domain/delivery-price';
import { trackAddPaymentInfo, trackAddShippingInfo, trackBeginCheckout } from './events';
import { uah, type ProductFacts } from './items';
import { rememberPlacedOrders } from './purchases';

/** What the checkout's analytics reads of one order of the page (docs/product-rules.md#analytics-and-attribution). */
interface CheckoutOrderFacts {
  products: readonly { product_id: number; title: string; price: number; qty: number }[];
}
interface ChoiceFacts {
  delivery: (DeliveryType & { title: string }) | null;
  payment: { id: number; title: string } | null;
}

const productsOf = (orders: readonly CheckoutOrderFacts[]): ProductFacts[] =>
  orders.flatMap((o) => o.products.map((p) => ({ id: p.product_id, title: p.title, price: p.price, quantity: p.qty })));

export const trackCheckoutOpened = (orders: readonly CheckoutOrderFacts[], coupon: string | undefined) =>
  trackBeginCheckout(productsOf(orders), coupon);

/** A delivery or a payment method newly chosen for an order: add_shipping_info or add_payment_info with its items. */
export function trackCheckoutChoice(order: CheckoutOrderFacts, before: ChoiceFacts, after: ChoiceFacts): void {
  if (after.delivery && after.delivery.id !== before.delivery?.id) trackAddShippingInfo(productsOf([order]), after.delivery.title);
  if (after.payment && after.payment.id !== before.payment?.id) trackAddPaymentInfo(productsOf([order]), after.payment.title);
}

/** The orders placed, by their numbers (in the order they were sent): what their purchase events will carry. */
export function rememberCheckoutOrders(
  ids: readonly number[],
  orders: readonly (CheckoutOrderFacts & ChoiceFacts)[],
  coupon: string | undefined,
): void {
  rememberPlacedOrders(
    ids.map((id, i) => {
      const products = productsOf([orders[i]!]);
      const price = deliveryPrice(orders[i]!.delivery, uah(products.reduce((sum, p) => sum + p.price * (p.quantity ?? 1), 0)));
      return { id, shipping: price.kind === 'fixed' ? price.price : 0, coupon: coupon ?? '', products };
    }),
  );
}

/** A cart line as the fast order reads it. */
interface FastOrderLine {
  product_id: number;
  title: string;
  price: number;
  qty: number;
  qty_store: number;
  min_cart_quantity: number;
  seller: { id: number; shop_name: string };
  warehouse_id: number;
}

/**
 * The orders a fast order placed (docs/product-rules.md#cart "fast order"): the server split the cart's orderable
 * lines into one order per seller and warehouse, in cart order, as the checkout does; each order's purchase carries
 * its lines. No delivery price and no promo code: the seller agrees on them by phone. An order whose seller is not
 * the one this cart expects (the cart changed on the server meanwhile) goes without items rather than with wrong ones.
 */
export function rememberFastOrders(placed: readonly { id: number; seller: { id: number } }[], cart: readonly FastOrderLine[]): void {
  const groups = groupIntoSellerOrders(cart.map((line) => ({ ...line, qty: orderableQty(line) })).filter((line) => line.qty > 0));
  rememberPlacedOrders(
    placed.map((order, i) => {
      const lines = groups[i]?.items ?? [];
      return {
        id: order.id,
        shipping: 0,
        coupon: '',
        products: lines[0]?.seller.id === order.seller.id ? productsOf([{ products: lines }]) : [],
      };
    }),
  );
}
