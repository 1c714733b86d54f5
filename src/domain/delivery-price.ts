/** docs/product-rules.md#delivery-price "Delivery price": what the checkout shows for the delivery line of one order. */

export type DeliveryPricing = {
  /** The carrier sets the price (e.g. by its own tariff at the pickup point); we cannot quote it. */
  is_by_provider: boolean;
  free_from: number | null;
  default_price: number;
};

export type DeliveryType = {
  id: number;
  pricing?: DeliveryPricing | null;
};

export type DeliveryPrice = { kind: 'none' } | { kind: 'provider' } | { kind: 'free'; price: 0 } | { kind: 'fixed'; price: number };

export function deliveryPrice(deliveryType: DeliveryType | null | undefined, orderTotalUah: number): DeliveryPrice {
  if (!deliveryType) return { kind: 'none' };
  const pricing = deliveryType.pricing;
  // No pricing row means the seller never configured one: the carrier's tariff is the honest answer.
  if (!pricing || pricing.is_by_provider) return { kind: 'provider' };
  // `== null` also covers a field missing from older JSON. A free_from of 0 is a real setting
  // ("always free"), so it is not treated as unset.
  if (pricing.free_from == null) return { kind: 'fixed', price: pricing.default_price };
  return orderTotalUah >= pricing.free_from ? { kind: 'free', price: 0 } : { kind: 'fixed', price: pricing.default_price };
}

/**
 * docs/product-rules.md#delivery-price: a carrier's quote (whole hryvnias) in place of the store's price for the way.
 * The store's free-delivery threshold still stands; only what is paid below it is the carrier's. No quote: the
 * store's own pricing.
 */
export function quotedPricing(pricing: DeliveryPricing, quoteUah: number | null): DeliveryPricing {
  return quoteUah === null ? pricing : { is_by_provider: false, free_from: pricing.free_from, default_price: quoteUah };
}
