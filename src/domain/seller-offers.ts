import { kopecksToUah, uahToKopecks } from './money';

/** docs/product-rules.md#seller-workspace: an offer with this many or fewer left (and some left) is low on stock. */
export const LOW_STOCK_LIMIT = 5;

/** The most a bulk edit raises prices by at once, and the least (a cut of 90 %), so a slip of the finger stays repairable. */
export const PRICE_CHANGE_PERCENT = { min: -90, max: 100 } as const;

/** The most one offer's stock count or minimum quantity can be. */
export const STOCK_MAX = 1_000_000;

type OfferStockState = 'in_stock' | 'low_stock' | 'out_of_stock';

export function offerStockState(stock: number): OfferStockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_LIMIT ? 'low_stock' : 'in_stock';
}

/**
 * A price raised (or cut, below zero) by a percentage, in whole hryvnias: rounded to the nearest hryvnia, and
 * never below one, so every price it gives passes offerPriceProblem.
 */
export function priceChangedByPercent(priceKop: number, percent: number): number {
  const uah = Math.round((kopecksToUah(priceKop) * (100 + percent)) / 100);
  return uahToKopecks(Math.max(1, uah));
}
