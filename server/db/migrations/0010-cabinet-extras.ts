import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The cabinet's viewed products and pets. The browser keeps its own short viewed list (docs/product-rules.md#cabinet
 * "Viewed product record"); an account keeps a longer one here, per goods rather than per offer, so the
 * cabinet shows the same viewed products on every device. Pets let the catalogue's pet widgets pre-select.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('customer_recent_views')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // Goods that leave the catalogue leave the viewed lists with them.
    .addColumn('base_product_id', 'integer', (c) => c.notNull().references('base_products.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_recent_views_pk', ['customer_id', 'base_product_id'])
    .execute();
  // The cabinet pages newest first, and pruning keeps the newest: both walk this index.
  await db.schema.createIndex('customer_recent_views_newest').on('customer_recent_views').columns(['customer_id', 'viewed_at']).execute();

  await db.schema
    .createTable('pets')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text')
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('boy', 'girl')`))
    .addColumn('sterilized', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('breed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pets_customer').on('pets').column('customer_id').execute();
}
