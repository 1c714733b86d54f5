import type { Kysely } from 'kysely';

/**
 * The owner keeps the shop's public profile in the workspace (docs/product-rules.md#seller-profile): the return
 * terms in both languages beside the about text, and a logo of its own. `logo_file` is the server-made name of the
 * logo drawn again from the owner's upload (server/services/seller/seller-logo.ts); null keeps the drawn initials.
 * The seller's statistics read its orders of a period, which the index by seller and time finds without a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sellers')
    .addColumn('returns_uk', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sellers')
    .addColumn('returns_ru', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sellers').addColumn('logo_file', 'text').execute();
  await db.schema.createIndex('orders_seller_created').on('orders').columns(['seller_id', 'created_at']).execute();
}
