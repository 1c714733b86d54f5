import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../api/types';
import { historyOptions, liveOptions, nextActive } from './suggestions';

const card = { id: 41, base_product_id: 7, title: 'Олія CBD' } as ProductCard;
const result = { products: [card], categories: [{ id: 3, name: 'Олії', url: '/catalog/c3', count: 5 }], total: 12 };

describe('suggestion options', () => {
  it('lead each history query to its results', () => {
    expect(historyOptions(['олія', 'a&b'])).toEqual([
      { kind: 'history', query: 'олія', href: '/search?query=%D0%BE%D0%BB%D1%96%D1%8F' },
      { kind: 'history', query: 'a&b', href: '/search?query=a%26b' },
    ]);
  });

  it('list categories, then products, then all results', () => {
    expect(liveOptions({ query: 'олі', result })).toEqual([
      { kind: 'category', id: 3, name: 'Олії', count: 5, href: '/catalog/c3' },
      { kind: 'product', product: card, href: '/product/41' },
      { kind: 'all', total: 12, href: '/search?query=%D0%BE%D0%BB%D1%96' },
    ]);
  });

  it.each<[string, number]>([
    ['ол', 0],
    ['олі', 1],
  ])('offer all results for %j only when it can be searched (%i)', (query, all) => {
    expect(liveOptions({ query, result }).filter((o) => o.kind === 'all')).toHaveLength(all);
  });

  it('offer no "all results" when nothing matches', () => {
    expect(liveOptions({ query: 'щось', result: { products: [], categories: [], total: 0 } })).toEqual([]);
  });
});

describe('nextActive', () => {
  it.each<[number, number, 'ArrowDown' | 'ArrowUp', number]>([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [-1, 0, 'ArrowDown', -1],
    [5, 3, 'ArrowDown', 0],
  ])('from %i of %i, %s -> %i', (active, count, key, next) => {
    expect(nextActive(active, count, key)).toBe(next);
  });
});
