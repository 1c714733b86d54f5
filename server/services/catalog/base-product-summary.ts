import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { refreshListingSummaries } from './listing-summaries';
import { baseProductShown, offerSellable } from './sellable-offer';

/** Ids per UPDATE: far under SQLite's and PostgreSQL's bound-variable limits. */
const CHUNK = 500;

type Eb = ExpressionBuilder<Database, 'base_products'>;

/**
 * The offer a listing shows for a base product: of its sellable offers, the cheapest one in stock, else the cheapest
 * of all; ties go to the lower id so the choice is stable. Without a sellable offer, or in a hidden category or of a
 * hidden brand, the base product is unlisted (best_product_id 0), which every listing, search and sitemap leaves out.
 */
function bestOffer(eb: Eb) {
  return eb
    .selectFrom('products as p')
    .whereRef('p.base_product_id', '=', 'base_products.id')
    .where(offerSellable('p.seller_id'))
    .where(baseProductShown('base_products'))
    .orderBy((o) => o.case().when('p.stock', '>', 0).then(o.lit(0)).else(o.lit(1)).end())
    .orderBy('p.price_kop')
    .orderBy('p.id')
    .limit(1);
}

/**
 * Refreshes the denormalized `base_products` columns from their offers (`products`):
 * - `best_product_id`: the cheapest offer in stock, else the cheapest offer (0 when there is none);
 * - `min_price_kop`: that offer's price, so a card's price is always one the shopper can buy at when anything is in stock;
 * - `in_stock`: 1 when any sellable offer has stock.
 * Set-based (one UPDATE with correlated subqueries per chunk of ids), the same SQL on SQLite and PostgreSQL.
 * Call it inside the transaction that changed prices or stock. Without ids, refreshes every base product.
 */
export async function refreshBaseProductSummary(db: Db, baseProductIds?: readonly number[]): Promise<void> {
  const update = () =>
    db.updateTable('base_products').set((eb) => ({
      best_product_id: eb.fn.coalesce(bestOffer(eb).select('p.id'), eb.lit(0)),
      min_price_kop: eb.fn.coalesce(bestOffer(eb).select('p.price_kop'), eb.lit(0)),
      in_stock: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('products as s')
              .select('s.id')
              .whereRef('s.base_product_id', '=', 'base_products.id')
              .where('s.stock', '>', 0)
              .where(offerSellable('s.seller_id')),
          ),
        )
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end(),
    }));
  if (!baseProductIds) {
    await update().execute();
  } else {
    const ids = [...new Set(baseProductIds)];
    for (let start = 0; start < ids.length; start += CHUNK) {
      await update()
        .where('id', 'in', ids.slice(start, start + CHUNK))
        .execute();
    }
  }
  // A card's price moves the price range its listing shows: the summaries follow in the same transaction.
  await refreshListingSummaries(db, baseProductIds);
}
