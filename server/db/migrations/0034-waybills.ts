import type { Kysely } from 'kysely';

/** An order's Nova Poshta waybill (ТТН), set by its seller, and where the parcel last was (src/domain/waybill.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('waybill', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_stage', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracked_at', 'text').execute();
}
