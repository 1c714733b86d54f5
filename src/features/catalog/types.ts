import type { paths } from '../../lib/api-schema';

type Json<P extends keyof paths> = paths[P]['get'] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;

export type CategoryPageData = Json<'/api/catalog/{*}'>;
export type BrandPageData = Json<'/api/brand/{id}'>;
export type BrandListData = Json<'/api/brand'>;
export type QuizResultData = Json<'/api/catalog/{categoryId}/quiz'>;

/** A page with a product listing: a category or a brand. */
export type ListingPage = CategoryPageData | BrandPageData;
export type ProductsBlock = ListingPage['data']['products'];
export type SortOption = ListingPage['data']['sort'][number];
export type QuizAttribute = CategoryPageData['data']['quiz_attributes'][number];
export type CategoryData = CategoryPageData['data'];
