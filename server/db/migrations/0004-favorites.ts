import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Favourites (docs/product-rules.md#cabinet "Favourite lists", 6): a signed-in customer's named lists of offers. The heart on a
 * product puts the offer into the customer's default list, made on first use; the cabinet
 * adds more lists, moves items between them and shares a list at /favorites/share/{share_id}.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  await db.schema
    .createTable('favorite_lists')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // null: the default list's name in the reader's language, until the customer names it
    .addColumn('name', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    // The only key to a shared list: random, so a list is found by its link and never by counting.
    .addColumn('share_id', 'text', (c) => c.notNull().unique())
    .addColumn('is_shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('favorite_lists_customer').on('favorite_lists').column('customer_id').execute();
  // One default list per customer, even when the first hearts come from two tabs at once.
  await db.schema
    .createIndex('favorite_lists_one_default')
    .on('favorite_lists')
    .column('customer_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('favorite_items')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('favorite_lists.id').onDelete('cascade'))
    // An offer taken off the market leaves the lists with it.
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_items_pk', ['list_id', 'product_id'])
    .execute();
  // Without it, removing an offer from the catalogue would scan every list for it.
  await db.schema.createIndex('favorite_items_product').on('favorite_items').column('product_id').execute();
}
