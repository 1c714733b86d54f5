import type { Lang } from '../domain/paths';
import { api } from '../lib/api';
import { operation, type Operation } from '../lib/operation';
import { urlOf } from '../lib/outbox/request';
import type { OutboxRequest } from '../lib/outbox';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export const fetchReviews = (productId: number, page: number) =>
  bodyOf(api.GET('/api/product/{id}/reviews', { params: { path: { id: productId }, query: { page } } }));

export type ReviewPage = Awaited<ReturnType<typeof fetchReviews>>;
export type Review = ReviewPage['data'][number];
export type ReviewSummary = ReviewPage['summary'];
export type CreatedReview = ResponseOf<'/api/product/{id}/reviews', 'post', 201>;

/** Who hears what became of a review that waited in the outbox. */
export const REVIEWS_SCOPE = 'reviews';

/** Writing a product's review, without its fields. */
const writeReview = (productId: number): Operation =>
  operation('post', '/api/product/{id}/reviews', { params: { path: { id: productId } } });

/** The address a product's reviews are written to; also how a queued review names its product. */
export const reviewsUrl = (productId: number) => urlOf(writeReview(productId));

export interface ReviewValues {
  rating: string;
  advantages: string;
  disadvantages: string;
  text: string;
}

/** The review as the multipart form the API takes, ready to send now or to wait in the outbox. */
export function reviewRequest(productId: number, values: ReviewValues, photos: readonly File[], lang: Lang): OutboxRequest {
  return {
    operation: {
      ...writeReview(productId),
      form: [
        ...Object.entries(values).map(([name, value]) => ({ name, value })),
        ...photos.map((file) => ({ name: 'photos[]', file, fileName: file.name })),
      ],
    },
    scope: REVIEWS_SCOPE,
    headers: { 'accept-language': lang },
  };
}
