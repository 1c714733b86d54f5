import { describe, expect, it } from 'vitest';
import { atPage, parseSearchState, searchHref, toggleBrand, toggleCategory, withoutFilters, type SearchState } from './model';

const state = (s: Partial<SearchState> = {}): SearchState => ({ query: 'олія', page: 1, categories: [], brands: [], exact: false, ...s });

describe('parseSearchState', () => {
  it.each<[string, SearchState]>([
    ['', state({ query: '' })],
    ['?query=%D0%BE%D0%BB%D1%96%D1%8F', state()],
    ['?query=+%D0%BE%D0%BB%D1%96%D1%8F+&page=3', state({ page: 3 })],
    ['?query=abc&page=0', state({ query: 'abc' })],
    ['?query=abc&page=-2', state({ query: 'abc' })],
    ['?query=abc&page=2.5', state({ query: 'abc' })],
    ['?query=abc&categories=5,3,x,3,0&brand=7', state({ query: 'abc', categories: [3, 5], brands: [7] })],
    ['?query=jksz&exact=1', state({ query: 'jksz', exact: true })],
    ['?query=jksz&exact=0', state({ query: 'jksz' })],
  ])('%j', (search, expected) => {
    expect(parseSearchState(search)).toEqual(expected);
  });
});

describe('searchHref', () => {
  it.each<[Partial<SearchState> & { query: string }, string]>([
    [{ query: 'олія' }, '/search?query=%D0%BE%D0%BB%D1%96%D1%8F'],
    [{ query: 'a&b', page: 1 }, '/search?query=a%26b'],
    [{ query: 'cbd', page: 2 }, '/search?query=cbd&page=2'],
    [{ query: 'cbd', categories: [5, 3], brands: [9], page: 4 }, '/search?query=cbd&categories=3,5&brand=9&page=4'],
    [{ query: 'jksz', exact: true }, '/search?query=jksz&exact=1'],
  ])('%j -> %s', (s, href) => {
    expect(searchHref(s)).toBe(href);
  });

  it('reads back what it writes', () => {
    const s = state({ query: 'м’язи & суглоби', page: 3, categories: [2, 8], brands: [1], exact: true });
    expect(parseSearchState(searchHref(s).split('?')[1]!)).toEqual(s);
  });
});

describe('docs/product-rules.md#search: another selection starts again at page 1, a page change keeps the rest', () => {
  const onPage3 = state({ page: 3, categories: [4], brands: [2] });

  it.each<[string, (s: SearchState) => SearchState, SearchState]>([
    ['checking a category', (s) => toggleCategory(s, 7), state({ categories: [4, 7], brands: [2] })],
    ['unchecking a category', (s) => toggleCategory(s, 4), state({ brands: [2] })],
    ['checking a brand', (s) => toggleBrand(s, 5), state({ categories: [4], brands: [2, 5] })],
    ['unchecking a brand', (s) => toggleBrand(s, 2), state({ categories: [4] })],
    ['resetting the filters', withoutFilters, state()],
    ['going to page 5', (s) => atPage(s, 5), state({ page: 5, categories: [4], brands: [2] })],
  ])('%s', (_, change, expected) => {
    expect(change(onPage3)).toEqual(expected);
  });
});
