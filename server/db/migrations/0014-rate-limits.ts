import type { Kysely } from 'kysely';

/**
 * Rate-limit counts (server/services/auth/rate-limits.ts): one row per bucket and key, counting hits in a fixed
 * window. They live in the database so every server process over it counts together; a row whose window has
 * ended is reused by the next hit or deleted by the periodic sweep, so the table holds only live windows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    // what is limited, e.g. 'api' or 'login:phone', so keys of different limits never meet
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // ISO time the window ends; a hit at or after it starts a new window
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'key'])
    .execute();
  await db.schema.createIndex('rate_limit_hits_ends_at').on('rate_limit_hits').column('ends_at').execute();
}
