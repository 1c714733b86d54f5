import type { ReviewDecision, ReviewQueue } from '../domain/review-moderation';
import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';

/**
 * docs/product-rules.md#review-moderation: the seller's reviews and public replies (the workspace's cookie), and
 * the back office's review queues and pre-moderation setting (the operator's cookie).
 */
interface SellerReviewsFilter {
  kind: ReviewQueue;
  page: number;
  unanswered: boolean;
}
export const sellerReviews = ({ kind, page, unanswered }: SellerReviewsFilter) =>
  bodyOf(api.GET('/api/seller-api/reviews', { params: { query: { kind, page, ...(unanswered && { unanswered }) } } }));

export const replyToReview = (kind: ReviewQueue, id: number, text: string) =>
  dataOf(api.PUT('/api/seller-api/reviews/{kind}/{id}/reply', { params: { path: { kind, id } }, body: { text } }));

export const reviewQueue = (kind: ReviewQueue) => dataOf(api.GET('/api/operator/reviews', { params: { query: { kind } } }));
export const decideReview = (kind: ReviewQueue, id: number, decision: ReviewDecision, reason?: string) =>
  dataOf(
    api.POST('/api/operator/reviews/{kind}/{id}/decision', {
      params: { path: { kind, id } },
      body: { decision, ...(reason !== undefined && { reason }) },
    }),
  );
export const undoReviewDecision = (kind: ReviewQueue, id: number) =>
  dataOf(api.POST('/api/operator/reviews/{kind}/{id}/undo', { params: { path: { kind, id } } }));
export const setPremoderation = (premoderation: boolean) => dataOf(api.PUT('/api/operator/review-settings', { body: { premoderation } }));

type SellerReviewPage = Awaited<ReturnType<typeof sellerReviews>>;
export type SellerReview = SellerReviewPage['data'][number];
export type ReviewQueueAnswer = Awaited<ReturnType<typeof reviewQueue>>;
