/**
 * The rules of a product listing (category or brand page) as pure functions: how a shopper's action
 * changes the URL state, what an answer without products leaves on the page, how "show more" joins
 * pages. The hook that holds a page's state lives in listing-context.tsx.
 */
import type { PriceFilter } from '../../domain/catalog-filters';
import { catalogSearch, EMPTY_QUERY, parseCatalogQuery, type CatalogQuery, type PriceRange } from '../../domain/catalog-query';
import { DEFAULT_PRICE_RANGE } from '../../domain/limits';
import type { ListingPage, ProductsBlock } from '../../api/catalog';

/** One state of a listing in one form, whatever order or extra parameters the URL had. */
export const normalSearch = (search: string) => catalogSearch(parseCatalogQuery(search));

/** The search of the page after the ones shown, keeping their filters and sort; null on the last page. */
export function nextPageSearch(shown: string, page: ListingPage): string | null {
  const { current_page, last_page } = page.data.products.pagination;
  return current_page < last_page ? catalogSearch({ ...parseCatalogQuery(shown), page: current_page + 1 }) : null;
}

const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

// A different set of products starts again at its first page; the chosen sort stays.
export const toggleBrand = (q: CatalogQuery, id: number): CatalogQuery => ({ ...q, page: 1, brands: toggled(q.brands, id) });
export const toggleValue = (q: CatalogQuery, id: number): CatalogQuery => ({ ...q, page: 1, values: toggled(q.values, id) });

/** The full range means "any price": it leaves the URL rather than pinning today's bounds into it. */
export function withPrice(q: CatalogQuery, range: PriceRange, bounds: { min: number; max: number }): CatalogQuery {
  const any = range.from <= bounds.min && range.to >= bounds.max;
  return { ...q, page: 1, price: any ? null : range };
}

export type FilterChip =
  | { kind: 'price'; from: number; to: number }
  | { kind: 'brand'; id: number; name: string }
  | { kind: 'value'; id: number; name: string; attribute: string };

export function withoutChip(q: CatalogQuery, chip: FilterChip): CatalogQuery {
  if (chip.kind === 'price') return { ...q, page: 1, price: null };
  if (chip.kind === 'brand') return { ...q, page: 1, brands: q.brands.filter((id) => id !== chip.id) };
  return { ...q, page: 1, values: q.values.filter((id) => id !== chip.id) };
}

export const withoutFilters = (q: CatalogQuery): CatalogQuery => ({ ...EMPTY_QUERY, sort: q.sort });

export const priceFilter = ({ price }: ProductsBlock['filters']): PriceFilter => ({
  min: price.minPrice,
  max: price.maxPrice,
  currentMin: price.minCurrentPrice,
  currentMax: price.maxCurrentPrice,
});

/** The chips above the list, in the order the shopper reads them: price, brands, characteristics. */
export function filterChips(products: ProductsBlock, showPrice: boolean): FilterChip[] {
  const { price } = products.filters;
  return [
    ...(showPrice ? [{ kind: 'price' as const, from: price.minCurrentPrice, to: price.maxCurrentPrice }] : []),
    ...products.selected_filters.brands.map((b) => ({ kind: 'brand' as const, id: b.id, name: b.name })),
    ...products.selected_filters.characteristics.map((c) => ({ kind: 'value' as const, id: c.id, name: c.value, attribute: c.attribute })),
  ];
}

/**
 * docs/product-rules.md#catalogue: an answer without products clears the products, the other product items of the page
 * (the popular strip), the filters, the price range (back to 0..99999), banners, block and quiz.
 * What the shopper selected stays, so the chips still say why the list is empty and can be removed.
 */
export function clearWhenEmpty<P extends ListingPage>(page: P): P {
  const products = page.data.products;
  if (products.content.length > 0) return page;
  const { min, max } = DEFAULT_PRICE_RANGE;
  const data = {
    ...page.data,
    products: {
      ...products,
      content: [],
      filters: { brands: [], characteristics: [], price: { minPrice: min, maxPrice: max, minCurrentPrice: min, maxCurrentPrice: max } },
    },
  };
  if ('banners' in data) Object.assign(data, { popular_products: [], banners: [], block: null, is_show_quiz: false, quiz_attributes: [] });
  return { ...page, data };
}

/** "Show more": the next page's products join the list and its pagination replaces the old one. */
export function appendPage<P extends ListingPage>(page: P, next: ListingPage): P {
  const shown = new Set(page.data.products.content.map((p) => p.id));
  const products = {
    ...page.data.products,
    content: [...page.data.products.content, ...next.data.products.content.filter((p) => !shown.has(p.id))],
    pagination: next.data.products.pagination,
  };
  return { ...page, data: { ...page.data, products } };
}
