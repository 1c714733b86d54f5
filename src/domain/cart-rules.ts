import { kopecksToUah, uahToKopecks } from './money';

/** docs/product-rules.md#cart "Cart": when checkout is blocked, which warnings show, how items split into orders, what they cost. */

/** Most units of one product a cart line takes: a shop's order, not a warehouse transfer. */
export const CART_QTY_MAX = 999;

export type CartRuleItem = {
  product_id: number;
  qty: number;
  /** Stock the seller still has; 0 means the product is gone. */
  qty_store: number;
  min_cart_quantity: number;
};

type SellerGroupable = {
  seller: { shop_name: string };
  warehouse_id: number;
};

type SellerOrderGroup<T extends SellerGroupable> = {
  key: string;
  shop_name: string;
  warehouse_id: number;
  items: T[];
};

const isOutOfStock = (item: CartRuleItem): boolean => item.qty_store === 0;
const isBelowMinimum = (item: CartRuleItem): boolean => item.qty < item.min_cart_quantity;
const isAboveStock = (item: CartRuleItem): boolean => item.qty > item.qty_store;

export function isCheckoutDisabled(items: readonly CartRuleItem[]): boolean {
  // An empty cart counts as "all items out of stock" (vacuous truth, and what the spec's rule
  // yields): there is nothing to order, so the button must not lead to an empty checkout.
  if (items.every(isOutOfStock)) return true;
  // With several items a bad one is only warned about; checkout drops it and the rest can go.
  // A lone bad item would leave nothing valid to order.
  if (items.length === 1) {
    const [only] = items as readonly [CartRuleItem];
    return isBelowMinimum(only) || isAboveStock(only);
  }
  return false;
}

export function hasNoProductWarning(items: readonly CartRuleItem[]): boolean {
  return items.some((item) => isOutOfStock(item) || isAboveStock(item));
}

export function hasMinQuantityWarning(items: readonly CartRuleItem[]): boolean {
  return items.some(isBelowMinimum);
}

/**
 * How many units of a cart line can be ordered now: the cart quantity capped at the stock, or 0 when the
 * stock is gone or cannot meet the seller's minimum (docs/product-rules.md#checkout: such items are left out of the checkout).
 * The server places orders by it; the fast order's analytics tells what went into them by it too.
 */
export function orderableQty(item: Pick<CartRuleItem, 'qty' | 'qty_store' | 'min_cart_quantity'>): number {
  const qty = Math.min(item.qty, item.qty_store);
  return qty >= Math.max(1, item.min_cart_quantity) ? qty : 0;
}

/** The item the cart scrolls to / highlights first. */
export function firstProblemItem<T extends CartRuleItem>(items: readonly T[]): T | undefined {
  return items.find((item) => isOutOfStock(item) || isBelowMinimum(item) || isAboveStock(item));
}

/**
 * One checkout order per seller shop and warehouse, because each ships separately.
 * Groups and the items inside them keep first-seen order so the cart and checkout list match.
 */
export function groupIntoSellerOrders<T extends SellerGroupable>(items: readonly T[]): SellerOrderGroup<T>[] {
  const groups = new Map<string, SellerOrderGroup<T>>();
  for (const item of items) {
    // JSON of the pair, not "name|id" concatenation, so no shop name can collide with another pair.
    const key = JSON.stringify([item.seller.shop_name, item.warehouse_id]);
    let group = groups.get(key);
    if (!group) {
      group = { key, shop_name: item.seller.shop_name, warehouse_id: item.warehouse_id, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

type PricedCartItem = {
  qty: number;
  qty_store: number;
  /** UAH */
  price: number;
  /** UAH before the discount; null when there is none */
  old_price: number | null;
};

type CartTotals = { total: number; clear_total: number; qty: number };

/**
 * docs/product-rules.md#cart "Cart response" meta: units in the cart, what they cost (`total`) and what they would cost
 * without discounts (`clear_total`). Items out of stock stay in the cart with a warning but are not
 * ordered, so they cost nothing. Summed in kopecks so the server's answer and the cart shown offline agree.
 */
export function cartTotals(items: readonly PricedCartItem[]): CartTotals {
  let total = 0;
  let clear = 0;
  let qty = 0;
  for (const item of items) {
    qty += item.qty;
    if (item.qty_store === 0) continue;
    total += uahToKopecks(item.price) * item.qty;
    clear += uahToKopecks(item.old_price ?? item.price) * item.qty;
  }
  return { total: kopecksToUah(total), clear_total: kopecksToUah(clear), qty };
}
