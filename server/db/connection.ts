import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SQLite } from './sqlite-library';
import { checkpointInThread } from './wal-checkpointer';
import { isDurable } from './durable-commits';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

/** Which of the two engines `db` (or a transaction of it) runs on, for the few queries each words its own way. */
export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A transaction takes SQLite's write lock when it begins (`begin immediate`), waiting for another process's
 * commit as long as the busy timeout allows. Begun the default way, it reads first and asks for the lock at
 * its first write: if another worker process committed in between, SQLite refuses at once (SQLITE_BUSY_SNAPSHOT,
 * which no waiting can mend), and under load with two workers a fifth of the adds to cart failed so.
 */
class WriteFirstSqliteDriver extends SqliteDriver {
  /**
   * An order's, a payment's or an account's transaction commits synced to disk (server/db/durable-commits.ts). SQLite
   * takes the safety level only outside a transaction: set before it begins, put back once it ends.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (isDurable()) await connection.executeQuery(CompiledQuery.raw('pragma synchronous = full'));
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    if (isDurable()) await connection.executeQuery(CompiledQuery.raw('pragma synchronous = normal'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await super.rollbackTransaction(connection);
    if (isDurable()) await connection.executeQuery(CompiledQuery.raw('pragma synchronous = normal'));
  }
}

class StoreSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new WriteFirstSqliteDriver(this.#config);
  }
}

/**
 * `DATABASE_URL` unset: the embedded SQLite file; a file path: that SQLite file; `postgres://...`: PostgreSQL.
 * Queries are written once against Kysely so both dialects run the same code.
 */
export async function openDatabase(url: string | undefined, { checkpointsInThread = false } = {}): Promise<Db> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url });
    // A connection resting in the pool that the server ends (a restart, a failover, an administrator) is dropped by
    // the pool and made anew when next needed; unheard, its error would end the whole process.
    pool.on('error', (error) => console.warn(`PostgreSQL ended a resting connection: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = url?.replace(/^sqlite:(\/\/)?/, '') || 'data/store.db';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while a checkout writes; NORMAL sync is safe with WAL and much faster. Orders, payments
  // and account changes commit with FULL (WriteFirstSqliteDriver.commitTransaction).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // The default page cache is 2 MB against a catalogue file of 200+ MB at 100,000 offers. 64 MB (negative: KiB)
  // holds the indexes a listing and a search walk; each worker process has its own, so this is per process.
  sqlite.pragma('cache_size = -65536');
  // Reads go straight to the operating system's page cache, which the worker processes share, without a copy.
  sqlite.pragma('mmap_size = 268435456');
  // Sorts and groupings that cannot use an index stay in memory instead of a temporary file.
  sqlite.pragma('temp_store = MEMORY');
  const database = withStatementCache(sqlite);
  if (checkpointsInThread && file !== ':memory:') {
    const stopCheckpoints = checkpointInThread(sqlite, file);
    const close = database.close;
    database.close = () => (stopCheckpoints(), close());
  }
  return new Kysely<Database>({ dialect: new StoreSqliteDialect({ database }) });
}

/**
 * Gives the query planner the statistics of the rows just written (both databases know `analyze`): without them
 * SQLite guesses every index equally selective and may walk a whole category where a brand's index is shorter.
 */
export async function analyzeDatabase(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
