import { hryvniasDown, hryvniasUp } from './money';

/**
 * What a promo code takes off a checkout, and how that discount is shared by its orders (one per seller).
 * Amounts are integer kopecks and every result is whole hryvnias (docs/product-rules.md#money): each seller's
 * order shows its own part, and the parts add up to the discount the shopper was promised, never a hryvnia
 * more or less.
 */

export type PromoTerms = {
  /** 1..100; null for a fixed discount */
  percent: number | null;
  /** a fixed discount in kopecks; null for a percent one */
  fixedKop: number | null;
  /** the code works only from this items total on (kopecks) */
  minTotalKop: number;
};

/**
 * The discount for an items total: 0 under the minimum; never more than the total itself. A percentage that
 * comes to kopecks is rounded up to the next whole hryvnia, in the shopper's favour (10% of 149 is 15).
 */
export function promoDiscountKop(totalKop: number, terms: PromoTerms): number {
  if (totalKop <= 0 || totalKop < terms.minTotalKop) return 0;
  const raw = terms.percent !== null ? (totalKop * terms.percent) / 100 : (terms.fixedKop ?? 0);
  return Math.max(0, Math.min(hryvniasDown(totalKop), hryvniasUp(raw)));
}

/**
 * Splits `discountKop` over orders in proportion to their totals (largest remainder): every part is whole
 * hryvnias, no part exceeds its order's total, and the parts sum exactly to the discount (capped at the sum
 * of the totals). Ties in the remainder go to the earlier order, so the split is stable.
 */
export function spreadDiscount(totalsKop: readonly number[], discountKop: number): number[] {
  const HRYVNIA = 100;
  // Shared in hryvnias, so each order's own total stays whole too.
  const totals = totalsKop.map((total) => hryvniasDown(total) / HRYVNIA);
  return spreadUnits(totals, hryvniasDown(discountKop) / HRYVNIA).map((part) => part * HRYVNIA);
}

function spreadUnits(totals: readonly number[], wanted: number): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  const discount = Math.max(0, Math.min(wanted, sum));
  if (discount === 0) return totals.map(() => 0);
  const exact = totals.map((total) => (total * discount) / sum);
  const parts = exact.map(Math.floor);
  let left = discount - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    // A remainder exists only where floor < exact <= total, so this never pushes a part past its total.
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
