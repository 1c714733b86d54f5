import type { Kysely } from 'kysely';

/**
 * A seller's own Nova Poshta account (docs/decisions/0087-a-sellers-nova-poshta-key-and-lost-answers.md): its API key
 * and the sender its account lists, read once when the owner gives the key. A table of its own, so no reading of the
 * sellers' rows carries the key. Plain integer and text columns: the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seller_nova_poshta_accounts')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey().references('sellers.id').onDelete('cascade'))
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('sender_ref', 'text', (c) => c.notNull())
    .addColumn('contact_ref', 'text', (c) => c.notNull())
    .addColumn('city_ref', 'text', (c) => c.notNull())
    .addColumn('address_ref', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .execute();
}
