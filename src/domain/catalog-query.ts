/**
 * The state of a product listing (category, brand) in its URL query, read and written the same way by
 * the server and the app, so a shared or reloaded link shows the same page:
 * `?brand=3,7&values=12,45&price=100-500&sort=cheap&page=2`. Ids are sorted, defaults are left out,
 * and unreadable parts are dropped rather than failing the page.
 */

export const SORTS = ['popular', 'cheap', 'expensive', 'new', 'rating'] as const;
export type SortKey = (typeof SORTS)[number];
const DEFAULT_SORT: SortKey = 'popular';

export interface PriceRange {
  from: number;
  to: number;
}

export interface CatalogQuery {
  page: number;
  sort: SortKey;
  brands: number[];
  /** characteristic value ids */
  values: number[];
  /** whole UAH; null when the shopper has not narrowed the price */
  price: PriceRange | null;
}

export const EMPTY_QUERY: CatalogQuery = { page: 1, sort: DEFAULT_SORT, brands: [], values: [], price: null };

/** The ids of a comma-separated query value (brands, values, categories): each once, ascending, the rest dropped. */
export const idList = (raw: string | null): number[] =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .filter((s) => /^[1-9]\d{0,9}$/.test(s))
        .map(Number),
    ),
  ].sort((a, b) => a - b);

function priceRange(raw: string | null): PriceRange | null {
  const m = /^(\d{1,7})-(\d{1,7})$/.exec(raw ?? '');
  if (!m) return null;
  const [from, to] = [Number(m[1]), Number(m[2])];
  return from <= to ? { from, to } : { from: to, to: from };
}

export function parseCatalogQuery(search: string | URLSearchParams): CatalogQuery {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(q.get('page') ?? 1);
  const sort = q.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_SORT,
    brands: idList(q.get('brand')),
    values: idList(q.get('values')),
    price: priceRange(q.get('price')),
  };
}

/** The query string for a state, `?…` or '' for the plain listing. Commas stay readable. */
export function catalogSearch(query: Partial<CatalogQuery>): string {
  const q = { ...EMPTY_QUERY, ...query };
  const parts: string[] = [];
  const ids = (list: number[]) => [...new Set(list)].sort((a, b) => a - b).join(',');
  if (q.brands.length) parts.push(`brand=${ids(q.brands)}`);
  if (q.values.length) parts.push(`values=${ids(q.values)}`);
  if (q.price) parts.push(`price=${Math.round(q.price.from)}-${Math.round(q.price.to)}`);
  if (q.sort !== DEFAULT_SORT) parts.push(`sort=${q.sort}`);
  if (q.page > 1) parts.push(`page=${q.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export const hasFilters = (q: CatalogQuery) => q.brands.length > 0 || q.values.length > 0 || q.price !== null;

/**
 * Which listings search engines should index: the plain one and those narrowed by a single brand or a
 * single characteristic (landing pages people search for). Combinations, prices and re-sorts are not.
 */
export function isIndexable(q: CatalogQuery): boolean {
  return q.sort === DEFAULT_SORT && q.price === null && q.brands.length + q.values.length <= 1;
}
