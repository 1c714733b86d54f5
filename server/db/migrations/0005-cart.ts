import type { Kysely } from 'kysely';

/**
 * The cart (docs/product-rules.md#cart "Cart", 4 "Cart"): a server-issued session id (128 random bits) names a guest's cart;
 * a signed-in customer's cart carries the customer too, so logging in can merge a guest cart into it
 * (docs/product-rules.md#accounts-and-sign-in). Items keep only what the shopper chose: prices and stock are read from `products` on every answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One cart per customer; many guest carts have none.
    .addColumn('customer_id', 'integer', (c) => c.unique().references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    // An offer taken off the market leaves every cart with it.
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['cart_id', 'product_id'])
    .execute();
  await db.schema.createIndex('cart_items_product').on('cart_items').column('product_id').execute();
}
