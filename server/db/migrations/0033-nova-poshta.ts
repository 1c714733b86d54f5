import type { Kysely } from 'kysely';

/**
 * Nova Poshta's own keys (its Ref) on the cities and pickup points a sync brings, so the next night's sync
 * updates the same rows the orders point at; and one progress row per sync, from which a crashed run resumes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('np_ref', 'text').execute();
  await db.schema.createIndex('cities_np_ref').unique().on('cities').column('np_ref').execute();
  await db.schema.alterTable('pickup_points').addColumn('np_ref', 'text').execute();
  await db.schema.createIndex('pickup_points_np_ref').unique().on('pickup_points').column('np_ref').execute();
  await db.schema
    .createTable('delivery_syncs')
    .addColumn('provider', 'text', (c) => c.primaryKey())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('next_page', 'integer', (c) => c.notNull())
    .addColumn('cities_synced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_synced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('error', 'text')
    .execute();
}
