import { api } from '../lib/api';
import { dataOf } from './answer';
import type { RequestBodyOf, ResponseOf } from './types';

/** docs/product-rules.md#catalogue-in-the-back-office: categories and brands, with the back office's own session. */
export type EditedCategory = ResponseOf<'/api/operator/catalogue/categories'>['data'][number];
type NewCategory = RequestBodyOf<'/api/operator/catalogue/categories'>;
export type CategoryTexts = RequestBodyOf<'/api/operator/catalogue/categories/{id}', 'put'>;
export type EditedBrand = ResponseOf<'/api/operator/catalogue/brands'>['data'][number];
export type BrandInput = RequestBodyOf<'/api/operator/catalogue/brands'>;

export const catalogueCategories = async () => dataOf(api.GET('/api/operator/catalogue/categories', {}));
export const createCategory = (body: NewCategory) => dataOf(api.POST('/api/operator/catalogue/categories', { body }));
export const updateCategory = (id: number, body: CategoryTexts) =>
  dataOf(api.PUT('/api/operator/catalogue/categories/{id}', { params: { path: { id } }, body }));
export const moveCategory = (id: number, parent_id: number | null) =>
  dataOf(api.POST('/api/operator/catalogue/categories/{id}/move', { params: { path: { id } }, body: { parent_id } }));
export const hideCategory = (id: number) => dataOf(api.POST('/api/operator/catalogue/categories/{id}/hide', { params: { path: { id } } }));
export const showCategory = (id: number) => dataOf(api.POST('/api/operator/catalogue/categories/{id}/show', { params: { path: { id } } }));

export const catalogueBrands = async () => dataOf(api.GET('/api/operator/catalogue/brands', {}));
export const createBrand = (body: BrandInput) => dataOf(api.POST('/api/operator/catalogue/brands', { body }));
export const updateBrand = (id: number, body: BrandInput) =>
  dataOf(api.PUT('/api/operator/catalogue/brands/{id}', { params: { path: { id } }, body }));
export const hideBrand = (id: number) => dataOf(api.POST('/api/operator/catalogue/brands/{id}/hide', { params: { path: { id } } }));
export const showBrand = (id: number) => dataOf(api.POST('/api/operator/catalogue/brands/{id}/show', { params: { path: { id } } }));

export type EditedAttribute = ResponseOf<'/api/operator/catalogue/attributes'>['data'][number];
type NewAttribute = RequestBodyOf<'/api/operator/catalogue/attributes'>;
type AttributeNames = RequestBodyOf<'/api/operator/catalogue/attributes/{id}', 'put'>;
export type ValueInput = RequestBodyOf<'/api/operator/catalogue/values/{id}', 'put'>;

export const catalogueAttributes = async () => dataOf(api.GET('/api/operator/catalogue/attributes', {}));
export const createAttribute = (body: NewAttribute) => dataOf(api.POST('/api/operator/catalogue/attributes', { body }));
export const renameAttribute = (id: number, body: AttributeNames) =>
  dataOf(api.PUT('/api/operator/catalogue/attributes/{id}', { params: { path: { id } }, body }));
export const hideAttribute = (id: number) => dataOf(api.POST('/api/operator/catalogue/attributes/{id}/hide', { params: { path: { id } } }));
export const showAttribute = (id: number) => dataOf(api.POST('/api/operator/catalogue/attributes/{id}/show', { params: { path: { id } } }));
export const addValue = (attributeId: number, body: ValueInput) =>
  dataOf(api.POST('/api/operator/catalogue/attributes/{id}/values', { params: { path: { id: attributeId } }, body }));
export const renameValue = (id: number, body: ValueInput) =>
  dataOf(api.PUT('/api/operator/catalogue/values/{id}', { params: { path: { id } }, body }));
export const hideValue = (id: number) => dataOf(api.POST('/api/operator/catalogue/values/{id}/hide', { params: { path: { id } } }));
export const showValue = (id: number) => dataOf(api.POST('/api/operator/catalogue/values/{id}/show', { params: { path: { id } } }));
