import { api, unwrap } from '../../lib/api';
import type { ProductCard } from '../../lib/api-types';
import { i18next } from '../../lib/i18n';
import type { ViewedRecord } from '../../stores/viewed';

const network = () => i18next.t('errors:network');

/** docs/product-rules.md#errors-and-notices: the cart's side lists (viewed, recommended, other sellers) that fail are only logged and stay empty. */
function emptyOnFailure(what: string) {
  return (error: unknown): ProductCard[] => {
    console.warn(`cart: ${what} failed to load`, error);
    return [];
  };
}

export const fetchViewedCards = (records: readonly ViewedRecord[]) =>
  records.length === 0
    ? Promise.resolve<ProductCard[]>([])
    : unwrap(api.POST('/api/product/viewed', { body: { ids: [...records] } }), network()).then((r) => r.data, emptyOnFailure('viewed products'));

/** Recommended: the products similar to one in the cart. */
export const fetchRecommended = (productId: number) =>
  unwrap(api.GET('/api/product/{id}/similar', { params: { path: { id: productId } } }), network()).then((r) => r.data, emptyOnFailure('recommended products'));

/** Every seller's offer of the goods, with their title and pictures; null when they could not load. */
export const fetchOffers = (baseProductId: number) =>
  unwrap(api.GET('/api/product/base/{id}', { params: { path: { id: baseProductId } } }), network()).then(
    (r) => r.data,
    (error: unknown) => {
      console.warn('cart: other sellers failed to load', error);
      return null;
    },
  );
