import { sql, type Kysely } from 'kysely';

/**
 * A waybill number is one order's, per carrier (docs/product-rules.md#writes-that-must-not-collide): the carrier
 * numbers its parcels, so the same number on two orders is a typing mistake that would show one buyer another's
 * parcel. `waybill_carrier` names whose numbering an order's waybill follows; every waybill today is Nova Poshta's.
 *
 * Where orders already share a number, the order placed first (the lowest id) keeps it; the others lose it and its
 * tracking, stay in their status, and their seller types the right number again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('waybill_carrier', 'text', (c) => c.notNull().defaultTo('nova_poshta'))
    .execute();
  await sql`update orders set waybill = null, tracking_stage = null, tracked_at = null
    where waybill is not null and exists (
      select 1 from orders o where o.waybill = orders.waybill and o.waybill_carrier = orders.waybill_carrier and o.id < orders.id
    )`.execute(db);
  await db.schema.createIndex('orders_one_per_waybill').unique().on('orders').columns(['waybill_carrier', 'waybill']).execute();
}
