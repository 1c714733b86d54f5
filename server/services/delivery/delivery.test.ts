import { describe, expect, it } from 'vitest';
import { foldPlaceName, parseOrderItems } from './delivery';

describe('foldPlaceName', () => {
  it.each([
    ['Кривий Ріг', 'кривий ріг'],
    ['КРИВИЙ-РІГ', 'кривий ріг'],
    ['  Івано-Франківськ ', 'івано франківськ'],
    ['Кам’янець', 'камянець'],
    ["Кам'янець", 'камянець'],
    ['Камʼянець', 'камянець'],
    ['Ёлкино', 'елкино'],
  ])('%j -> %j', (input, expected) => {
    expect(foldPlaceName(input)).toBe(expected);
  });
});

describe('parseOrderItems', () => {
  it.each<[string[], { productId: number; qty: number }[]]>([
    [[], []],
    [['12:2'], [{ productId: 12, qty: 2 }]],
    [
      ['12:2', '40:1'],
      [
        { productId: 12, qty: 2 },
        { productId: 40, qty: 1 },
      ],
    ],
    [['12:2', '12:3'], [{ productId: 12, qty: 5 }]],
  ])('%j', (entries, expected) => {
    expect(parseOrderItems(entries)).toEqual(expected);
  });
});
