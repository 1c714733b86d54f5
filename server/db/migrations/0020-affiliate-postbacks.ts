import type { Kysely } from 'kysely';

/**
 * What the default affiliate postback recorded (docs/decisions/0037-consent-and-attribution.md): one row per paid
 * order an affiliate brought. The orders' own utm_source and admitad_uid columns came with the orders (0007).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliate_postbacks')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    // hryvnias as the network is told them
    .addColumn('total', 'real', (c) => c.notNull())
    .addColumn('aduid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
