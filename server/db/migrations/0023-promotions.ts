import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Promotions (docs/product-rules.md#promotions): a campaign with its texts in both languages, the days it runs,
 * the promo code a shopper types at checkout (if it has one), and what it covers: whole categories, single
 * products, or both. An ended promotion is kept, so its address keeps answering and says it is over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', generatedId)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_uk', 'text', required)
    .addColumn('title_ru', 'text', required)
    .addColumn('description_uk', 'text', required)
    .addColumn('description_ru', 'text', required)
    .addColumn('terms_uk', 'text', required)
    .addColumn('terms_ru', 'text', required)
    .addColumn('starts_at', 'text', required)
    .addColumn('ends_at', 'text', required)
    .addColumn('promo_code_id', 'integer', (c) => c.references('promo_codes.id'))
    .execute();
  // The list reads running promotions before ended ones, by when they end.
  await db.schema.createIndex('promotions_ends_at').on('promotions').column('ends_at').execute();

  await db.schema
    .createTable('promotion_categories')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addPrimaryKeyConstraint('promotion_categories_pk', ['promotion_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('promotion_products')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('base_product_id', 'integer', (c) => c.notNull().references('base_products.id'))
    .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'base_product_id'])
    .execute();
}
