/** SPEC 5 "Cart": when checkout is blocked, which warnings show, and how items split into orders. */

export type CartRuleItem = {
  product_id: number;
  qty: number;
  /** Stock the seller still has; 0 means the product is gone. */
  qty_store: number;
  min_cart_quantity: number;
};

export type SellerGroupable = {
  seller: { shop_name: string };
  warehouse_id: number;
};

export type SellerOrderGroup<T extends SellerGroupable> = {
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
