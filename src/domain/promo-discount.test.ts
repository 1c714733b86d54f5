import { describe, expect, it } from 'vitest';
import { promoDiscountKop, spreadDiscount, type PromoTerms } from './promo-discount';

const percent = (p: number, minTotalKop = 0): PromoTerms => ({ percent: p, fixedKop: null, minTotalKop });
const fixed = (kop: number, minTotalKop = 0): PromoTerms => ({ percent: null, fixedKop: kop, minTotalKop });

describe('promoDiscountKop', () => {
  it.each<[string, number, PromoTerms, number]>([
    ['10% of 1000.00', 100_000, percent(10), 10_000],
    ['percent rounds half up to a kopeck', 105, percent(10), 11],
    ['percent rounds down below half', 104, percent(10), 10],
    ['fixed amount', 200_000, fixed(15_000), 15_000],
    ['fixed amount never exceeds the total', 10_000, fixed(15_000), 10_000],
    ['under the minimum total: nothing', 99_999, fixed(15_000, 100_000), 0],
    ['exactly at the minimum total', 100_000, fixed(15_000, 100_000), 15_000],
    ['empty order: nothing', 0, percent(50), 0],
    ['100% is the whole total', 12_345, percent(100), 12_345],
  ])('%s', (_name, total, terms, expected) => {
    expect(promoDiscountKop(total, terms)).toBe(expected);
  });
});

describe('spreadDiscount', () => {
  it.each<[string, number[], number, number[]]>([
    ['one order takes it all', [50_000], 1_000, [1_000]],
    ['proportional, exact', [30_000, 10_000], 4_000, [3_000, 1_000]],
    ['a kopeck left over goes to the largest remainder', [10_000, 20_000], 1_000, [333, 667]],
    ['equal orders: the earlier one gets the odd kopeck', [100, 100, 100], 100, [34, 33, 33]],
    ['no discount', [100, 200], 0, [0, 0]],
    ['a discount over the sum is capped at each total', [100, 200], 1_000, [100, 200]],
    ['a zero order gets nothing', [0, 500], 50, [0, 50]],
    ['tiny discount over many orders', [999, 1, 1], 1, [1, 0, 0]],
    ['odd kopecks', [33_333, 33_333, 33_334], 10_001, [3_334, 3_333, 3_334]],
  ])('%s', (_name, totals, discount, expected) => {
    const parts = spreadDiscount(totals, discount);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, totals.reduce((a, b) => a + b, 0)));
    parts.forEach((part, i) => expect(part).toBeLessThanOrEqual(totals[i]!));
  });
});
