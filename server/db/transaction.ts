import type { Db } from './connection';

/**
 * Runs `work` in one transaction: the caller's when `db` is one already, so a caller that makes many changes (a price
 * feed's batch of lines) commits them once, else a transaction of its own. Kysely refuses to begin one inside another.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
