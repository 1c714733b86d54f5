import type { Lang } from '../../../src/domain/paths';
import { SELLER_REVIEWS_STEP, type ReviewQueue } from '../../../src/domain/review-moderation';
import { reviewAuthor } from '../../../src/domain/seller-storefront';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { col } from '../catalog/lang-columns';
import { Invalid, NotFound } from '../platform/domain-errors';
import { REVIEW_TABLE } from './review-moderation';

/**
 * The seller's reviews for the workspace (docs/product-rules.md#review-moderation): reviews written on its offers,
 * or its order reviews, newest first, whatever a moderator decided (a hidden one still shows, marked). Another
 * seller's reviews are never listed.
 */
export async function sellerReviewList(db: Db, lang: Lang, sellerId: number, kind: ReviewQueue, page: number, unansweredOnly: boolean) {
  const mine = db.selectFrom(REVIEW_TABLE[kind]).where('seller_id', '=', sellerId);
  const unansweredOnes = mine.where('reply_at', 'is', null);
  const listed = unansweredOnly ? unansweredOnes : mine;
  const onPage = listed
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SELLER_REVIEWS_STEP)
    .offset((page - 1) * SELLER_REVIEWS_STEP);
  const [{ total }, { unanswered }, data] = await Promise.all([
    listed.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    unansweredOnes.select((eb) => eb.fn.countAll<number | string>().as('unanswered')).executeTakeFirstOrThrow(),
    kind === 'product' ? productReviews(db, lang, sellerId, onPage) : orderReviews(db, onPage),
  ]);
  return {
    data,
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(Number(total) / SELLER_REVIEWS_STEP)),
      per_page: SELLER_REVIEWS_STEP,
      total: Number(total),
    },
    unanswered: Number(unanswered),
  };
}

/** The ids of one page of the seller's reviews, newest first. */
type PageIds = SelectQueryBuilder<Database, 'reviews' | 'order_comments', { id: number }>;

async function productReviews(db: Db, lang: Lang, sellerId: number, onPage: PageIds) {
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('base_products as b', 'b.id', 'r.base_product_id')
    .innerJoin('sellers as s', 's.id', 'r.seller_id')
    .where('r.id', 'in', onPage)
    .select((eb) => [
      'r.id',
      'r.author_name',
      'r.rating',
      'r.advantages',
      'r.disadvantages',
      'r.text',
      'r.created_at',
      'r.status',
      'r.reply_text',
      'r.reply_at',
      'b.title_uk',
      'b.title_ru',
      's.shop_name',
      eb
        .selectFrom('products as p')
        .whereRef('p.base_product_id', '=', 'r.base_product_id')
        .where('p.seller_id', '=', sellerId)
        .select('p.id')
        .orderBy('p.id')
        .limit(1)
        .as('product_id'),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: 'product' as const,
    subject: r[col('title', lang)],
    product_id: r.product_id ?? null,
    author: r.author_name,
    rating: r.rating,
    text: [r.advantages, r.disadvantages, r.text].filter(Boolean).join('\n'),
    created_at: r.created_at,
    status: r.status,
    reply: sellerReply(r),
  }));
}

async function orderReviews(db: Db, onPage: PageIds) {
  const rows = await db
    .selectFrom('order_comments as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('sellers as s', 's.id', 'c.seller_id')
    .where('c.id', 'in', onPage)
    .select([
      'c.id',
      'c.order_id',
      'o.buyer_name',
      'o.buyer_surname',
      'c.service_rating',
      'c.delivery_rating',
      'c.relevance_rating',
      'c.text',
      'c.created_at',
      'c.status',
      'c.reply_text',
      'c.reply_at',
      's.shop_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: 'seller' as const,
    subject: `№${r.order_id}`,
    product_id: null,
    author: reviewAuthor(r.buyer_name, r.buyer_surname),
    rating: Math.round(((r.service_rating + r.delivery_rating + r.relevance_rating) / 3) * 10) / 10,
    text: r.text,
    created_at: r.created_at,
    status: r.status,
    reply: sellerReply(r),
  }));
}

const sellerReply = (r: { shop_name: string; reply_text: string; reply_at: string | null }) =>
  r.reply_at ? { author: r.shop_name, text: r.reply_text, created_at: r.reply_at } : null;

/**
 * Writes or edits the seller's one public reply to a review of its own; another seller's review is not found, as
 * if it did not exist. The reply's time is its last edit's.
 */
export async function replyToReview(db: Db, sellerId: number, kind: ReviewQueue, id: number, text: string, now = new Date()) {
  const reply = text.trim();
  if (!reply) throw new Invalid('reviewReplyRequired', { text: [{ reason: 'reviewReplyRequired' }] });
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable(REVIEW_TABLE[kind])
      .set({ reply_text: reply, reply_at: now.toISOString() })
      .where('id', '=', id)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new NotFound('reviewNotFound');
    const seller = await trx.selectFrom('sellers').where('id', '=', sellerId).select('shop_name').executeTakeFirstOrThrow();
    return { author: seller.shop_name, text: reply, created_at: now.toISOString() };
  });
}
