import { CompiledQuery, type Transaction } from 'kysely';
import { isPostgres, type Db } from './connection';
import type { Database } from './schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Group {
  waiting: Job[];
  running: boolean;
}

/**
 * How many changes one SQLite transaction carries at most. Reads wait for the one connection while it runs, and 32
 * adds to cart take about 3 ms.
 */
export const CHANGES_PER_COMMIT = 32;

const SAVEPOINT = CompiledQuery.raw('savepoint grouped_change');
const RELEASE = CompiledQuery.raw('release grouped_change');
const ROLLBACK = CompiledQuery.raw('rollback to grouped_change');

const groups = new WeakMap<Db, Group>();

/**
 * Runs `work` in a write transaction that it may share with other changes waiting at the same moment (group commit,
 * docs/decisions/0041-grouped-commits.md). On SQLite, beginning and committing a transaction are most of a short
 * change's cost (file locks and a write per page to the WAL): the changes that arrive in one turn of the event loop
 * go into one transaction together, each in a savepoint of its own. A change that throws is rolled back alone and
 * rejects at once; the others answer only once their common commit is done, so nobody is told of a change that could
 * still be lost. A lone change waits only for the event loop to finish reading what has arrived. PostgreSQL has a
 * pool of connections that commit side by side: there each change is a transaction of its own.
 */
export function inGroupedCommit<T>(db: Db, work: Work<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) groups.set(db, (group = { waiting: [], running: false }));
  const queued = group;
  return new Promise<T>((resolve, reject) => {
    queued.waiting.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
    if (queued.running) return;
    queued.running = true;
    // SQLite answers synchronously, so a transaction started at once would run to its commit before the event loop
    // reads the next request: the group starts after the requests that have arrived so far have been read.
    setImmediate(() => void commitInTurn(db, queued));
  });
}

async function commitInTurn(db: Db, group: Group): Promise<void> {
  while (group.waiting.length > 0) {
    const taken: Job[] = [];
    const kept: Array<{ job: Job; value: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        // Every change waiting joins, up to the limit; the rest begin the next transaction.
        let job: Job | undefined;
        while (taken.length < CHANGES_PER_COMMIT && (job = group.waiting.shift())) {
          taken.push(job);
          await trx.executeQuery(SAVEPOINT);
          try {
            kept.push({ job, value: await job.work(trx) });
          } catch (error) {
            await trx.executeQuery(ROLLBACK);
            job.reject(error);
          }
          await trx.executeQuery(RELEASE);
        }
      });
      for (const { job, value } of kept) job.resolve(value);
    } catch (error) {
      // The transaction failed as a whole (its start, a savepoint or the commit) and kept none of its changes. A
      // start that failed fails the first change waiting, as it would have failed alone; the others try again.
      for (const job of taken.length > 0 ? taken : group.waiting.splice(0, 1)) job.reject(error);
    }
  }
  group.running = false;
}
