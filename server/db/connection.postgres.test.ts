import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './connection';
import { freshPostgresDatabase, postgresUrl } from '../testing/postgres';

/** Runs when TEST_POSTGRES_URL names a server where it may create a database. */
describe.skipIf(!postgresUrl)('the PostgreSQL pool', () => {
  const database = freshPostgresDatabase('pool', 1);

  it('outlives the server ending a resting connection, and answers again on a new one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await openDatabase(database.url);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(database.db);
      // Unheard, the pool's error would end the test run here instead.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL ended a resting connection')), {
        timeout: 10_000,
      });
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await db.destroy();
      warn.mockRestore();
    }
  });
});
