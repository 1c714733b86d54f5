import { describe, expect, it } from 'vitest';
import { catalogSearch, EMPTY_QUERY, isIndexable, parseCatalogQuery, type CatalogQuery } from './catalog-query';

describe('parseCatalogQuery', () => {
  it.each<[string, Partial<CatalogQuery>]>([
    ['', {}],
    ['?page=3', { page: 3 }],
    ['?page=0', {}],
    ['?page=-2', {}],
    ['?page=2.5', {}],
    ['?page=abc', {}],
    ['?sort=cheap', { sort: 'cheap' }],
    ['?sort=rating', { sort: 'rating' }],
    ['?sort=random', {}],
    ['?brand=7,3,3', { brands: [3, 7] }],
    ['?brand=3,x,0,-1,7', { brands: [3, 7] }],
    ['?values=45,12', { values: [12, 45] }],
    ['?price=100-500', { price: { from: 100, to: 500 } }],
    ['?price=500-100', { price: { from: 100, to: 500 } }],
    ['?price=100', {}],
    ['?price=a-b', {}],
    [
      '?brand=3&values=12&price=0-99999&sort=new&page=2',
      { brands: [3], values: [12], price: { from: 0, to: 99999 }, sort: 'new', page: 2 },
    ],
  ])('%s', (search, expected) => {
    expect(parseCatalogQuery(search)).toEqual({ ...EMPTY_QUERY, ...expected });
  });
});

describe('catalogSearch', () => {
  it.each<[Partial<CatalogQuery>, string]>([
    [{}, ''],
    [{ page: 1, sort: 'popular' }, ''],
    [{ page: 2 }, '?page=2'],
    [{ brands: [7, 3, 7] }, '?brand=3,7'],
    [{ values: [45, 12] }, '?values=12,45'],
    [{ price: { from: 99.6, to: 500.2 } }, '?price=100-500'],
    [{ sort: 'expensive', page: 4, brands: [1] }, '?brand=1&sort=expensive&page=4'],
  ])('%j -> %s', (query, expected) => {
    expect(catalogSearch(query)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const query: CatalogQuery = { page: 3, sort: 'rating', brands: [2, 9], values: [5], price: { from: 10, to: 20 } };
    expect(parseCatalogQuery(catalogSearch(query))).toEqual(query);
  });
});

describe('isIndexable', () => {
  it.each<[Partial<CatalogQuery>, boolean]>([
    [{}, true],
    [{ page: 5 }, true],
    [{ brands: [3] }, true],
    [{ values: [12] }, true],
    [{ brands: [3], values: [12] }, false],
    [{ brands: [3, 4] }, false],
    [{ price: { from: 1, to: 2 } }, false],
    [{ sort: 'cheap' }, false],
  ])('%j -> %s', (query, expected) => {
    expect(isIndexable({ ...EMPTY_QUERY, ...query })).toBe(expected);
  });
});
