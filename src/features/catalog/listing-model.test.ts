import { describe, expect, it } from 'vitest';
import { selectedFilterCount, showPriceChip } from '../../domain/catalog-filters';
import { catalogSearch, parseCatalogQuery, type CatalogQuery } from '../../domain/catalog-query';
import { DEFAULT_PRICE_RANGE } from '../../domain/limits';
import { card, categoryPage } from './listing-fixtures';
import {
  appendPage,
  clearWhenEmpty,
  filterChips,
  priceFilter,
  toggleBrand,
  toggleValue,
  withoutChip,
  withoutFilters,
  withPrice,
  type FilterChip,
} from './listing-model';

const state = (search: string) => parseCatalogQuery(search);
const url = (q: CatalogQuery) => catalogSearch(q);

describe('URL state transitions', () => {
  it.each<[string, string, (q: CatalogQuery) => CatalogQuery, string]>([
    ['ticking a brand starts again at page 1', '?sort=cheap&page=4', (q) => toggleBrand(q, 7), '?brand=7&sort=cheap'],
    ['ticking a second brand', '?brand=7&page=2', (q) => toggleBrand(q, 3), '?brand=3,7'],
    ['unticking a brand', '?brand=3,7&page=3', (q) => toggleBrand(q, 7), '?brand=3'],
    ['ticking a value keeps the brands', '?brand=3&page=2', (q) => toggleValue(q, 45), '?brand=3&values=45'],
    ['unticking the last value', '?values=45', (q) => toggleValue(q, 45), ''],
    ['a narrower price', '?brand=3&page=2', (q) => withPrice(q, { from: 200, to: 500 }, { min: 100, max: 900 }), '?brand=3&price=200-500'],
    [
      'the full price range leaves the URL',
      '?price=200-500&page=2',
      (q) => withPrice(q, { from: 100, to: 900 }, { min: 100, max: 900 }),
      '',
    ],
    ['one end at its bound still narrows', '', (q) => withPrice(q, { from: 100, to: 500 }, { min: 100, max: 900 }), '?price=100-500'],
    ['removing the price chip', '?brand=3&price=200-500&page=2', (q) => withoutChip(q, { kind: 'price', from: 200, to: 500 }), '?brand=3'],
    [
      'removing a brand chip',
      '?brand=3,7&values=45&page=2',
      (q) => withoutChip(q, { kind: 'brand', id: 3, name: 'A' }),
      '?brand=7&values=45',
    ],
    [
      'removing a characteristic chip',
      '?brand=3&values=12,45',
      (q) => withoutChip(q, { kind: 'value', id: 12, name: '10%', attribute: 'C' }),
      '?brand=3&values=45',
    ],
    ['reset keeps the sort', '?brand=3&values=12&price=1-2&sort=expensive&page=3', withoutFilters, '?sort=expensive'],
    ['reset of the plain listing', '?page=2', withoutFilters, ''],
  ])('%s', (_name, from, action, expected) => {
    expect(url(action(state(from)))).toBe(expected);
  });
});

describe('clearWhenEmpty (docs/product-rules.md#catalogue)', () => {
  const full = categoryPage();
  const empty = categoryPage({ products: { content: [], pagination: { current_page: 1, last_page: 1, per_page: 24, total: 0 } } });
  const cleared = clearWhenEmpty(empty);
  const { min, max } = DEFAULT_PRICE_RANGE;

  it('leaves an answer with products as it is', () => {
    expect(clearWhenEmpty(full)).toBe(full);
  });

  it.each<[string, (p: typeof cleared) => unknown, unknown]>([
    ['products', (p) => p.data.products.content, []],
    ['items (the popular strip)', (p) => p.data.popular_products, []],
    ['brand filters', (p) => p.data.products.filters.brands, []],
    ['characteristic filters', (p) => p.data.products.filters.characteristics, []],
    [
      'price range, back to 0..99999',
      (p) => p.data.products.filters.price,
      { minPrice: min, maxPrice: max, minCurrentPrice: min, maxCurrentPrice: max },
    ],
    ['banners', (p) => p.data.banners, []],
    ['block', (p) => p.data.block, null],
    ['quiz flag', (p) => p.data.is_show_quiz, false],
    ['quiz questions', (p) => p.data.quiz_attributes, []],
    // what stays: how the shopper got here, and where else to go
    ['selected filters stay', (p) => p.data.products.selected_filters, empty.data.products.selected_filters],
    ['pagination stays', (p) => p.data.products.pagination, empty.data.products.pagination],
    ['sort stays', (p) => p.data.sort, empty.data.sort],
    ['h1 stays', (p) => p.data.h1, 'CBD oils'],
  ])('%s', (_name, pick, expected) => {
    expect(pick(cleared)).toEqual(expected);
  });

  it('does not change the answer it was given', () => {
    expect(empty.data.banners).toHaveLength(1);
    expect(empty.data.products.filters.brands).toHaveLength(2);
  });

  it('clears a brand page, which has no banners or quiz, the same way', () => {
    const {
      banners: _b,
      block: _bl,
      popular_products: _p,
      is_show_quiz: _q,
      quiz_attributes: _qa,
      widgets: _w,
      isLeaf: _l,
      sub_catalog: _s,
      virtual_children: _v,
      block_links: _k,
      ...listing
    } = empty.data;
    const brandPage = {
      ...empty,
      data: { ...listing, brand: { id: 3, name: 'Green Meadow', country: 'Україна', description: '', logo: empty.data.banners[0]!.image } },
    };
    const result = clearWhenEmpty(brandPage);
    expect(result.data.products.filters.brands).toEqual([]);
    expect(result.data).not.toHaveProperty('banners');
  });
});

describe('filter chips and count', () => {
  it('price (when moved), then brands, then characteristics', () => {
    const products = categoryPage().data.products;
    const chips = filterChips(products, showPriceChip(priceFilter(products.filters)));
    expect(chips).toEqual<FilterChip[]>([
      { kind: 'price', from: 200, to: 900 },
      { kind: 'brand', id: 3, name: 'Green Meadow' },
      { kind: 'value', id: 12, name: '10%', attribute: 'Концентрація' },
    ]);
    expect(selectedFilterCount({ price: priceFilter(products.filters), ...products.selected_filters })).toBe(chips.length);
  });

  it('no price chip for the untouched range', () => {
    const products = categoryPage({
      products: {
        filters: {
          ...categoryPage().data.products.filters,
          price: { minPrice: 100, maxPrice: 900, minCurrentPrice: 100, maxCurrentPrice: 900 },
        },
      },
    }).data.products;
    expect(showPriceChip(priceFilter(products.filters))).toBe(false);
    expect(filterChips(products, false).map((c) => c.kind)).toEqual(['brand', 'value']);
  });
});

describe('appendPage ("show more")', () => {
  it('appends the next products and takes the new pagination', () => {
    const first = categoryPage();
    const second = categoryPage({
      products: { content: [card(3), card(4)], pagination: { current_page: 2, last_page: 3, per_page: 2, total: 6 } },
    });
    const joined = appendPage(first, second);
    expect(joined.data.products.content.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(joined.data.products.pagination.current_page).toBe(2);
    expect(joined.data.products.filters).toBe(first.data.products.filters);
  });

  it('does not show a product twice when the list shifted between the calls', () => {
    const joined = appendPage(categoryPage(), categoryPage({ products: { content: [card(2), card(3)] } }));
    expect(joined.data.products.content.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
