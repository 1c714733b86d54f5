import { sql } from 'kysely';
import type { Lang } from '../../../src/domain/paths';
import { canUndo, waitedHours } from '../../../src/domain/moderation';
import {
  decidedStatus,
  isPublicReview,
  QUEUED_REVIEW_STATUSES,
  REVIEW_QUEUES,
  type ReviewDecision,
  type ReviewModerationStatus,
  type ReviewQueue,
} from '../../../src/domain/review-moderation';
import type { Db } from '../../db/connection';
import { col } from '../catalog/lang-columns';
import { logOperatorAction } from '../operator/audit-log';
import { reviewPhotoUrl } from './review-photos';
import { refreshProductRating } from './reviews';

const QUEUE_PAGE = 100;
/** Where each queue's reviews are kept. */
export const REVIEW_TABLE = { product: 'reviews', seller: 'order_comments' } as const;

/** Whether new reviews wait for a moderator (docs/product-rules.md#review-moderation); off unless an admin turns it on. */
export async function premoderationOn(db: Db): Promise<boolean> {
  const row = await db.selectFrom('review_moderation_settings').where('id', '=', 1).select('premoderation').executeTakeFirst();
  return Boolean(row?.premoderation);
}

export async function setPremoderation(db: Db, operatorId: number, on: boolean, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await premoderationOn(trx);
    await trx
      .updateTable('review_moderation_settings')
      .set({ premoderation: on ? 1 : 0 })
      .where('id', '=', 1)
      .execute();
    await logOperatorAction(
      trx,
      operatorId,
      { action: 'reviews.premoderation', subject: 'settings:reviews', before: { premoderation: before }, after: { premoderation: on } },
      now,
    );
  });
}

/** The signed-in author's own review of a product when shoppers do not see it: waiting for approval, or hidden and why. */
export async function ownUnshownReview(db: Db, baseProductId: number, customerId: number) {
  const row = await db
    .selectFrom('reviews')
    .where('base_product_id', '=', baseProductId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['pending', 'hidden'])
    .select(['status', 'hidden_reason'])
    .executeTakeFirst();
  return row ? { status: row.status as 'pending' | 'hidden', hidden_reason: row.hidden_reason } : null;
}

const stars = sql<number>`service_rating + delivery_rating + relevance_rating`;

/**
 * Moves the seller's rating by one order review, kept in tenths from the average and the count as a new comment
 * moves it (server/services/orders/order-comments.ts): `sign` 1 adds the review, -1 takes it out.
 */
export async function moveSellerRating(trx: Db, sellerId: number, starsSum: number, sign: 1 | -1): Promise<void> {
  const starsX10 = starsSum * 10 * sign;
  await trx
    .updateTable('sellers')
    .set({
      rating_x10: sql<number>`case when reviews_count + ${sign} <= 0 then 0 else cast(round((rating_x10 * reviews_count * 3 + ${starsX10}) * 1.0 / ((reviews_count + ${sign}) * 3)) as integer) end`,
      reviews_count: sql<number>`case when reviews_count + ${sign} < 0 then 0 else reviews_count + ${sign} end`,
    })
    .where('id', '=', sellerId)
    .execute();
}

/**
 * One queue of reviews: those waiting for a look, oldest first, then the last hour's decisions (undoable for 10
 * minutes); with both queues' counts and oldest waits for the tabs.
 */
export async function reviewQueue(db: Db, queue: ReviewQueue, lang: Lang, now = new Date()) {
  const counts = await Promise.all(
    REVIEW_QUEUES.map(async (kind) => {
      const row = await db
        .selectFrom(REVIEW_TABLE[kind])
        .where('status', 'in', QUEUED_REVIEW_STATUSES)
        .select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
        .executeTakeFirst();
      const oldest = row?.oldest as string | null | undefined;
      return { kind, open: Number(row?.n ?? 0), oldest_hours: oldest ? waitedHours(oldest, now) : null };
    }),
  );
  const recentSince = new Date(now.getTime() - 60 * 60_000).toISOString();
  const items = queue === 'product' ? await productItems(db, lang, recentSince, now) : await sellerItems(db, recentSince, now);
  return { counts, items, premoderation: await premoderationOn(db) };
}

const queueOrder = <T extends { status: string; created_at: string; id: number }>(rows: T[]) =>
  rows.sort((a, b) => {
    const open =
      Number(!QUEUED_REVIEW_STATUSES.includes(a.status as ReviewModerationStatus)) -
      Number(!QUEUED_REVIEW_STATUSES.includes(b.status as ReviewModerationStatus));
    return open || a.created_at.localeCompare(b.created_at) || a.id - b.id;
  });

async function productItems(db: Db, lang: Lang, recentSince: string, now: Date) {
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('base_products as b', 'b.id', 'r.base_product_id')
    .where((eb) => eb.or([eb('r.status', 'in', QUEUED_REVIEW_STATUSES), eb('r.decided_at', '>=', recentSince)]))
    .select([
      'r.id',
      'r.author_name',
      'r.rating',
      'r.advantages',
      'r.disadvantages',
      'r.text',
      'r.created_at',
      'r.status',
      'r.hidden_reason',
      'r.decided_at',
      'b.title_uk',
      'b.title_ru',
    ])
    .orderBy((eb) => eb.case().when('r.status', 'in', QUEUED_REVIEW_STATUSES).then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(QUEUE_PAGE)
    .execute();
  const photos = rows.length
    ? await db
        .selectFrom('review_photos')
        .where(
          'review_id',
          'in',
          rows.map((r) => r.id),
        )
        .select(['review_id', 'file_name'])
        .orderBy('sort')
        .execute()
    : [];
  return queueOrder(
    rows.map((r) => ({
      id: r.id,
      subject: r[col('title', lang)],
      author: r.author_name,
      rating: r.rating,
      text: [r.advantages, r.disadvantages, r.text].filter(Boolean).join('\n'),
      photos: photos.filter((p) => p.review_id === r.id).map((p) => reviewPhotoUrl(p.file_name)),
      created_at: r.created_at,
      waited_hours: waitedHours(r.created_at, now),
      status: r.status,
      hidden_reason: r.hidden_reason,
      undoable: canUndo(r.decided_at, now),
    })),
  );
}

async function sellerItems(db: Db, recentSince: string, now: Date) {
  const rows = await db
    .selectFrom('order_comments as c')
    .innerJoin('sellers as s', 's.id', 'c.seller_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .where((eb) => eb.or([eb('c.status', 'in', QUEUED_REVIEW_STATUSES), eb('c.decided_at', '>=', recentSince)]))
    .select([
      'c.id',
      'o.buyer_name',
      'c.service_rating',
      'c.delivery_rating',
      'c.relevance_rating',
      'c.text',
      'c.created_at',
      'c.status',
      'c.hidden_reason',
      'c.decided_at',
      's.shop_name',
    ])
    .orderBy((eb) => eb.case().when('c.status', 'in', QUEUED_REVIEW_STATUSES).then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(QUEUE_PAGE)
    .execute();
  return queueOrder(
    rows.map((r) => ({
      id: r.id,
      subject: r.shop_name,
      author: r.buyer_name,
      rating: Math.round(((r.service_rating + r.delivery_rating + r.relevance_rating) / 3) * 10) / 10,
      text: r.text,
      photos: [] as string[],
      created_at: r.created_at,
      waited_hours: waitedHours(r.created_at, now),
      status: r.status,
      hidden_reason: r.hidden_reason,
      undoable: canUndo(r.decided_at, now),
    })),
  );
}

export type ReviewModerationOutcome = { done: true } | { done: false; problem: 'notFound' | 'alreadyDecided' | 'undoExpired' };

const subject = (queue: ReviewQueue, id: number) => `${queue}-review:${id}`;

/** A review's visibility changed from `from` to `to`: the product's or the seller's rating follows, in the same transaction. */
async function followVisibility(trx: Db, queue: ReviewQueue, id: number, from: ReviewModerationStatus, to: ReviewModerationStatus) {
  if (isPublicReview(from) === isPublicReview(to)) return;
  if (queue === 'product') {
    const row = await trx.selectFrom('reviews').where('id', '=', id).select('base_product_id').executeTakeFirstOrThrow();
    await refreshProductRating(trx, row.base_product_id);
    return;
  }
  const row = await trx
    .selectFrom('order_comments')
    .where('id', '=', id)
    .select(['seller_id', stars.as('stars')])
    .executeTakeFirstOrThrow();
  await moveSellerRating(trx, row.seller_id, Number(row.stars), isPublicReview(to) ? 1 : -1);
}

/**
 * One tap's decision: approve (shown, and out of the queue) or hide with a reason the author sees. A review is
 * decided once until undone, so of two taps at once only one counts; the decision is logged.
 */
export async function decideReview(
  db: Db,
  operatorId: number,
  queue: ReviewQueue,
  id: number,
  decision: ReviewDecision,
  reason: string,
  now = new Date(),
): Promise<ReviewModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const table = REVIEW_TABLE[queue];
    const review = await trx.selectFrom(table).where('id', '=', id).select(['status']).executeTakeFirst();
    if (!review) return { done: false, problem: 'notFound' };
    const to = decidedStatus(review.status, decision);
    if (!to) return { done: false, problem: 'alreadyDecided' };
    const hiddenReason = decision === 'hide' ? reason : '';
    const claimed = await trx
      .updateTable(table)
      .set({ status: to, prior_status: review.status, hidden_reason: hiddenReason, decided_at: now.toISOString(), decided_by: operatorId })
      .where('id', '=', id)
      .where('status', '=', review.status)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { done: false, problem: 'alreadyDecided' };
    await followVisibility(trx, queue, id, review.status, to);
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: `${queue}-review.${decision}`,
        subject: subject(queue, id),
        before: { status: review.status },
        after: decision === 'hide' ? { status: to, reason: hiddenReason } : { status: to },
      },
      now,
    );
    return { done: true };
  });
}

/** Takes a decision back within 10 minutes: the review is as it was before, ratings included; the undo is logged. */
export async function undoReviewDecision(
  db: Db,
  operatorId: number,
  queue: ReviewQueue,
  id: number,
  now = new Date(),
): Promise<ReviewModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const table = REVIEW_TABLE[queue];
    const review = await trx.selectFrom(table).where('id', '=', id).select(['status', 'prior_status', 'decided_at']).executeTakeFirst();
    if (!review) return { done: false, problem: 'notFound' };
    if (!review.prior_status || !canUndo(review.decided_at, now)) return { done: false, problem: 'undoExpired' };
    const back = await trx
      .updateTable(table)
      .set({ status: review.prior_status, prior_status: null, hidden_reason: '', decided_at: null, decided_by: null })
      .where('id', '=', id)
      .where('status', '=', review.status)
      .where('decided_at', '=', review.decided_at)
      .executeTakeFirst();
    if (Number(back.numUpdatedRows) === 0) return { done: false, problem: 'undoExpired' };
    await followVisibility(trx, queue, id, review.status, review.prior_status);
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: `${queue}-review.undo`,
        subject: subject(queue, id),
        before: { status: review.status },
        after: { status: review.prior_status },
      },
      now,
    );
    return { done: true };
  });
}
