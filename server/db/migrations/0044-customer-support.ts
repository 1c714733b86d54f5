import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Support in the back office (docs/product-rules.md#support): an admin blocks a customer's account with a reason
 * (`blocked_at` is set while it is blocked), the store keeps each sign-in of a customer (when, and how: password,
 * registration or a password reset) and each change of an order's status after it was placed (when, and who made
 * it: the seller, or the payment's expiry), so support reads an account's and an order's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema.alterTable('customers').addColumn('blocked_at', 'text').execute();
  await db.schema
    .alterTable('customers')
    .addColumn('block_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Support finds the orders a phone placed as a guest.
  await db.schema.createIndex('orders_buyer_phone').on('orders').column('buyer_phone').execute();

  await db.schema
    .createTable('customer_sign_ins')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('password', 'registration', 'reset')`))
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('customer_sign_ins_customer').on('customer_sign_ins').columns(['customer_id', 'id']).execute();

  await db.schema
    .createTable('order_status_changes')
    .addColumn('id', 'integer', generatedId)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', required)
    .addColumn('changed_by', 'text', (c) => c.notNull().check(sql`changed_by in ('seller', 'payment')`))
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('order_status_changes_order').on('order_status_changes').columns(['order_id', 'id']).execute();
}
