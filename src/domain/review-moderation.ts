/**
 * Review moderation's shared rules (docs/product-rules.md#review-moderation): the two queues, a review's states,
 * the moderator's decisions and the seller's public reply.
 */

export const REVIEW_QUEUES = ['product', 'seller'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

export const REVIEW_STATUSES = ['new', 'pending', 'approved', 'hidden'] as const;
export type ReviewModerationStatus = (typeof REVIEW_STATUSES)[number];

/** What shoppers see: a new review is public at once under post-moderation; a pending one waits for approval. */
export const PUBLIC_REVIEW_STATUSES: readonly ReviewModerationStatus[] = ['new', 'approved'];

/** Waiting for a moderator's look: new ones (already public) and pending ones (not yet). */
export const QUEUED_REVIEW_STATUSES: readonly ReviewModerationStatus[] = ['new', 'pending'];

export const REVIEW_DECISIONS = ['approve', 'hide'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const HIDE_REASON_MAX = 300;
export const REVIEW_REPLY_MAX = 2000;
export const SELLER_REVIEWS_STEP = 20;

/** The state a new review starts in. */
export function newReviewStatus(premoderation: boolean): ReviewModerationStatus {
  return premoderation ? 'pending' : 'new';
}

/** The state a decision leads to, or null when the decision does not apply to that state. */
export function decidedStatus(status: ReviewModerationStatus, decision: ReviewDecision): ReviewModerationStatus | null {
  if (decision === 'hide') return status === 'hidden' ? null : 'hidden';
  return status === 'new' || status === 'pending' ? 'approved' : null;
}

export const isPublicReview = (status: ReviewModerationStatus) => PUBLIC_REVIEW_STATUSES.includes(status);
