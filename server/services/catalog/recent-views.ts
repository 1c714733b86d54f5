import type { Lang } from '../../../src/domain/paths';
import type { Pagination } from '../../contract/common';
import type { ProductCard } from '../../contract/catalog';
import type { Db } from '../../db/connection';
import { cardQuery, toCards } from './product-cards';

/** An account remembers this many viewed goods; older views fall off as new ones come. */
export const RECENT_VIEWS_KEPT = 100;
export const RECENT_VIEWS_PER_PAGE = 12;

/** A cabinet list's pagination; a page past the end answers the last one, so removing its last item never strands the shopper. */
export function pageMeta(total: number, asked: number, perPage: number): Pagination {
  const last = Math.max(1, Math.ceil(total / perPage));
  return { current_page: Math.min(Math.max(1, asked), last), last_page: last, per_page: perPage, total };
}

/**
 * A signed-in customer opened an offer's page: its goods move to the top of their viewed list. One upsert
 * and one prune by the (customer_id, viewed_at) index, so a product page pays little for it.
 */
export async function recordRecentView(db: Db, customerId: number, productId: number, now = new Date()): Promise<void> {
  const offer = await db.selectFrom('products').where('id', '=', productId).select('base_product_id').executeTakeFirst();
  if (!offer) return;
  const viewedAt = now.toISOString();
  await db
    .insertInto('customer_recent_views')
    .values({ customer_id: customerId, base_product_id: offer.base_product_id, viewed_at: viewedAt })
    .onConflict((oc) => oc.columns(['customer_id', 'base_product_id']).doUpdateSet({ viewed_at: viewedAt }))
    .execute();
  await db
    .deleteFrom('customer_recent_views')
    .where('customer_id', '=', customerId)
    .where('base_product_id', 'not in', (eb) =>
      eb
        .selectFrom('customer_recent_views')
        .where('customer_id', '=', customerId)
        .select('base_product_id')
        .orderBy('viewed_at', 'desc')
        .orderBy('base_product_id', 'desc')
        .limit(RECENT_VIEWS_KEPT),
    )
    .execute();
}

/** One page of the customer's viewed goods as cards (each the goods' best offer), the latest first. */
export async function recentViews(
  db: Db,
  lang: Lang,
  customerId: number,
  page: number,
): Promise<{ data: ProductCard[]; pagination: Pagination }> {
  const mine = db.selectFrom('customer_recent_views').where('customer_id', '=', customerId);
  const { n } = await mine.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const pagination = pageMeta(Number(n), page, RECENT_VIEWS_PER_PAGE);
  const rows = await mine
    .select('base_product_id')
    .orderBy('viewed_at', 'desc')
    .orderBy('base_product_id', 'desc')
    .limit(RECENT_VIEWS_PER_PAGE)
    .offset((pagination.current_page - 1) * RECENT_VIEWS_PER_PAGE)
    .execute();
  const ids = rows.map((r) => r.base_product_id);
  if (ids.length === 0) return { data: [], pagination };
  const cards = await toCards(db, lang, await cardQuery(db, lang).where('b.id', 'in', ids).execute());
  const byBase = new Map(cards.map((c) => [c.base_product_id, c]));
  return { data: ids.map((id) => byBase.get(id)).filter((c) => c !== undefined), pagination };
}

/** Forgets one viewed goods; false when it was not in this customer's list (the route answers 404). */
export async function removeRecentView(db: Db, customerId: number, baseProductId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_recent_views')
    .where('customer_id', '=', customerId)
    .where('base_product_id', '=', baseProductId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearRecentViews(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom('customer_recent_views').where('customer_id', '=', customerId).execute();
}
