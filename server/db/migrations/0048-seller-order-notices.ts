import type { Kysely } from 'kysely';

/**
 * What a seller's orders board needs beyond the status (docs/product-rules.md#seller-orders):
 * - `cancel_reason`, `cancel_note`: why the seller cancelled, which the buyer reads in the cabinet and the push;
 *   the note is the seller's own words, given with the reason "other" (src/domain/order-status.ts CANCEL_REASONS).
 * - `seller_opened_at`: when someone of the shop first opened the order; the orders tab counts those not opened.
 *   Orders placed before this migration count as opened, so an existing shop does not wake to its whole history.
 * - `push_subscriptions.seller_user_id`: a seller user's device that asked for a push on each new order of its shop.
 * docs/decisions/0073-seller-order-notices.md
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancel_note', 'text').execute();
  await db.schema.alterTable('orders').addColumn('seller_opened_at', 'text').execute();
  const orders = db as Kysely<{ orders: { seller_opened_at: string | null; created_at: string } }>;
  await orders
    .updateTable('orders')
    .set((eb) => ({ seller_opened_at: eb.ref('created_at') }))
    .execute();
  await db.schema.createIndex('orders_seller_unopened').on('orders').columns(['seller_id', 'seller_opened_at']).execute();
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('seller_user_id', 'integer', (c) => c.references('seller_users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('push_subscriptions_seller_user').on('push_subscriptions').column('seller_user_id').execute();
}
