import type { Kysely } from 'kysely';

/**
 * What Nova Poshta quoted for a parcel (docs/decisions/0067-nova-poshta-quotes-refunds-and-one-waybill.md):
 * `delivery_quotes` keeps one row per route, service and declared value, so every server process shows and charges
 * the same price and asks Nova Poshta again only when the row is old. `price_kop` null: Nova Poshta gave no price
 * when last asked, so the store's own rules apply.
 *
 * An order's waybill is claimed by the process making it (`waybill_claim`, `waybill_claimed_at`), so two processes
 * asked at once make one parcel: the other waits for the one made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_quotes')
    .addColumn('quote_key', 'text', (c) => c.primaryKey())
    .addColumn('price_kop', 'integer')
    .addColumn('delivery_date', 'text')
    .addColumn('quoted_at', 'text')
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('waybill_claim', 'text').execute();
  await db.schema.alterTable('orders').addColumn('waybill_claimed_at', 'text').execute();
}
