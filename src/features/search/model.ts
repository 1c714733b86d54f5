/**
 * The search page's state lives in its URL, `/search?query=…&categories=3,5&brand=7&page=2`, so a
 * shared or reloaded link shows the same results. A search the shopper starts (a new query, another
 * filter) opens page 1; moving between pages keeps the query and the filters; a link that names a page
 * opens that page, so Back from a product returns to it (docs/decisions/0008).
 */
import { idList } from '../../domain/catalog-query';
import { paths } from '../../domain/paths';

export interface SearchState {
  query: string;
  page: number;
  categories: number[];
  brands: number[];
  /** `exact=1`: what was typed, word for word, after a corrected answer offered it */
  exact: boolean;
}

export function parseSearchState(search: string): SearchState {
  const q = new URLSearchParams(search);
  const page = Number(q.get('page') ?? 1);
  return {
    query: (q.get('query') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    categories: idList(q.get('categories')),
    brands: idList(q.get('brand')),
    exact: q.get('exact') === '1',
  };
}

/** The page's link for a state; defaults stay out of it and ids are sorted, so one state has one URL. */
export function searchHref({
  query,
  page = 1,
  categories = [],
  brands = [],
  exact = false,
}: Partial<SearchState> & { query: string }): string {
  const list = (values: number[]) => [...new Set(values)].sort((a, b) => a - b).join(',');
  return [
    paths.search(query),
    ...(categories.length ? [`categories=${list(categories)}`] : []),
    ...(brands.length ? [`brand=${list(brands)}`] : []),
    ...(exact ? ['exact=1'] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ].join('&');
}

const toggled = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

export const toggleCategory = (s: SearchState, id: number): SearchState => ({ ...s, page: 1, categories: toggled(s.categories, id) });
export const toggleBrand = (s: SearchState, id: number): SearchState => ({ ...s, page: 1, brands: toggled(s.brands, id) });
export const withoutFilters = (s: SearchState): SearchState => ({ ...s, page: 1, categories: [], brands: [] });
export const atPage = (s: SearchState, page: number): SearchState => ({ ...s, page });
