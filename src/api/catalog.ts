import { catalogSearch, parseCatalogQuery } from '../domain/catalog-query';
import type { PageParams } from '../domain/paths';
import { api, retried } from '../lib/api';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type CategoryPageData = ResponseOf<'/api/catalog/{path}'>;
export type BrandPageData = ResponseOf<'/api/brand/{id}'>;
export type BrandListData = ResponseOf<'/api/brand'>;
export type QuizResultData = ResponseOf<'/api/catalog/{categoryId}/quiz'>;

export type SellerProductsData = ResponseOf<'/api/seller-info/{seller_id}/products'>;
export type PromotionPageData = ResponseOf<'/api/promotions/{slug}'>;
/** A page with a product listing: a category, a brand, a seller's products or a promotion's goods. */
export type ListingPage = CategoryPageData | BrandPageData | SellerProductsData | PromotionPageData;
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

export function fetchCategoryPage(path: string, search: string): Promise<CategoryPageData> {
  // The route is a catch-all (`/api/catalog/*`), which openapi-fetch cannot fill in: the concrete path is
  // passed as it is, typed against the catch-all.
  const url = `/api/catalog/${path.split('/').map(encodeURIComponent).join('/')}` as '/api/catalog/{path}';
  // A page's own data: asked again after a passing failure (retried), as every listing page's read is here.
  return bodyOf(api.GET(url, { ...retried, params: { path: { path }, query: listingQuery(search) } }));
}

export function fetchBrandPage(id: number, search: string): Promise<BrandPageData> {
  // A brand page is already narrowed to its brand; the query has no brand of its own.
  const { brand: _brand, ...query } = listingQuery(search);
  return bodyOf(api.GET('/api/brand/{id}', { ...retried, params: { path: { id }, query } }));
}

/** A storefront's products tab, or with `categoryId` one of its category pages. */
export const fetchSellerProducts = (sellerId: number, search: string, categoryId?: number): Promise<SellerProductsData> =>
  bodyOf(
    api.GET('/api/seller-info/{seller_id}/products', {
      ...retried,
      params: {
        path: { seller_id: sellerId },
        query: { ...listingQuery(search), ...(categoryId !== undefined && { category: categoryId }) },
      },
    }),
  );

export const fetchPromotionPage = (slug: string, search: string): Promise<PromotionPageData> =>
  bodyOf(api.GET('/api/promotions/{slug}', { ...retried, params: { path: { slug }, query: listingQuery(search) } }));

export const fetchBrands = () => bodyOf(api.GET('/api/brand'));

export const fetchQuizProducts = (categoryId: number, values: number[]) =>
  bodyOf(
    api.GET('/api/catalog/{categoryId}/quiz', {
      params: { path: { categoryId }, query: values.length ? { values: values.join(',') } : {} },
    }),
  );

export function catalogPath(params: PageParams): string {
  return `${params.key ?? ''}${params.rest ?? ''}`;
}
