import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Orders, and what a customer saves for the next checkout. One checkout makes one order per
 * seller; they share a `checkout_id`, which is what the Idempotency-Key replays, what one online payment pays
 * and what the thank-you page shows. Orders copy what was bought (titles, prices) so later catalogue changes
 * never rewrite history, and keep the buyer's data in columns a deleted account can blank without losing the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();
  const blank = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title_uk', 'text', required)
    .addColumn('title_ru', 'text', required)
    // 1: the browser goes to the acquirer's page after the orders are made
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', generatedId)
    .addColumn('checkout_id', 'text', required)
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    // the receipt and the SMS speak the language the order was placed in
    .addColumn('lang', 'text', required)
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('checkout'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('payment_method_id', 'integer', (c) => c.references('payment_methods.id'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('buyer_name', 'text', blank)
    .addColumn('buyer_surname', 'text', blank)
    .addColumn('buyer_phone', 'text', blank)
    .addColumn('buyer_email', 'text', blank)
    .addColumn('recipient_name', 'text', blank)
    .addColumn('recipient_surname', 'text', blank)
    .addColumn('recipient_patronymic', 'text', blank)
    .addColumn('recipient_phone', 'text', blank)
    .addColumn('recipient_comment', 'text', blank)
    .addColumn('delivery_type_id', 'integer', (c) => c.references('delivery_types.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('pickup_point_id', 'integer', (c) => c.references('pickup_points.id'))
    .addColumn('address_street', 'text', blank)
    .addColumn('address_house', 'text', blank)
    .addColumn('address_floor', 'text', blank)
    .addColumn('items_total_kop', 'integer', required)
    .addColumn('discount_kop', 'integer', (c) => c.notNull().defaultTo(0))
    // null: the carrier prices it on delivery (docs/product-rules.md#delivery-price "by provider")
    .addColumn('delivery_price_kop', 'integer')
    .addColumn('total_kop', 'integer', required)
    .addColumn('promo_code_id', 'integer', (c) => c.references('promo_codes.id'))
    .addColumn('utm_source', 'text', blank)
    .addColumn('admitad_uid', 'text', blank)
    // random, so a guest's thank-you page can fetch its receipt without anyone else guessing it
    .addColumn('receipt_token', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('fulfilled_at', 'text')
    .execute();
  await db.schema.createIndex('orders_checkout').on('orders').column('checkout_id').execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_seller_customer').on('orders').columns(['seller_id', 'customer_id']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // no foreign key: an offer that leaves the catalogue stays in the orders that bought it
    .addColumn('product_id', 'integer', required)
    .addColumn('base_product_id', 'integer', required)
    .addColumn('title_uk', 'text', required)
    .addColumn('title_ru', 'text', required)
    .addColumn('price_kop', 'integer', required)
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'product_id'])
    .execute();

  // One online payment covers the online-paid orders of one checkout.
  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'text', required)
    .addColumn('amount_kop', 'integer', required)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('lang', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema.createIndex('payment_sessions_checkout').on('payment_sessions').column('checkout_id').execute();

  // Saved recipients and deliveries (docs/product-rules.md#cabinet); a seller's shop name ties one to the orders of that shop.
  await db.schema
    .createTable('customer_contacts')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('name', 'text', required)
    .addColumn('surname', 'text', required)
    .addColumn('patronymic', 'text', blank)
    .addColumn('phone', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('customer_contacts_customer').on('customer_contacts').column('customer_id').execute();

  await db.schema
    .createTable('customer_deliveries')
    .addColumn('id', 'integer', generatedId)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.references('sellers.id'))
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('delivery_types.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    // set for pickup points (docs/product-rules.md#checkout "delivery_warehouse_id"); the address fields for a courier
    .addColumn('delivery_warehouse_id', 'integer', (c) => c.references('pickup_points.id'))
    .addColumn('street', 'text', blank)
    .addColumn('house', 'text', blank)
    .addColumn('flat', 'text', blank)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('customer_deliveries_customer').on('customer_deliveries').column('customer_id').execute();
}
