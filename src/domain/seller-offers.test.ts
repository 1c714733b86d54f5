import { describe, expect, it } from 'vitest';
import { offerPriceProblem } from './money';
import { offerStockState, priceChangedByPercent } from './seller-offers';

describe('an offer’s stock state', () => {
  it.each([
    [0, 'out_of_stock'],
    [1, 'low_stock'],
    [5, 'low_stock'],
    [6, 'in_stock'],
    [500, 'in_stock'],
  ] as const)('%i left is %s', (stock, state) => {
    expect(offerStockState(stock)).toBe(state);
  });
});

describe('a price changed by a percentage', () => {
  it.each([
    [100_00, 10, 110_00],
    [149_00, 10, 164_00], // 163,90 is 164
    [149_00, 5, 156_00], // 156,45 is 156
    [999_00, 0, 999_00],
    [200_00, -25, 150_00],
    [1_00, -90, 1_00], // never below one hryvnia
    [3_00, 100, 6_00],
  ])('%i kopecks changed by %i %% is %i', (price, percent, expected) => {
    const changed = priceChangedByPercent(price, percent);
    expect(changed).toBe(expected);
    expect(offerPriceProblem(changed)).toBeNull();
  });
});
