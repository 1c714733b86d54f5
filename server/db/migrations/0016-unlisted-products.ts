import { sql, type Kysely } from 'kysely';

/**
 * Live search counts every match a shopper can see: all the search index finds, less the base products without
 * an offer (nothing to show on a card). Those are few, so a partial index names them without reading the
 * catalogue (services/search/search.ts, liveSearch).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('base_products_unlisted')
    .on('base_products')
    .column('id')
    .where(sql.ref('best_product_id'), '=', 0)
    .execute();
}
