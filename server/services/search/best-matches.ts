import { sql } from 'kysely';
import type { Lang } from '../../../src/domain/paths';
import { lruMap } from '../../../src/domain/lru-map';
import { isPostgres, type Db } from '../../db/connection';
import type { SearchWords } from '../../../src/domain/search-reading';
import { matchingProducts } from './search-index';

/** How many word lists' answers are kept per database: a few kilobytes each. */
const KEPT_QUERIES = 2_000;

interface RankedMatch {
  base_product_id: number;
  rank: number;
}

interface Kept {
  /** the index state the entries were read at */
  state: string;
  best: ReturnType<typeof lruMap<string, Promise<RankedMatch[]>>>;
  counts: ReturnType<typeof lruMap<string, Promise<number>>>;
}
const kept = new WeakMap<Db, Kept>();

/**
 * What SQLite's FTS5 index holds, in a few bytes: its structure record (rowid 10, rewritten with a new cookie by
 * every change the index takes, however small) and its averages record (rowid 1: the rows and their words). Stock,
 * price and popularity are not in the index, so orders leave this as it is; a renamed product, brand or category
 * changes it, from any process that writes the file.
 */
async function indexState(db: Db): Promise<string> {
  const { rows } = await sql<{ block: Uint8Array }>`select block from search_index_data where id in (1, 10) order by id`.execute(db);
  return rows.map((r) => Buffer.from(r.block).toString('base64')).join('.');
}

/**
 * The matches' ranking depends on the index alone, and ranking every match of a common word (bm25 for each of
 * 25,000 rows) is most of what a suggestion costs; so on SQLite the ranked list and the count are kept per word list
 * while the index is unchanged, and everything that can change with an order (stock, popularity, being listed) is
 * read afresh by the caller. PostgreSQL has no such cheap state to compare, so it ranks every time.
 */
async function keptFor(db: Db): Promise<Kept | undefined> {
  if (isPostgres(db)) return undefined;
  const state = await indexState(db);
  let known = kept.get(db);
  if (known?.state !== state) {
    known = { state, best: lruMap(KEPT_QUERIES), counts: lruMap(KEPT_QUERIES) };
    kept.set(db, known);
  }
  return known;
}

function remembered<V>(db: Db, store: ReturnType<typeof lruMap<string, Promise<V>>> | undefined, key: string, read: () => Promise<V>) {
  const known = store?.get(key);
  if (known) return known;
  const answer = read();
  if (store) {
    store.set(key, answer);
    // A failed read is not kept: the next search asks the index again.
    answer.catch(() => kept.delete(db));
  }
  return answer;
}

/** The `best` best ranked matches of `words` (matchingProducts' order: rank, then id), with their ranks. */
export async function bestMatches(
  db: Db,
  lang: Lang,
  words: SearchWords,
  { best, preferring }: { best: number; preferring?: SearchWords },
): Promise<RankedMatch[]> {
  const key = JSON.stringify([lang, words, preferring ?? null, best]);
  return remembered(db, (await keptFor(db))?.best, key, async () => {
    const rows = await db
      .selectFrom(matchingProducts(db, lang, words, { best, preferring }))
      .select(['m.base_product_id', 'm.rank'])
      .orderBy('m.rank')
      .orderBy('m.base_product_id')
      .execute();
    return rows.map((r) => ({ base_product_id: Number(r.base_product_id), rank: Number(r.rank) }));
  });
}

/** How many products match `words`, listed or not. */
export async function matchCount(db: Db, lang: Lang, words: SearchWords): Promise<number> {
  return remembered(db, (await keptFor(db))?.counts, JSON.stringify([lang, words]), async () => {
    const row = await db
      .selectFrom(matchingProducts(db, lang, words, { ranked: false }))
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
