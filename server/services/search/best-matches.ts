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
  /** the listed counts, read while the unlisted products were `unlisted` */
  listed: ReturnType<typeof lruMap<string, Promise<number>>>;
  unlisted: string | undefined;
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
 * The base products without an offer, by id: a few, named by their partial index (migration 0016) without reading
 * the catalogue. An offer added or taken away, or a category hidden, changes them; stock and prices do not.
 */
const unlistedProducts = (db: Db) => db.selectFrom('base_products').where('best_product_id', '=', 0).select('id');

async function unlistedState(db: Db): Promise<string> {
  const { rows } = await sql<{ ids: string | null }>`select group_concat(id) as ids from (${unlistedProducts(db).orderBy('id')})`.execute(
    db,
  );
  return rows[0]?.ids ?? '';
}

/**
 * The matches' ranking depends on the index alone, and ranking every match of a common word (bm25 for each of
 * 25,000 rows) is most of what a suggestion costs; so on SQLite the ranked list is kept per word list while the
 * index is unchanged, and the listed count while the unlisted products are unchanged too. Everything that can
 * change with an order (stock, popularity) is read afresh by the caller. PostgreSQL has no such cheap state to
 * compare, so it ranks and counts every time.
 */
async function keptFor(db: Db): Promise<Kept | undefined> {
  if (isPostgres(db)) return undefined;
  const state = await indexState(db);
  let known = kept.get(db);
  if (known?.state !== state) {
    known = { state, best: lruMap(KEPT_QUERIES), listed: lruMap(KEPT_QUERIES), unlisted: undefined };
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

/**
 * How many matches of `words` a shopper can see, every match read once: all of them, less those without an offer
 * (nothing to show on a card). The unlisted are looked up among the matches as they are read, not the index
 * searched again for each unlisted product.
 */
async function readListedCount(db: Db, lang: Lang, words: SearchWords, { allListed = false } = {}): Promise<number> {
  const row = await db
    .selectFrom(matchingProducts(db, lang, words, { ranked: false }))
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      // With every product listed, the count alone reads only the search index.
      allListed
        ? sql<number>`0`.as('unlisted')
        : eb.fn.count<number>(eb.case().when('m.base_product_id', 'in', unlistedProducts(db)).then(1).end()).as('unlisted'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.all) - Number(row.unlisted);
}

/**
 * The matches as one search reads them, whichever readings of the query it tries: the index's state (and the
 * unlisted products, when a count is asked) are read once for all of them.
 */
export function searchMatches(db: Db) {
  let state: Promise<Kept | undefined> | undefined;
  let listedStore: Promise<{ store: Kept['listed']; allListed: boolean } | undefined> | undefined;
  const keptNow = () => (state ??= keptFor(db));
  const listedNow = () =>
    (listedStore ??= keptNow().then(async (known) => {
      if (!known) return undefined;
      const unlisted = await unlistedState(db);
      if (known.unlisted !== unlisted) {
        known.listed = lruMap(KEPT_QUERIES);
        known.unlisted = unlisted;
      }
      return { store: known.listed, allListed: unlisted === '' };
    }));
  return {
    /** The `best` best ranked matches of `words` (matchingProducts' order: rank, then id), with their ranks. */
    async best(lang: Lang, words: SearchWords, { best, preferring }: { best: number; preferring?: SearchWords }): Promise<RankedMatch[]> {
      const key = JSON.stringify([lang, words, preferring ?? null, best]);
      return remembered(db, (await keptNow())?.best, key, async () => {
        const rows = await db
          .selectFrom(matchingProducts(db, lang, words, { best, preferring }))
          .select(['m.base_product_id', 'm.rank'])
          .orderBy('m.rank')
          .orderBy('m.base_product_id')
          .execute();
        return rows.map((r) => ({ base_product_id: Number(r.base_product_id), rank: Number(r.rank) }));
      });
    },
    /** How many listed products match `words`; the match is the same in either language. */
    async listedCount(lang: Lang, words: SearchWords): Promise<number> {
      const listed = await listedNow();
      return remembered(db, listed?.store, JSON.stringify(words), () => readListedCount(db, lang, words, listed));
    },
  };
}

export type SearchMatches = ReturnType<typeof searchMatches>;
