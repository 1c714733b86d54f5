import { describe, it, expect } from 'vitest';
import {
  PRICE_SPACE,
  assertOfferPrice,
  formatPrice,
  hryvniasDown,
  hryvniasUp,
  isWholeHryvnias,
  kopecksToUah,
  offerPriceProblem,
  uahToKopecks,
} from './money';

const s = PRICE_SPACE;

describe('PRICE_SPACE', () => {
  it('is a no-break space', () => {
    expect(PRICE_SPACE).toBe('\u00a0');
  });
});

describe('formatPrice', () => {
  it.each<[number, string]>([
    [0, `0${s}₴`],
    [-0, `0${s}₴`],
    [1, `1${s}₴`],
    [999, `999${s}₴`],
    [1000, `1${s}000${s}₴`],
    [1299, `1${s}299${s}₴`],
    [12345.67, `12${s}346${s}₴`],
    [99999, `99${s}999${s}₴`],
    [100000, `100${s}000${s}₴`],
    [999999.5, `1${s}000${s}000${s}₴`],
    [1000000, `1${s}000${s}000${s}₴`],
    [0.49, `0${s}₴`],
    [0.5, `1${s}₴`],
    [2.5, `3${s}₴`],
    [1299.4999, `1${s}299${s}₴`],
    [-0.4, `0${s}₴`],
    [-0.5, `-1${s}₴`],
    [-1299, `-1${s}299${s}₴`],
  ])('formatPrice(%s) === %j', (uah, expected) => {
    expect(formatPrice(uah)).toBe(expected);
  });

  it('never contains a plain space, so a price cannot wrap', () => {
    expect(formatPrice(1234567)).not.toContain(' ');
  });

  it.each([NaN, Infinity, -Infinity, 1e300])('throws for %s', (uah) => {
    expect(() => formatPrice(uah)).toThrow(RangeError);
  });
});

describe('kopecksToUah', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 0.01],
    [99, 0.99],
    [100, 1],
    [129900, 1299],
    [1234567, 12345.67],
    [-50, -0.5],
  ])('%i kopecks -> %s UAH', (kopecks, uah) => {
    expect(kopecksToUah(kopecks)).toBe(uah);
  });

  it.each([0.5, NaN, Infinity, 2 ** 53])('throws for %s', (kopecks) => {
    expect(() => kopecksToUah(kopecks)).toThrow(RangeError);
  });
});

describe('uahToKopecks', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.01, 1],
    [0.004, 0],
    [0.005, 1],
    [1.005, 101],
    [1.004, 100],
    [0.1 + 0.2, 30],
    [12345.67, 1234567],
    [1299, 129900],
    [-0.005, -1],
    [-0.004, 0],
    [-12.34, -1234],
  ])('%s UAH -> %i kopecks', (uah, kopecks) => {
    expect(uahToKopecks(uah)).toBe(kopecks);
  });

  it('does not return -0', () => {
    expect(Object.is(uahToKopecks(-0.001), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity, 1e300])('throws for %s', (uah) => {
    expect(() => uahToKopecks(uah)).toThrow(RangeError);
  });

  it.each([0, 1, 99, 100, 12345, 1234567, -501])('round-trips %i kopecks', (kopecks) => {
    expect(uahToKopecks(kopecksToUah(kopecks))).toBe(kopecks);
  });
});

describe("whole hryvnias, rounded in the shopper's favour", () => {
  it.each<[string, number, boolean, number, number]>([
    // name, kopecks, whole?, as a price (down), as a discount (up)
    ['zero', 0, true, 0, 0],
    ['a whole price', 15_000, true, 15_000, 15_000],
    ['half a hryvnia over: 149,50', 14_950, false, 14_900, 15_000],
    ['a kopeck over', 14_901, false, 14_900, 15_000],
    ['a kopeck under', 14_999, false, 14_900, 15_000],
    ['under one hryvnia', 50, false, 0, 100],
    ['a fraction of a kopeck (a percentage)', 1_494.5, false, 1_400, 1_500],
    ['a large whole sum', 123_456_700, true, 123_456_700, 123_456_700],
  ])('%s', (_name, kopecks, whole, down, up) => {
    expect(isWholeHryvnias(kopecks)).toBe(whole);
    expect(hryvniasDown(kopecks)).toBe(down);
    expect(hryvniasUp(kopecks)).toBe(up);
  });
});

describe('offerPriceProblem', () => {
  it.each<[string, number, number | null, RegExp | null]>([
    ['a whole price', 14_900, null, null],
    ['a whole price and a whole old price', 14_900, 19_900, null],
    ['a price with kopecks', 14_950, null, /^price must be whole hryvnias/],
    ['an old price with kopecks', 14_900, 19_950, /^old price must be whole hryvnias/],
    ['zero', 0, null, /^price must be a positive/],
    ['negative', -100, null, /^price must be a positive/],
    ['a fraction of a kopeck', 100.5, null, /^price must be a positive whole number of kopecks/],
    ['a zero old price', 14_900, 0, /^old price must be a positive/],
  ])('%s', (_name, price, old, problem) => {
    const found = offerPriceProblem(price, old);
    if (problem === null) {
      expect(found).toBeNull();
      expect(() => assertOfferPrice(price, old)).not.toThrow();
    } else {
      expect(found).toMatch(problem);
      expect(() => assertOfferPrice(price, old)).toThrow(RangeError);
    }
  });
});
