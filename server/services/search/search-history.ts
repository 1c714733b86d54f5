import type { Db } from '../../db/connection';
import { historyText, sameQuery } from './search-terms';

export const HISTORY_KEPT = 20;

/** Whose history a request reads: the signed-in customer's, else the one of its X-MultiSearch-Id. */
export function historyOwner(customerId: number | null, uid: string | null): string | null {
  if (customerId !== null) return `customer:${customerId}`;
  return uid ? `uid:${uid}` : null;
}

/** Most recent first. */
export async function searchHistory(db: Db, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom('search_history')
    .where('owner', '=', owner)
    .orderBy('id', 'desc')
    .limit(HISTORY_KEPT)
    .select('query')
    .execute();
  return rows.map((r) => r.query);
}

/** Puts the query on top: an earlier run of the same query (case and spacing aside) goes, the oldest beyond 20 too. */
export async function rememberSearch(db: Db, owner: string, query: string, now = new Date()): Promise<void> {
  const text = historyText(query);
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('search_history').where('owner', '=', owner).orderBy('id', 'desc').select(['id', 'query']).execute();
    const same = rows.filter((r) => sameQuery(r.query, text));
    const beyond = rows.filter((r) => !same.includes(r)).slice(HISTORY_KEPT - 1);
    const gone = [...same, ...beyond].map((r) => r.id);
    if (gone.length) await trx.deleteFrom('search_history').where('id', 'in', gone).execute();
    await trx.insertInto('search_history').values({ owner, query: text, created_at: now.toISOString() }).execute();
  });
}

/** Forgets one query (case and spacing aside), or the whole history when none is named. */
export async function forgetSearch(db: Db, owner: string, query?: string): Promise<void> {
  if (query === undefined) {
    await db.deleteFrom('search_history').where('owner', '=', owner).execute();
    return;
  }
  const rows = await db.selectFrom('search_history').where('owner', '=', owner).select(['id', 'query']).execute();
  const gone = rows.filter((r) => sameQuery(r.query, query)).map((r) => r.id);
  if (gone.length) await db.deleteFrom('search_history').where('id', 'in', gone).execute();
}
