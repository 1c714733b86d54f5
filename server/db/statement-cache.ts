import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { lruMap } from '../../src/domain/lru-map';

/** Enough for every query the shop runs with its usual filters; lists of ids of many lengths take the rest in turn. */
const STATEMENTS_KEPT = 500;

/**
 * The SQLite database as Kysely sees it, with each statement prepared once and reused for the same SQL text.
 * better-sqlite3 parses and plans a query on every `prepare`, which Kysely calls for every query it runs: a
 * catalogue page or an add to cart runs the same few texts over and over with other parameters. The most recently
 * used `limit` statements are kept; one not used for longest makes room. Reuse is safe because Kysely runs one
 * query at a time on the one SQLite connection, and SQLite prepares a kept statement again by itself if a
 * migration changes the tables it reads.
 */
export function withStatementCache(database: SqliteDatabase, limit = STATEMENTS_KEPT): SqliteDatabase {
  const statements = lruMap<string, SqliteStatement>(limit);
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
