import { api, retried } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import type { ProductCard, RequestBodyOf } from './types';

/** The product page's own data: asked again after a passing failure (retried). */
export const fetchProductPage = (id: number) => bodyOf(api.GET('/api/product/{id}', { ...retried, params: { path: { id } } }));

export type ProductPageData = Awaited<ReturnType<typeof fetchProductPage>>;
export type Proposition = ProductPageData['data']['propositions'][number];

/** Every seller's offer of the goods, with their title and pictures. */
export const fetchBaseProduct = (id: number) => dataOf(api.GET('/api/product/base/{id}', { params: { path: { id } } }));

/** docs/product-rules.md#errors-and-notices: viewed, similar and other-seller lists (on the product page and in the cart) that fail to load are only logged and stay empty. */
function emptyOnFailure(what: string) {
  return (error: unknown): ProductCard[] => {
    console.warn(`${what} failed to load`, error);
    return [];
  };
}

/** Products similar to this one: the product page's analogs, the cart's recommendations. */
export const fetchSimilar = (id: number) =>
  dataOf(api.GET('/api/product/{id}/similar', { params: { path: { id } } })).catch(emptyOnFailure('similar products'));

/** The stored visits as the server wants them: product id and time. */
type ViewedIds = RequestBodyOf<'/api/product/viewed'>['ids'];

/** The cards of the products seen lately; a failure is the caller's (it falls back to the cards it kept). */
export const fetchViewed = (records: Readonly<ViewedIds>) =>
  records.length === 0 ? Promise.resolve<ProductCard[]>([]) : dataOf(api.POST('/api/product/viewed', { body: { ids: [...records] } }));

export type ComplaintBody = RequestBodyOf<'/api/product/{id}/complaint'>;
export type CharacteristicsReportBody = RequestBodyOf<'/api/product/{id}/characteristics-report'>;
export type StockSubscriptionBody = RequestBodyOf<'/api/product/{id}/stock-subscription'>;

export const sendComplaint = (id: number, body: ComplaintBody) =>
  bodyOf(api.POST('/api/product/{id}/complaint', { params: { path: { id } }, body }));

export const sendCharacteristicsReport = (id: number, body: CharacteristicsReportBody) =>
  bodyOf(api.POST('/api/product/{id}/characteristics-report', { params: { path: { id } }, body }));

/** docs/product-rules.md#notifications: a guest's phone goes with the token that proves it (verification/confirm). */
export const subscribeToStock = (id: number, body: StockSubscriptionBody, verificationToken: string | null = null) =>
  bodyOf(
    api.POST('/api/product/{id}/stock-subscription', {
      params: { path: { id }, header: verificationToken ? { 'x-verification-token': verificationToken } : {} },
      body,
    }),
  );
