import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-schema';
import type { ProductCard } from '../../lib/api-types';
import { i18next } from '../../lib/i18n';
import type { ViewedRecord } from '../../stores/viewed';

const network = () => i18next.t('errors:network');

export const fetchProductPage = (id: number) => unwrap(api.GET('/api/product/{id}', { params: { path: { id } } }), network());

export type ProductPageData = Awaited<ReturnType<typeof fetchProductPage>>;
export type Proposition = ProductPageData['data']['propositions'][number];

export const fetchBaseProduct = (id: number) => unwrap(api.GET('/api/product/base/{id}', { params: { path: { id } } }), network()).then((r) => r.data);

/** docs/product-rules.md#errors-and-notices: viewed, similar and other-seller lists that fail to load are only logged and stay empty. */
function emptyOnFailure(what: string) {
  return (error: unknown): ProductCard[] => {
    console.warn(`${what} failed to load`, error);
    return [];
  };
}

export const fetchSimilar = (id: number) =>
  unwrap(api.GET('/api/product/{id}/similar', { params: { path: { id } } }), network()).then((r) => r.data, emptyOnFailure('similar products'));

export const fetchViewed = (records: ViewedRecord[]) =>
  records.length === 0
    ? Promise.resolve<ProductCard[]>([])
    : unwrap(api.POST('/api/product/viewed', { body: { ids: records } }), network()).then((r) => r.data, emptyOnFailure('viewed products'));

type JsonBody<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

export type ComplaintBody = JsonBody<'/api/product/{id}/complaint'>;
export type CharacteristicsReportBody = JsonBody<'/api/product/{id}/characteristics-report'>;
export type StockSubscriptionBody = JsonBody<'/api/product/{id}/stock-subscription'>;

export const sendComplaint = (id: number, body: ComplaintBody) =>
  unwrap(api.POST('/api/product/{id}/complaint', { params: { path: { id } }, body }), network());

export const sendCharacteristicsReport = (id: number, body: CharacteristicsReportBody) =>
  unwrap(api.POST('/api/product/{id}/characteristics-report', { params: { path: { id } }, body }), network());

export const subscribeToStock = (id: number, body: StockSubscriptionBody) =>
  unwrap(api.POST('/api/product/{id}/stock-subscription', { params: { path: { id } }, body }), network());
