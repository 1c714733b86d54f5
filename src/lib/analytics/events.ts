import { ANALYTICS_AFFILIATION, ANALYTICS_CURRENCY, analyticsItem, inBatches, itemsValue, uah, type ProductFacts } from './items';
import { sendEvent } from './transport';

/**
 * The shop's GA4 e-commerce events (docs/product-rules.md#analytics-and-attribution). Components call these with
 * what they show; the items, batches, currency and affiliation are made here, once.
 */

const withItems = (products: readonly ProductFacts[], extra: Record<string, unknown> = {}) => {
  const items = products.map((p) => analyticsItem(p));
  return { currency: ANALYTICS_CURRENCY, value: itemsValue(items), items, ...extra };
};

/**
 * A list the shopper sees (a catalogue page, search results, a strip): its items in batches of 4, positions kept.
 * `time`: when it was shown, for an event made later than that.
 */
export function trackViewItemList(listName: string, products: readonly ProductFacts[], time = Date.now()): void {
  const items = products.map((p, index) => analyticsItem(p, index, listName));
  for (const batch of inBatches(items)) sendEvent('view_item_list', { item_list_name: listName, items: batch }, time);
}

export function trackSelectItem(listName: string, product: ProductFacts, index: number): void {
  sendEvent('select_item', { item_list_name: listName, items: [analyticsItem(product, index, listName)] });
}

/** `time`: when the product was shown, for an event made later than that. */
export const trackViewItem = (product: ProductFacts, time = Date.now()) => sendEvent('view_item', withItems([product]), time);
const trackAddToCart = (product: ProductFacts) => sendEvent('add_to_cart', withItems([product]));
const trackRemoveFromCart = (product: ProductFacts) => sendEvent('remove_from_cart', withItems([product]));
export const trackAddToWishlist = (product: ProductFacts) => sendEvent('add_to_wishlist', withItems([product]));
export const trackViewCart = (products: readonly ProductFacts[]) => sendEvent('view_cart', withItems(products));
export const trackBeginCheckout = (products: readonly ProductFacts[], coupon?: string) =>
  sendEvent('begin_checkout', withItems(products, coupon ? { coupon } : {}));
/** `tier`: the delivery the shopper chose, in their words */
export const trackAddShippingInfo = (products: readonly ProductFacts[], tier: string) =>
  sendEvent('add_shipping_info', withItems(products, { shipping_tier: tier }));
/** `type`: the payment method the shopper chose, in their words */
export const trackAddPaymentInfo = (products: readonly ProductFacts[], type: string) =>
  sendEvent('add_payment_info', withItems(products, { payment_type: type }));
export const trackSearch = (term: string) => sendEvent('search', { search_term: term });
export const trackLogin = () => sendEvent('login', { method: 'phone' });
export const trackSignUp = () => sendEvent('sign_up', { method: 'phone' });

/** One seller order as the purchase event reports it. */
export interface PurchasedOrder {
  id: number;
  /** UAH with kopecks, delivery included when known */
  total: number;
  shipping: number;
  coupon: string;
  products: readonly ProductFacts[];
}

export function purchaseParams(order: PurchasedOrder) {
  return {
    transaction_id: String(order.id),
    affiliation: ANALYTICS_AFFILIATION,
    currency: ANALYTICS_CURRENCY,
    value: uah(order.total),
    shipping: uah(order.shipping),
    ...(order.coupon && { coupon: order.coupon }),
    items: order.products.map((p) => analyticsItem(p)),
  };
}

/** A change of a cart line by `delta` units: add_to_cart when it grows, remove_from_cart when it shrinks. */
export function trackCartChange(productId: number, line: { title: string; price: number } | undefined, delta: number): void {
  if (delta === 0) return;
  const product = { id: productId, title: line?.title ?? '', price: line?.price ?? 0, quantity: Math.abs(delta) };
  if (delta > 0) trackAddToCart(product);
  else trackRemoveFromCart(product);
}
