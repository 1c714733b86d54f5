/**
 * Money. The database keeps integer kopecks (no float drift in sums); the API speaks UAH numbers;
 * the UI shows whole hryvnias. This module is the only place that knows the factor.
 *
 * docs/product-rules.md#money "Every amount a shopper pays is whole hryvnias": prices, discounts, delivery
 * prices and totals are multiples of 100 kopecks, so the price shown without kopecks is the sum charged.
 */

/** U+00A0: used between digit groups and before the sign so a price never wraps across lines. */
export const PRICE_SPACE = '\u00a0';
export const CURRENCY_SIGN = '₴';

const KOPECKS_PER_UAH = 100;

/** Half away from zero, so a refund of -0.5 rounds like a charge of 0.5 (Math.round alone would not). */
function roundHalfAwayFromZero(value: number): number {
  // `+ 0` turns -0 into 0 so callers never see "-0".
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

export function kopecksToUah(kopecks: number): number {
  // A fractional kopeck means an upstream bug; failing here beats showing a price nobody charged.
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Kopecks must be a safe integer: ${kopecks}`);
  return kopecks / KOPECKS_PER_UAH + 0;
}

export function uahToKopecks(uah: number): number {
  if (!Number.isFinite(uah)) throw new RangeError(`UAH amount must be finite: ${uah}`);
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits recover the decimal the
  // user typed, so it rounds to 101 as a person would expect.
  const kopecks = roundHalfAwayFromZero(Number((uah * KOPECKS_PER_UAH).toPrecision(15)));
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`UAH amount out of range: ${uah}`);
  return kopecks;
}

/** Whether an amount in kopecks is a whole number of hryvnias, as every amount a shopper pays must be. */
export function isWholeHryvnias(kopecks: number): boolean {
  return Number.isSafeInteger(kopecks) && kopecks % KOPECKS_PER_UAH === 0;
}

/** A price or a threshold rounded in the shopper's favour: the kopecks are dropped (149,50 is 149). */
export function hryvniasDown(kopecks: number): number {
  return Math.floor(kopecks / KOPECKS_PER_UAH) * KOPECKS_PER_UAH + 0;
}

/** A discount rounded in the shopper's favour: a started hryvnia is taken off whole (14,95 off is 15 off). */
export function hryvniasUp(kopecks: number): number {
  return Math.ceil(kopecks / KOPECKS_PER_UAH) * KOPECKS_PER_UAH + 0;
}

/**
 * What is wrong with an offer's price (and its old, crossed-out price), or null when nothing is: both positive
 * whole hryvnias. Every write of an offer's price checks it, so no shopper is shown one sum and charged another.
 */
export function offerPriceProblem(priceKop: number, oldPriceKop: number | null = null): string | null {
  if (!Number.isSafeInteger(priceKop) || priceKop <= 0) return `price must be a positive whole number of kopecks, got ${priceKop}`;
  if (!isWholeHryvnias(priceKop)) return `price must be whole hryvnias, got ${priceKop} kopecks`;
  if (oldPriceKop === null) return null;
  if (!Number.isSafeInteger(oldPriceKop) || oldPriceKop <= 0)
    return `old price must be a positive whole number of kopecks, got ${oldPriceKop}`;
  if (!isWholeHryvnias(oldPriceKop)) return `old price must be whole hryvnias, got ${oldPriceKop} kopecks`;
  return null;
}

/** Throws on a price `offerPriceProblem` refuses: a caller that writes one has a bug, not bad input from a person. */
export function assertOfferPrice(priceKop: number, oldPriceKop: number | null = null): void {
  const problem = offerPriceProblem(priceKop, oldPriceKop);
  if (problem !== null) throw new RangeError(problem);
}

function groupThousands(digits: string): string {
  // Hand-made rather than Intl: a Node built without full ICU and some browsers disagree on the
  // separator (U+00A0 vs U+202F), and server-rendered HTML must match the client byte for byte.
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += PRICE_SPACE;
    out += digits[i];
  }
  return out;
}

/** Whole hryvnias, ru-style grouping: formatPrice(12345.67) === '12 346 ₴' (spaces are U+00A0). */
export function formatPrice(uah: number): string {
  if (!Number.isFinite(uah)) throw new RangeError(`Price must be finite: ${uah}`);
  const whole = roundHalfAwayFromZero(uah);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Price out of range: ${uah}`);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.abs(whole)))}${PRICE_SPACE}${CURRENCY_SIGN}`;
}
