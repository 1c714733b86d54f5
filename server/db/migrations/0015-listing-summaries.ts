import { sql, type Kysely } from 'kysely';

/**
 * What a catalogue listing shows before the shopper narrows it (docs/decisions/0025-listing-summaries.md):
 * per cell of one category and one brand, how many base products it holds and their price range, and how
 * many of them carry each characteristic value. A category listing adds up the cells of its subtree, a
 * brand page the cells of its brand, so neither aggregates every product on every request. The cells are
 * kept by refreshListingSummaries (server/services/catalog/listing-summaries.ts) in the transaction of each change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_cells')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    // the cheapest and dearest base product of the cell by the price its card shows (min_price_kop)
    .addColumn('min_price_kop', 'integer', (c) => c.notNull())
    .addColumn('max_price_kop', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_cells_pk', ['category_id', 'brand_id'])
    .execute();
  await db.schema.createIndex('listing_cells_brand').on('listing_cells').columns(['brand_id', 'category_id']).execute();

  await db.schema
    .createTable('listing_cell_values')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('value_id', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_cell_values_pk', ['category_id', 'brand_id', 'value_id'])
    .execute();
  await db.schema.createIndex('listing_cell_values_brand').on('listing_cell_values').columns(['brand_id', 'value_id']).execute();
  // Refreshing one cell reads its base products through base_products_category_brand (0002-shoppers).

  // A catalogue seeded before this migration gets its cells from what it already holds.
  await sql`insert into listing_cells (category_id, brand_id, products, min_price_kop, max_price_kop)
    select category_id, brand_id, count(*), min(min_price_kop), max(min_price_kop) from base_products group by category_id, brand_id`.execute(
    db,
  );
  await sql`insert into listing_cell_values (category_id, brand_id, value_id, products)
    select b.category_id, b.brand_id, bv.value_id, count(*) from base_products b
    inner join base_product_values bv on bv.base_product_id = b.id group by b.category_id, b.brand_id, bv.value_id`.execute(db);
}
