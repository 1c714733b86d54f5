import { Type, type Static } from 'typebox';
import {
  HIDE_REASON_MAX,
  REVIEW_DECISIONS,
  REVIEW_QUEUES,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  SELLER_REVIEWS_STEP,
} from '../../src/domain/review-moderation';
import { Id, Nullable, Page, Pagination, Shared } from './common';

const ReviewQueueParam = Type.Union([Type.Literal('product'), Type.Literal('seller')], {
  description: `${REVIEW_QUEUES.join(', ')}: reviews of goods (with photos), or order reviews of sellers`,
});
const Status = Type.Union([Type.Literal('new'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('hidden')], {
  description: `${REVIEW_STATUSES.join(', ')}: new is shown and not yet looked at; pending waits for approval`,
});

export const ReviewReply = Shared(
  'ReviewReply',
  Type.Object(
    {
      author: Type.String({ description: 'the seller’s shop name' }),
      text: Type.String(),
      created_at: Type.String({ format: 'date-time', description: 'when it was written or last edited' }),
    },
    { description: 'docs/product-rules.md#review-moderation: the seller’s public reply, shown under the review' },
  ),
);

/** The author's own review that shoppers do not see, and why. */
export const OwnUnshownReview = Nullable(
  Type.Object({
    status: Type.Union([Type.Literal('pending'), Type.Literal('hidden')]),
    hidden_reason: Type.String({ description: 'the moderator’s reason; empty while pending' }),
  }),
);

export const SellerReviewsQuery = Type.Object({
  kind: Type.Optional(ReviewQueueParam),
  page: Type.Optional(Page({ description: `${SELLER_REVIEWS_STEP} per page, newest first` })),
  unanswered: Type.Optional(Type.Boolean({ description: 'only reviews without the seller’s reply' })),
});

export const SellerReviewList = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: ReviewQueueParam,
      subject: Type.String({ description: 'the product’s name in the request’s language, or the order number' }),
      product_id: Nullable(Type.Integer({ description: 'the seller’s offer the review belongs to, for a link' })),
      author: Type.String(),
      rating: Type.Number(),
      text: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      status: Status,
      reply: Nullable(ReviewReply),
    }),
  ),
  pagination: Pagination,
  unanswered: Type.Integer({ description: 'how many of this kind have no reply yet' }),
});

export const ReviewKindIdParams = Type.Object({ kind: ReviewQueueParam, id: Id() });

export const ReviewReplyBody = Type.Object(
  { text: Type.String({ maxLength: REVIEW_REPLY_MAX, description: 'the public reply; sending again edits it' }) },
  { additionalProperties: false },
);
export const ReviewReplyAnswer = Type.Object({ data: ReviewReply });

export const ReviewQueueQuery = Type.Object({ kind: Type.Optional(ReviewQueueParam) });

export const ReviewQueueAnswer = Type.Object({
  data: Type.Object({
    premoderation: Type.Boolean({ description: 'new reviews wait for approval before they are shown' }),
    counts: Type.Array(
      Type.Object({
        kind: ReviewQueueParam,
        open: Type.Integer(),
        oldest_hours: Nullable(Type.Integer({ description: 'how long the oldest waiting one has waited' })),
      }),
    ),
    items: Type.Array(
      Type.Object({
        id: Type.Integer(),
        subject: Type.String({ description: 'the product’s name in the request’s language, or the shop name' }),
        author: Type.String(),
        rating: Type.Number(),
        text: Type.String(),
        photos: Type.Array(Type.String(), { description: 'the review’s photos, for a look before deciding' }),
        created_at: Type.String(),
        waited_hours: Type.Integer(),
        status: Status,
        hidden_reason: Type.String(),
        undoable: Type.Boolean({ description: 'decided less than 10 minutes ago' }),
      }),
    ),
  }),
});
export type ReviewQueueAnswer = Static<typeof ReviewQueueAnswer>;

export const ReviewDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('hide')], {
      description: `${REVIEW_DECISIONS.join(', ')}: shown and out of the queue, or out of the shop with a reason`,
    }),
    reason: Type.Optional(Type.String({ maxLength: HIDE_REASON_MAX, description: 'required to hide: the author sees it' })),
  },
  { additionalProperties: false },
);

export const ReviewSettingsBody = Type.Object({ premoderation: Type.Boolean() }, { additionalProperties: false });
export const ReviewSettingsAnswer = Type.Object({ data: Type.Object({ premoderation: Type.Boolean() }) });
