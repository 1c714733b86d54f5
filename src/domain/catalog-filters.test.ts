import { describe, it, expect } from 'vitest';
import { selectedFilterCount, showPriceChip, type PriceFilter } from './catalog-filters';

const full: PriceFilter = { min: 100, max: 5000, currentMin: 100, currentMax: 5000 };

describe('showPriceChip', () => {
  it.each<[string, PriceFilter, boolean]>([
    ['untouched', full, false],
    ['lower end moved by one', { ...full, currentMin: 101 }, true],
    ['upper end moved by one', { ...full, currentMax: 4999 }, true],
    ['both ends moved', { ...full, currentMin: 200, currentMax: 300 }, true],
    ['current outside the range', { ...full, currentMin: 0 }, true],
    ['fractional difference', { ...full, currentMax: 4999.99 }, true],
    ['default range untouched', { min: 0, max: 99999, currentMin: 0, currentMax: 99999 }, false],
  ])('%s -> %s', (_name, price, expected) => {
    expect(showPriceChip(price)).toBe(expected);
  });
});

describe('selectedFilterCount', () => {
  it.each<[string, PriceFilter, unknown[], unknown[], number]>([
    ['nothing selected', full, [], [], 0],
    ['price only', { ...full, currentMin: 500 }, [], [], 1],
    ['price, both ends, still one', { ...full, currentMin: 500, currentMax: 600 }, [], [], 1],
    ['brands only', full, [1, 2], [], 2],
    ['characteristics only', full, [], [{ id: 7 }], 1],
    ['everything', { ...full, currentMax: 1000 }, [1, 2, 3], [{ id: 1 }, { id: 2 }], 6],
  ])('%s -> %i', (_name, price, brands, characteristics, expected) => {
    expect(selectedFilterCount({ price, brands, characteristics })).toBe(expected);
  });
});
