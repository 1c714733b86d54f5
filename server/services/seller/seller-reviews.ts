import { PUBLIC_REVIEW_STATUSES } from '../../../src/domain/review-moderation';
import { reviewAuthor, SELLER_REVIEWS_PAGE_SIZE } from '../../../src/domain/seller-storefront';
import type { SellerReviews } from '../../contract/seller-info';
import type { Db } from '../../db/connection';

/**
 * A seller's reviews as the storefront lists them (docs/product-rules.md#seller-storefronts): the order reviews,
 * newest first, signed with the buyer's first name and surname initial only. null for an unknown seller or a
 * page past the end (the first page always exists, empty when nobody wrote yet).
 */
export async function sellerReviews(db: Db, sellerId: number, page: number): Promise<SellerReviews | null> {
  const seller = await db
    .selectFrom('sellers')
    .where('id', '=', sellerId)
    .select((eb) => [
      'id',
      eb
        .selectFrom('order_comments')
        .where('seller_id', '=', sellerId)
        .where('status', 'in', PUBLIC_REVIEW_STATUSES)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('total'),
    ])
    .executeTakeFirst();
  if (!seller) return null;
  const total = Number(seller.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / SELLER_REVIEWS_PAGE_SIZE));
  if (page > lastPage) return null;
  const rows = await db
    .selectFrom('order_comments as oc')
    .innerJoin('orders as o', 'o.id', 'oc.order_id')
    .where('oc.seller_id', '=', sellerId)
    .where('oc.status', 'in', PUBLIC_REVIEW_STATUSES)
    .innerJoin('sellers as s', 's.id', 'oc.seller_id')
    .select([
      's.shop_name',
      'oc.reply_text',
      'oc.reply_at',
      'oc.id',
      'o.buyer_name',
      'o.buyer_surname',
      'oc.service_rating',
      'oc.delivery_rating',
      'oc.relevance_rating',
      'oc.text',
      'oc.created_at',
    ])
    .orderBy('oc.created_at', 'desc')
    .orderBy('oc.id', 'desc')
    .limit(SELLER_REVIEWS_PAGE_SIZE)
    .offset((page - 1) * SELLER_REVIEWS_PAGE_SIZE)
    .execute();
  return {
    data: rows.map((r) => ({
      id: r.id,
      author: reviewAuthor(r.buyer_name, r.buyer_surname),
      service_rating: r.service_rating,
      delivery_rating: r.delivery_rating,
      relevance_rating: r.relevance_rating,
      rating: Math.round(((r.service_rating + r.delivery_rating + r.relevance_rating) / 3) * 10) / 10,
      text: r.text,
      created_at: r.created_at,
      reply: r.reply_at ? { author: r.shop_name, text: r.reply_text, created_at: r.reply_at } : null,
    })),
    pagination: { current_page: page, last_page: lastPage, per_page: SELLER_REVIEWS_PAGE_SIZE, total },
  };
}
