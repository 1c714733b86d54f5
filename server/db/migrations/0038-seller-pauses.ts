import type { Kysely } from 'kysely';

/**
 * An admin can pause a seller (docs/product-rules.md#back-office): `paused_at` is set while it is paused and its
 * offers are not sellable (server/services/catalog/sellable-offer.ts); `pause_reason` says why, for the back office.
 * The sellers table is a catalogue table, so a pause or a resume bumps the catalogue's version (migration 0017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sellers').addColumn('paused_at', 'text').execute();
  await db.schema
    .alterTable('sellers')
    .addColumn('pause_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
