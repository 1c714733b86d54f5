import { describe, expect, it } from 'vitest';
import { promoDiscountKop, spreadDiscount, type PromoTerms } from './promo-discount';

const percent = (p: number, minTotalKop = 0): PromoTerms => ({ percent: p, fixedKop: null, minTotalKop });
const fixed = (kop: number, minTotalKop = 0): PromoTerms => ({ percent: null, fixedKop: kop, minTotalKop });

describe('promoDiscountKop', () => {
  it.each<[string, number, PromoTerms, number]>([
    ['10% of 1000 ₴ is whole: 100 ₴', 100_000, percent(10), 10_000],
    ['10% of 149 ₴ is 14,90: the shopper gets 15 ₴ off', 14_900, percent(10), 1_500],
    ['15% of 299 ₴ is 44,85: 45 ₴ off', 29_900, percent(15), 4_500],
    ['5% of 1001 ₴ is 50,05: a started hryvnia counts, 51 ₴ off', 100_100, percent(5), 5_100],
    ['1% of 1 ₴ is a kopeck: 1 ₴ off', 100, percent(1), 100],
    ['fixed amount', 200_000, fixed(15_000), 15_000],
    ['a fixed amount with kopecks is taken off whole', 200_000, fixed(14_950), 15_000],
    ['fixed amount never exceeds the total', 10_000, fixed(15_000), 10_000],
    ['under the minimum total: nothing', 99_900, fixed(15_000, 100_000), 0],
    ['exactly at the minimum total', 100_000, fixed(15_000, 100_000), 15_000],
    ['empty order: nothing', 0, percent(50), 0],
    ['100% is the whole total', 12_300, percent(100), 12_300],
  ])('%s', (_name, total, terms, expected) => {
    expect(promoDiscountKop(total, terms)).toBe(expected);
  });
});

describe('spreadDiscount', () => {
  it.each<[string, number[], number, number[]]>([
    ['one order takes it all', [50_000], 1_000, [1_000]],
    ['proportional, exact', [30_000, 10_000], 4_000, [3_000, 1_000]],
    ['a hryvnia left over goes to the largest remainder', [10_000, 20_000], 1_000, [300, 700]],
    ['equal orders: the earlier one gets the odd hryvnia', [10_000, 10_000, 10_000], 10_000, [3_400, 3_300, 3_300]],
    ['no discount', [10_000, 20_000], 0, [0, 0]],
    ['a discount over the sum is capped at each total', [10_000, 20_000], 100_000, [10_000, 20_000]],
    ['a zero order gets nothing', [0, 50_000], 5_000, [0, 5_000]],
    ['tiny discount over many orders', [99_900, 100, 100], 100, [100, 0, 0]],
    ['odd hryvnias', [3_333_300, 3_333_300, 3_333_400], 1_000_100, [333_400, 333_300, 333_400]],
  ])('%s', (_name, totals, discount, expected) => {
    const parts = spreadDiscount(totals, discount);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(
      Math.min(
        discount,
        totals.reduce((a, b) => a + b, 0),
      ),
    );
    parts.forEach((part, i) => expect(part).toBeLessThanOrEqual(totals[i]!));
    parts.forEach((part) => expect(part % 100).toBe(0));
  });
});
