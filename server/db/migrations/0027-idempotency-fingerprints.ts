import type { Kysely } from 'kysely';

/**
 * A key reused for another request must not be answered with the first one's answer: each key keeps a digest of
 * the request it was first sent with (method, path and body). Keys stored before have none and replay as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
}
