import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';

/** Under SQLite's 32,766 bound-variable limit and PostgreSQL's 65,535, with room to spare. */
const MAX_VARIABLES = 30_000;
const ROWS_PER_CHUNK = 500;

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/**
 * Inserts rows in chunks of ~500 (fewer for wide tables). Call it inside a transaction:
 * one transaction per table group keeps SQLite from syncing after every chunk.
 */
export async function insertBatched<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Rows<T>): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const size = Math.max(1, Math.min(ROWS_PER_CHUNK, Math.floor(MAX_VARIABLES / columns)));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot check a generic table's row type; the `Rows<T>` signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}
