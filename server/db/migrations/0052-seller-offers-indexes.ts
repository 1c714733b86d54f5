import type { Kysely } from 'kysely';

/**
 * The workspace's offers list (docs/product-rules.md#seller-workspace) shows a seller's offers newest first, all of
 * them or those out of stock or running low. With the seller's index alone every such page read all of a shop's
 * offers and sorted them to keep 20: about 30 ms at 10,000 offers. `(seller_id, id)` walks them newest first and
 * stops at the page; `(seller_id, stock, id)` does so within a stock filter and counts it from the index alone.
 * `id` is named in both so PostgreSQL has the order too (SQLite keeps the row id in every index anyway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_seller_newest').on('products').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('products_seller_stock').on('products').columns(['seller_id', 'stock', 'id']).execute();
}
