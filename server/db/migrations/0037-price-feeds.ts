import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Price feeds (docs/product-rules.md#price-feeds): each offer may carry its seller's own `vendor_code`, unique per
 * seller, which a feed's lines are matched by; `price_feeds` keeps every uploaded feed with its checked lines, so
 * applying one is a durable job that any server process carries on from `applied` after a restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema.alterTable('products').addColumn('vendor_code', 'text').execute();
  // Both engines let many rows hold a null in a unique index: offers without a code never collide.
  await db.schema.createIndex('products_seller_vendor_code').unique().on('products').columns(['seller_id', 'vendor_code']).execute();

  await db.schema
    .createTable('price_feeds')
    .addColumn('id', 'integer', generatedId)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('checked', 'queued', 'applying', 'applied', 'failed')`))
    .addColumn('format', 'text', required)
    // JSON: the lines that change something, in feed order, each with its offer and new values
    .addColumn('changes', 'text', required)
    // JSON: the refused lines with their reasons, the counts by kind
    .addColumn('refused', 'text', required)
    .addColumn('counts', 'text', required)
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('price_feeds_seller').on('price_feeds').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('price_feeds_status').on('price_feeds').columns(['status', 'id']).execute();
}
