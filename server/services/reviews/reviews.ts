import type { Insertable } from 'kysely';
import { newReviewStatus, PUBLIC_REVIEW_STATUSES } from '../../../src/domain/review-moderation';
import { REVIEWS_STEP } from '../../../src/domain/limits';
import type { Db } from '../../db/connection';
import type { ReviewTable } from '../../db/schema';
import type { Review, ReviewList, ReviewSummary } from '../../contract/reviews';
import { reviewPhotoUrl, reviewThumb, type PreparedPhoto } from './review-photos';

/** Reviews belong to the base product: every seller's offer of it shows the same ones. */
export async function baseProductOfOffer(db: Db, offerId: number): Promise<number | null> {
  const row = await db.selectFrom('products').where('id', '=', offerId).select('base_product_id').executeTakeFirst();
  return row?.base_product_id ?? null;
}

type ReviewRow = Pick<
  ReviewTable,
  'base_product_id' | 'customer_id' | 'author_name' | 'rating' | 'advantages' | 'disadvantages' | 'text' | 'created_at'
> & { id: number; reply_text: string; reply_at: string | null; shop_name: string | null };

const ROW_COLUMNS = [
  'r.id',
  'r.base_product_id',
  'r.customer_id',
  'r.author_name',
  'r.rating',
  'r.advantages',
  'r.disadvantages',
  'r.text',
  'r.created_at',
  'r.reply_text',
  'r.reply_at',
  's.shop_name',
] as const;

/**
 * The authors among `customerIds` who bought this product: an order of theirs holding it has been fulfilled (they
 * received it), whoever sold it (docs/product-rules.md#product-page "Купив цей товар").
 */
async function buyersAmong(db: Db, baseProductId: number, customerIds: readonly number[]): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .where('o.customer_id', 'in', customerIds)
    .where('o.status', '=', 'fulfilled')
    .where('i.base_product_id', '=', baseProductId)
    .select('o.customer_id')
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.customer_id!));
}

async function withPhotos(db: Db, rows: readonly ReviewRow[]): Promise<Review[]> {
  const ids = rows.map((r) => r.id);
  const authors = [...new Set(rows.flatMap((r) => (r.customer_id === null ? [] : [r.customer_id])))];
  const buyers = rows.length ? await buyersAmong(db, rows[0]!.base_product_id, authors) : new Set<number>();
  const photos = ids.length
    ? await db
        .selectFrom('review_photos')
        .where('review_id', 'in', ids)
        .select(['review_id', 'file_name', 'width', 'height'])
        .orderBy('review_id')
        .orderBy('sort')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    author_name: r.author_name,
    rating: r.rating,
    advantages: r.advantages,
    disadvantages: r.disadvantages,
    text: r.text,
    bought: r.customer_id !== null && buyers.has(r.customer_id),
    photos: photos
      .filter((p) => p.review_id === r.id)
      // One text for both languages: "фото" is the same word in Ukrainian and Russian.
      .map((p, i) => ({
        src: reviewPhotoUrl(p.file_name),
        width: p.width,
        height: p.height,
        alt: `${r.author_name || '—'}, фото ${i + 1}`,
        thumb: reviewThumb(p),
      })),
    created_at: r.created_at,
    reply: r.reply_at && r.shop_name ? { author: r.shop_name, text: r.reply_text, created_at: r.reply_at } : null,
  }));
}

async function reviewSummary(db: Db, baseProductId: number): Promise<ReviewSummary> {
  const groups = await db
    .selectFrom('reviews')
    .where('base_product_id', '=', baseProductId)
    .where('status', 'in', PUBLIC_REVIEW_STATUSES)
    .groupBy('rating')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
    .execute();
  const by_rating = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const g of groups) {
    const n = Number(g.n);
    by_rating[g.rating as keyof typeof by_rating] = n;
    count += n;
    sum += n * g.rating;
  }
  // Rounded as base_products.rating_x10 is, so the product card and the reviews block agree.
  return { rate: count ? Math.round((sum * 10) / count) / 10 : 0, count, by_rating };
}

/** One page of reviews, newest first, with the product's summary. */
export async function reviewList(db: Db, baseProductId: number, page: number, canReview: boolean): Promise<ReviewList> {
  const summary = await reviewSummary(db, baseProductId);
  const rows = await db
    .selectFrom('reviews as r')
    .leftJoin('sellers as s', 's.id', 'r.seller_id')
    .where('r.base_product_id', '=', baseProductId)
    .where('r.status', 'in', PUBLIC_REVIEW_STATUSES)
    .select(ROW_COLUMNS)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEWS_STEP)
    .offset((page - 1) * REVIEWS_STEP)
    .execute();
  return {
    data: await withPhotos(db, rows),
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(summary.count / REVIEWS_STEP)),
      per_page: REVIEWS_STEP,
      total: summary.count,
    },
    summary,
    can_review: canReview,
  };
}

/** How a review is signed: the first name and the surname's initial, as the demo reviews are. */
export function authorName(customer: { name: string; surname: string }): string {
  const initial = Array.from(customer.surname.trim())[0];
  return [customer.name.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

type NewReview = Omit<Insertable<ReviewTable>, 'id' | 'created_at'> & { customer_id: number };

/** What saving a review did: the review as shown, whether it edited the customer's earlier one, and the photo files it replaced. */
interface SavedReview {
  review: Review;
  edited: boolean;
  /** file names of photos no review shows any more: remove them once the transaction commits */
  replacedPhotos: string[];
}

/**
 * Recounts a product's rating and count from its public reviews; run in the transaction that changed one, so the
 * cards, the listing's order and the reviews block never disagree (docs/architecture.md idea 9).
 */
export async function refreshProductRating(trx: Db, baseProductId: number): Promise<void> {
  const { rate, count } = await reviewSummary(trx, baseProductId);
  await trx
    .updateTable('base_products')
    .set({ rating_x10: Math.round(rate * 10), reviews_count: count })
    .where('id', '=', baseProductId)
    .execute();
}

/**
 * Stores a customer's review of a product with its (already saved) photos, and refreshes the product's rating and
 * count. A customer has one review per product (docs/product-rules.md#product-page): a second edits the first, and
 * its photos, when it brings any, replace the first's. Run it inside the caller's transaction so all of it commits together. Under
 * pre-moderation (docs/product-rules.md#review-moderation) the review waits for approval before it is shown.
 */
export async function saveReview(
  trx: Db,
  review: NewReview,
  photos: readonly PreparedPhoto[],
  premoderation = false,
): Promise<SavedReview> {
  const columns = [
    'id',
    'base_product_id',
    'author_name',
    'rating',
    'advantages',
    'disadvantages',
    'text',
    'created_at',
    'reply_text',
    'reply_at',
    'seller_id',
  ] as const;
  const earlier = await trx
    .selectFrom('reviews')
    .where('base_product_id', '=', review.base_product_id)
    .where('customer_id', '=', review.customer_id)
    .select(['id', 'status'])
    .executeTakeFirst();
  // An edit is new text for the moderators again; a hidden review stays hidden, so editing is no way around a decision.
  const { seller_id: _offerSeller, ...edit } = review;
  const row = earlier
    ? await trx
        .updateTable('reviews')
        .set(
          earlier.status === 'hidden'
            ? edit
            : { ...edit, status: newReviewStatus(premoderation), prior_status: null, decided_at: null, decided_by: null },
        )
        .where('id', '=', earlier.id)
        .returning(columns)
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('reviews')
        .values({ ...review, status: newReviewStatus(premoderation), created_at: new Date().toISOString() })
        .returning(columns)
        .executeTakeFirstOrThrow();
  let replacedPhotos: string[] = [];
  if (earlier && photos.length) {
    replacedPhotos = (await trx.selectFrom('review_photos').where('review_id', '=', row.id).select('file_name').execute()).map(
      (p) => p.file_name,
    );
    await trx.deleteFrom('review_photos').where('review_id', '=', row.id).execute();
  }
  if (photos.length) {
    await trx
      .insertInto('review_photos')
      .values(
        photos.map((p, sort) => ({
          review_id: row.id,
          file_name: p.fileName,
          mime: 'image/webp',
          size: p.full.length,
          width: p.width,
          height: p.height,
          sort,
        })),
      )
      .execute();
  }
  await refreshProductRating(trx, review.base_product_id);
  const shop = row.seller_id
    ? await trx.selectFrom('sellers').where('id', '=', row.seller_id).select('shop_name').executeTakeFirst()
    : undefined;
  const [saved] = await withPhotos(trx, [{ ...row, customer_id: review.customer_id, shop_name: shop?.shop_name ?? null }]);
  return { review: saved!, edited: earlier !== undefined, replacedPhotos };
}
