import { Type, type Static } from 'typebox';
import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_PIXELS,
  REVIEW_PHOTO_SIDES,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTOS_MAX,
  REVIEWS_STEP,
} from '../../src/domain/limits';
import { Image, Nullable, Page, Pagination, Shared } from './common';
import { OwnUnshownReview, ReviewReply } from './review-moderation';

const ReviewPhoto = Shared(
  'ReviewPhoto',
  Type.Object({
    ...Image.properties,
    thumb: Type.Object(
      { src: Type.String(), width: Type.Integer(), height: Type.Integer() },
      { description: `a ${REVIEW_PHOTO_SIDES.thumb} px square WebP for the review list` },
    ),
  }),
);

export const Review = Shared(
  'Review',
  Type.Object(
    {
      id: Type.Integer(),
      author_name: Type.String({ description: "empty when the customer gave no name: the app shows 'a shopper'" }),
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      advantages: Type.String(),
      disadvantages: Type.String(),
      text: Type.String(),
      bought: Type.Boolean({ description: 'the author received this product in a fulfilled order: shown as "Купив цей товар"' }),
      photos: Type.Array(ReviewPhoto, {
        description: `WebP the server drew from the uploads (no metadata), at most ${REVIEW_PHOTO_SIDES.full} px a side; served from /media/review/{file}`,
      }),
      created_at: Type.String({ format: 'date-time' }),
      reply: Type.Optional(Nullable(ReviewReply)),
    },
    { description: 'docs/product-rules.md#product-page "Review": rating, advantages, disadvantages, text, photos' },
  ),
);
export type Review = Static<typeof Review>;

const Stars = Type.Object(
  { 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() },
  { description: 'how many reviews gave each number of stars' },
);

export const ReviewSummary = Type.Object({
  rate: Type.Number({ description: 'average stars, one decimal; 0 without reviews' }),
  count: Type.Integer(),
  by_rating: Stars,
});
export type ReviewSummary = Static<typeof ReviewSummary>;

export const ReviewList = Type.Object({
  data: Type.Array(Review),
  pagination: Pagination,
  summary: ReviewSummary,
  can_review: Type.Boolean({ description: 'false for a guest: writing a review needs a signed-in customer' }),
  own_review: Type.Optional(OwnUnshownReview),
});
export type ReviewList = Static<typeof ReviewList>;

export const ReviewListQuery = Type.Object({
  page: Type.Optional(Page({ description: `${REVIEWS_STEP} reviews per page, newest first` })),
});

export const CreatedReview = Type.Object({ data: Review });

export const REVIEW_FORM_DESCRIPTION = [
  'multipart/form-data with the fields rating (1-5, required), advantages, disadvantages, text (required)',
  `and up to ${REVIEW_PHOTOS_MAX} files named photos (${REVIEW_PHOTO_TYPES.join(', ')}, checked by content: 415 otherwise; at most ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB each: 413;`,
  `at most ${REVIEW_PHOTO_MAX_PIXELS / 1_000_000} megapixels by their header: 422). Photos are stored drawn again as WebP without their metadata, turned upright by their EXIF orientation.`,
  'Needs a signed-in customer. Send an Idempotency-Key (8-128 of A-Z a-z 0-9 _ -): a repeated key answers the first answer again and writes nothing.',
  'A customer has one review per product: sending another edits it (200; photos sent replace the earlier ones, none sent keeps them). At most 10 saves a day per account: 429 with Retry-After.',
].join(' ');
