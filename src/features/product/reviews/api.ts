import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';
import type { OutboxRequest } from '../../../lib/outbox';
import type { Lang } from '../../../domain/paths';

export const fetchReviews = (productId: number, page: number) =>
  unwrap(api.GET('/api/product/{id}/reviews', { params: { path: { id: productId }, query: { page } } }), i18next.t('errors:network'));

export type ReviewPage = Awaited<ReturnType<typeof fetchReviews>>;
export type Review = ReviewPage['data'][number];
export type ReviewSummary = ReviewPage['summary'];
export type CreatedReview = paths['/api/product/{id}/reviews']['post']['responses'][201]['content']['application/json'];

/** Who hears what became of a review that waited in the outbox. */
export const REVIEWS_SCOPE = 'reviews';

/** The address a product's reviews are written to; also how a queued review names its product. */
export const reviewsUrl = (productId: number) => `/api/product/${productId}/reviews`;

export interface ReviewValues {
  rating: string;
  advantages: string;
  disadvantages: string;
  text: string;
}

/** The review as the multipart form the API takes, ready to send now or to wait in the outbox. */
export function reviewRequest(productId: number, values: ReviewValues, photos: readonly File[], lang: Lang): OutboxRequest {
  return {
    method: 'POST',
    url: reviewsUrl(productId),
    scope: REVIEWS_SCOPE,
    headers: { 'accept-language': lang },
    body: {
      type: 'multipart',
      parts: [
        ...Object.entries(values).map(([name, value]) => ({ name, value })),
        ...photos.map((file) => ({ name: 'photos[]', file, fileName: file.name })),
      ],
    },
  };
}
