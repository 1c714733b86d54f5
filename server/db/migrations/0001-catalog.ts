import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** Both languages' text lives side by side (`*_uk`, `*_ru`); amounts are integer kopecks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite numbers an `integer primary key` by itself; PostgreSQL needs an identity column.
  const generatedId = (c: ColumnDefinitionBuilder) =>
    db.getExecutor().adapter instanceof PostgresAdapter ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey();
  const text = (name: string) => [`${name}_uk`, `${name}_ru`] as const;
  const table = (name: string) => db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey());
  const bilingual = <T extends { addColumn: (n: string, t: 'text', f: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) => T }>(
    t: T,
    ...names: string[]
  ) => names.flatMap(text).reduce((acc, col) => acc.addColumn(col, 'text', (c) => c.notNull().defaultTo('')), t);

  await bilingual(
    table('categories').addColumn('parent_id', 'integer', (c) => c.references('categories.id')),
    'name',
    'description',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show_quiz', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

  await bilingual(
    table('brands')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique()),
    'country',
    'description',
  )
    .addColumn('is_popular', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table('sellers').addColumn('shop_name', 'text', (c) => c.notNull()),
    'about',
    'address',
  )
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('rating_x10', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await bilingual(table('cities'), 'name', 'region')
    .addColumn('is_capital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .execute();

  await bilingual(
    table('delivery_types').addColumn('code', 'text', (c) => c.notNull().unique()),
    'title',
  )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('is_by_provider', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_from_kop', 'integer')
    .addColumn('default_price_kop', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table('pickup_points')
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('delivery_type_id', 'integer', (c) => c.notNull().references('delivery_types.id')),
    'title',
    'address',
  )
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('pickup_points_city').on('pickup_points').columns(['city_id', 'delivery_type_id']).execute();

  await bilingual(
    table('warehouses')
      .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id')),
    'title',
  ).execute();

  await bilingual(
    table('attributes').addColumn('slug', 'text', (c) => c.notNull().unique()),
    'name',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bilingual(
    table('attribute_values').addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id')),
    'value',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table('base_products')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id')),
    'title',
    'description',
  )
    .addColumn('media_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rating_x10', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('min_price_kop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_product_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Listings filter by category and sort by one of these; each index serves one sort order.
  for (const col of ['popularity', 'min_price_kop', 'created_at', 'rating_x10']) {
    await db.schema.createIndex(`base_products_category_${col}`).on('base_products').columns(['category_id', col]).execute();
  }
  await db.schema.createIndex('base_products_brand').on('base_products').column('brand_id').execute();

  await db.schema
    .createTable('base_product_values')
    .addColumn('base_product_id', 'integer', (c) => c.notNull().references('base_products.id'))
    .addColumn('value_id', 'integer', (c) => c.notNull().references('attribute_values.id'))
    .addPrimaryKeyConstraint('base_product_values_pk', ['base_product_id', 'value_id'])
    .execute();
  await db.schema.createIndex('base_product_values_value').on('base_product_values').columns(['value_id', 'base_product_id']).execute();

  await table('products')
    .addColumn('base_product_id', 'integer', (c) => c.notNull().references('base_products.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('price_kop', 'integer', (c) => c.notNull())
    .addColumn('old_price_kop', 'integer')
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('min_cart_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('delivery_days', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_base').on('products').column('base_product_id').execute();
  await db.schema.createIndex('products_seller').on('products').column('seller_id').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', generatedId)
    .addColumn('base_product_id', 'integer', (c) => c.notNull().references('base_products.id'))
    .addColumn('customer_id', 'integer')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('advantages', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disadvantages', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_base_product').on('reviews').columns(['base_product_id', 'created_at']).execute();

  await table('promo_codes')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('discount_percent', 'integer')
    .addColumn('discount_kop', 'integer')
    .addColumn('min_total_kop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('usage_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table('blog_categories').addColumn('slug', 'text', (c) => c.notNull().unique()),
    'name',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bilingual(
    table('blog_tags').addColumn('slug', 'text', (c) => c.notNull().unique()),
    'name',
  ).execute();
  await bilingual(
    table('blog_articles')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
      .addColumn('slug', 'text', (c) => c.notNull().unique()),
    'title',
    'excerpt',
    'body',
  )
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blog_article_tags')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('blog_articles.id'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('blog_tags.id'))
    .addPrimaryKeyConstraint('blog_article_tags_pk', ['article_id', 'tag_id'])
    .execute();
  await bilingual(
    table('guide_articles').addColumn('slug', 'text', (c) => c.notNull().unique()),
    'title',
    'body',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bilingual(
    table('media_slider_items').addColumn('place', 'text', (c) => c.notNull()),
    'title',
    'subtitle',
  )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
