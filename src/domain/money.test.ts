import { describe, it, expect } from 'vitest';
import { PRICE_SPACE, formatPrice, kopecksToUah, uahToKopecks } from './money';

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
