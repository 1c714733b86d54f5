import {
  catalogPath,
  fetchBrandPage,
  fetchBrands,
  fetchCategoryPage,
  fetchPromotionPage,
  fetchSellerProducts,
  type BrandListData,
  type BrandPageData,
  type CategoryPageData,
  type PromotionPageData,
  type SellerProductsData,
} from '../../api/catalog';
import { categoryIdFromKey, paths, type Lang, type PageParams } from '../../domain/paths';
import { loadResource, type ResourceDef } from '../../lib/resource';
import { normalSearch } from './listing-model';

/** One state of a category's listing; the key holds the state in one form, whatever order the URL had. */
export const categoryResource = (lang: Lang, path: string, search: string): ResourceDef<CategoryPageData> => ({
  key: `listing:${lang}:/catalog/${path}${normalSearch(search)}`,
  load: () => fetchCategoryPage(path, normalSearch(search)),
});

export const brandResource = (lang: Lang, id: number, search: string): ResourceDef<BrandPageData> => ({
  key: `listing:${lang}:${paths.brand(id)}${normalSearch(search)}`,
  load: () => fetchBrandPage(id, normalSearch(search)),
});

/** A storefront's products tab, or with `categoryId` one of its category pages. */
export const sellerProductsResource = (
  lang: Lang,
  sellerId: number,
  search: string,
  categoryId?: number,
): ResourceDef<SellerProductsData> => ({
  key: `listing:${lang}:${sellerProductsPath(sellerId, categoryId)}${normalSearch(search)}`,
  load: () => fetchSellerProducts(sellerId, normalSearch(search), categoryId),
});

export const sellerProductsPath = (sellerId: number, categoryId?: number) =>
  categoryId === undefined ? paths.seller(sellerId, 'products') : paths.sellerCategory(sellerId, categoryId);

/** The category of a storefront page's key: none on the products tab; null for a key that is no category (a 404). */
export function sellerCategoryOf(params: PageParams): number | undefined | null {
  return params.key === undefined ? undefined : categoryIdFromKey(params.key);
}

/** A promotion's goods (docs/product-rules.md#promotions): one state of its listing, with the promotion itself. */
export const promotionResource = (lang: Lang, slug: string, search: string): ResourceDef<PromotionPageData> => ({
  key: `listing:${lang}:${paths.promotion(slug)}${normalSearch(search)}`,
  load: () => fetchPromotionPage(slug, normalSearch(search)),
});

export const brandsResource = (lang: Lang): ResourceDef<BrandListData> => ({ key: `brands:${lang}`, load: fetchBrands });

export const categoryPageResources = (lang: Lang, params: PageParams, search: string) => [
  categoryResource(lang, catalogPath(params), search),
];
export const sellerProductsPageResources = (lang: Lang, params: PageParams, search: string) => {
  const categoryId = sellerCategoryOf(params);
  return categoryId === null ? [] : [sellerProductsResource(lang, Number(params.id), search, categoryId)];
};
export const promotionPageResources = (lang: Lang, params: PageParams, search: string) => [
  promotionResource(lang, params.slug ?? '', search),
];
export const brandPageResources = (lang: Lang, params: PageParams, search: string) => [brandResource(lang, Number(params.id), search)];

/**
 * docs/product-rules.md#catalogue: a listing answered with redirect_path lives elsewhere now; the guard sends the
 * shopper there. It reads the same answer the page will show (fetched once, as the address changed).
 */
export async function catalogueRedirect(lang: Lang, params: PageParams, search: string): Promise<string | null> {
  const [listing] = params.id ? brandPageResources(lang, params, search) : categoryPageResources(lang, params, search);
  try {
    return (await loadResource<{ redirect_path: string | null }>(listing!)).redirect_path;
  } catch {
    // The page shows the failure itself (not found, offline).
    return null;
  }
}
