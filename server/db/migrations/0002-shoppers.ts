import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * What shoppers write: customers and their sessions (sign-up builds on them), reviews' photos,
 * complaints, reports of wrong characteristics, back-in-stock subscriptions, compare lists and the
 * stored answers of idempotent writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const serial = (name: string) => db.schema.createTable(name).addColumn('id', 'integer', generatedId);
  const now = (c: ColumnDefinitionBuilder) => c.notNull();

  await serial('customers')
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('patronymic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('birth_day', 'text')
    .addColumn('gender', 'integer')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', now)
    .execute();

  // Only a hash of the token is kept, so a leaked table cannot be replayed as sessions.
  await db.schema
    .createTable('customer_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .addColumn('expires_at', 'text', now)
    .execute();
  await db.schema.createIndex('customer_sessions_customer').on('customer_sessions').column('customer_id').execute();

  await serial('review_photos')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('review_photos_review').on('review_photos').column('review_id').execute();

  await serial('product_complaints')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', now)
    .execute();

  await serial('stock_subscriptions')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    /** 'waiting' until stock comes back, then 'to_notify' for the sender, then 'notified' */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('stock_subscriptions_product').on('stock_subscriptions').columns(['product_id', 'status']).execute();

  await db.schema
    .createTable('compare_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .execute();
  // A customer has one compare list; guests' sessions all have no customer.
  await db.schema.createIndex('compare_sessions_customer').on('compare_sessions').column('customer_id').unique().execute();
  await db.schema
    .createTable('compare_items')
    .addColumn('session_id', 'text', (c) => c.notNull().references('compare_sessions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('compare_items_pk', ['session_id', 'product_id'])
    .execute();

  // A replayed write (same key, same scope) gets the stored answer instead of running twice.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  // ---- Catalogue listings (server/services/catalog/listing.ts) ----
  // A listing picks its page of ids, counts brands and reads price ranges from these narrow indices,
  // never from the wide product rows: in stock first, then the sort column, for category and brand pages.
  const listingIndices: [name: string, columns: string[]][] = [
    ['base_products_category_stock_popularity', ['category_id', 'in_stock', 'popularity']],
    ['base_products_category_stock_price', ['category_id', 'in_stock', 'min_price_kop']],
    ['base_products_category_brand', ['category_id', 'brand_id']],
    ['base_products_brand_stock_popularity', ['brand_id', 'in_stock', 'popularity']],
    ['base_products_brand_stock_price', ['brand_id', 'in_stock', 'min_price_kop']],
  ];
  for (const [name, columns] of listingIndices) await db.schema.createIndex(name).on('base_products').columns(columns).execute();
}
