import type { Kysely } from 'kysely';

/**
 * Promo codes made in the back office (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office):
 * `starts_at` is the first instant a code works (null: since it was made, as every seeded code), `paused_at` is set
 * while an admin holds it back, and `per_phone_limit` caps the checkouts one buyer's phone may use it in (0: no cap,
 * as `usage_limit` counts 0 for the code as a whole).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('promo_codes').addColumn('paused_at', 'text').execute();
  await db.schema
    .alterTable('promo_codes')
    .addColumn('per_phone_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The per-phone cap counts a phone's checkouts with the code.
  await db.schema.createIndex('orders_promo_code_phone').on('orders').columns(['promo_code_id', 'buyer_phone']).execute();
}
