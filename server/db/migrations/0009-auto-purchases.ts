import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Auto purchases (docs/product-rules.md#cabinet "Auto-purchase lists", 5): a customer's lists of products bought again every
 * `interval_days` from `start_date`, one of them the default that a product joins when no list is named.
 * A list that has items cannot be deleted: the service refuses with a clear message (docs/product-rules.md#cabinet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('auto_purchase_lists')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('interval_days', 'integer', (c) => c.notNull())
    // a calendar day (YYYY-MM-DD) in the shop's time zone
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auto_purchase_lists_customer').on('auto_purchase_lists').column('customer_id').execute();
  // One default list per customer, even when two tabs make the first list at once.
  await db.schema
    .createIndex('auto_purchase_lists_one_default')
    .on('auto_purchase_lists')
    .column('customer_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('auto_purchase_items')
    .addColumn('id', 'integer', generatedId)
    // Deleting a customer takes the lists and, through them, the items.
    .addColumn('list_id', 'integer', (c) => c.notNull().references('auto_purchase_lists.id').onDelete('cascade'))
    // An offer taken off the market leaves the lists with it.
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('auto_purchase_items_once', ['list_id', 'product_id'])
    .execute();
  await db.schema.createIndex('auto_purchase_items_product').on('auto_purchase_items').column('product_id').execute();
}
