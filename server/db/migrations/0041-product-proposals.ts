import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Sellers' proposed new products (docs/product-rules.md#proposed-products): what the seller typed, waiting for a
 * moderator. Accepting one makes the base product and the seller's offer and remembers them, so an undo within
 * the window can take exactly those rows away again; refusing keeps the reason the seller is shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('product_proposals')
    .addColumn('id', 'integer', generatedId)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'accepted', 'refused')`),
    )
    .addColumn('title_uk', 'text', required)
    .addColumn('title_ru', 'text', required)
    .addColumn('description_uk', 'text', required)
    .addColumn('description_ru', 'text', required)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    // an existing brand, or a new brand's name made when the proposal is accepted
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('brand_name', 'text', (c) => c.notNull().defaultTo(''))
    // JSON: the characteristic values' ids
    .addColumn('value_ids', 'text', required)
    .addColumn('price_kop', 'integer', required)
    .addColumn('stock', 'integer', required)
    .addColumn('vendor_code', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('refusal_reason', 'text', (c) => c.notNull().defaultTo(''))
    // what accepting made: the base product, the offer and, when the brand was new, the brand
    .addColumn('base_product_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('created_brand_id', 'integer')
    .execute();
  await db.schema.createIndex('product_proposals_seller').on('product_proposals').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('product_proposals_queue').on('product_proposals').columns(['status', 'created_at']).execute();
}
