import { catalogSearch, parseCatalogQuery } from '../domain/catalog-query';
import type { PageParams } from '../domain/paths';
import { api, apiLang } from '../lib/api';
import { answer } from './answer';
import type { ResponseOf } from './types';

export type CategoryPageData = ResponseOf<'/api/catalog/{*}'>;
export type BrandPageData = ResponseOf<'/api/brand/{id}'>;
export type BrandListData = ResponseOf<'/api/brand'>;
export type QuizResultData = ResponseOf<'/api/catalog/{categoryId}/quiz'>;

/** A page with a product listing: a category or a brand. */
export type ListingPage = CategoryPageData | BrandPageData;
export type ProductsBlock = ListingPage['data']['products'];
export type SortOption = ListingPage['data']['sort'][number];
export type QuizAttribute = CategoryPageData['data']['quiz_attributes'][number];
export type CategoryData = CategoryPageData['data'];

/** The API query of a listing state: the same `brand, values, price, sort, page` the page URL carries. */
function listingQuery(search: string) {
  const query = parseCatalogQuery(search);
  const written = new URLSearchParams(catalogSearch(query));
  const part = (name: string) => written.get(name) ?? undefined;
  return { page: query.page, sort: part('sort'), brand: part('brand'), values: part('values'), price: part('price') };
}

let recent: { key: string; at: number; promise: Promise<ListingPage> } | null = null;

/**
 * The catalogue-redirect guard and the page ask for the same answer one after the other; the second
 * call within a moment reuses the first request.
 */
function shared<P extends ListingPage>(key: string, request: () => Promise<P>): Promise<P> {
  const fullKey = `${apiLang()}:${key}`;
  if (!recent || recent.key !== fullKey || Date.now() - recent.at > 2000) recent = { key: fullKey, at: Date.now(), promise: request() };
  return recent.promise as Promise<P>;
}

export function fetchCategoryPage(path: string, search: string): Promise<CategoryPageData> {
  // The route is a catch-all (`/api/catalog/*`), which openapi-fetch cannot fill in: the concrete path is
  // passed as it is, typed against the catch-all.
  const url = `/api/catalog/${path.split('/').map(encodeURIComponent).join('/')}` as '/api/catalog/{*}';
  return shared(`catalog/${path}${catalogSearch(parseCatalogQuery(search))}`, () =>
    answer(api.GET(url, { params: { path: { '*': path }, query: listingQuery(search) } })),
  );
}

export function fetchBrandPage(id: number, search: string): Promise<BrandPageData> {
  // A brand page is already narrowed to its brand; the query has no brand of its own.
  const { brand: _brand, ...query } = listingQuery(search);
  return shared(`brand/${id}${catalogSearch({ ...parseCatalogQuery(search), brands: [] })}`, () =>
    answer(api.GET('/api/brand/{id}', { params: { path: { id }, query } })),
  );
}

export const fetchBrands = () => answer(api.GET('/api/brand'));

export const fetchQuizProducts = (categoryId: number, values: number[]) =>
  answer(api.GET('/api/catalog/{categoryId}/quiz', { params: { path: { categoryId }, query: values.length ? { values: values.join(',') } : {} } }));

/** The listing a page of the catalogue-redirect guard shows: a category (`key`, `rest`) or a brand (`id`). */
function fetchListing(params: PageParams, search: string): Promise<ListingPage> {
  return params.id ? fetchBrandPage(Number(params.id), search) : fetchCategoryPage(catalogPath(params), search);
}

/** docs/product-rules.md#catalogue: a response with redirect_path goes back to the caller for redirecting and is not stored. */
export async function catalogueRedirect(params: PageParams, search: string): Promise<string | null> {
  try {
    const page = await fetchListing(params, search);
    if (page.redirect_path) recent = null;
    return page.redirect_path;
  } catch {
    // The page shows the failure itself (not found, offline).
    return null;
  }
}

export function catalogPath(params: PageParams): string {
  return `${params.key ?? ''}${params.rest ?? ''}`;
}
