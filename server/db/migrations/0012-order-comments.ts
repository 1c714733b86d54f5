import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Order comments (docs/product-rules.md#cabinet "Order comment"): the customer's review of the seller of one fulfilled order.
 * One per order, so "a review of a seller requires having bought from them" (docs/product-rules.md#cabinet) holds by construction: only
 * the owner of a fulfilled order can write one. Each comment moves the seller's rating_x10 and reviews_count in
 * the same transaction (server/services/orders/order-comments.ts), so seller cards never recount on read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const stars = (name: string) => (c: ColumnDefinitionBuilder) => c.notNull().check(sql`${sql.ref(name)} between 1 and 5`);

  await db.schema
    .createTable('order_comments')
    .addColumn('id', 'integer', generatedId)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    // kept when the account is deleted: the seller's rating already counts it
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    // the order's seller, copied so a storefront lists its reviews without joining every order
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('service_rating', 'integer', stars('service_rating'))
    .addColumn('delivery_rating', 'integer', stars('delivery_rating'))
    .addColumn('relevance_rating', 'integer', stars('relevance_rating'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_comments_seller').on('order_comments').columns(['seller_id', 'created_at']).execute();
}
