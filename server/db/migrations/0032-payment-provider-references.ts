import type { Kysely } from 'kysely';

/**
 * What an outside acquirer (LiqPay, Monobank) tells about a payment session: its own reference (Monobank's invoice
 * id) and page, the provider's time of the last status applied (so an older callback arriving late changes nothing),
 * when the money went back, and when an unfinished payment expired and gave its stock back; and on an order, when
 * its money was asked back after its seller cancelled it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['provider_ref', 'page_url', 'provider_at', 'refunded_at', 'expired_at']) {
    await db.schema.alterTable('payment_sessions').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('orders').addColumn('refunded_at', 'text').execute();
}
