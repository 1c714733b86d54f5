import { PostgresAdapter, sql } from 'kysely';
import type { Lang } from '../../src/domain/paths';
import type { Db } from '../db/connection';
import { ftsQuery } from './search-terms';

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * bm25 column weights, in the index's column order (title_uk, title_ru, brand, category_uk,
 * category_ru): a hit in the title of the shopper's language counts most, a category hit least.
 */
const WEIGHTS: Record<Lang, string> = { uk: '4, 3, 3, 2, 1.5', ru: '3, 4, 3, 1.5, 2' };

/**
 * The base products whose title (either language), brand or category contain every term as a word
 * prefix, with a rank (lower is better), as the subquery `m`. Both databases run the callers' code:
 * SQLite answers from its FTS5 index with bm25; PostgreSQL, which has no FTS5, matches the folded
 * `search_documents` view word by word (`\m` is a word start; `~*` ignores case in a UTF-8 locale)
 * and ranks with its own full-text ranking (`ts_rank`, higher is better, so negated). Terms come from
 * `searchTerms`: letters and digits only. `ranked: false` leaves the rank at 0, for counting; `best: n` keeps
 * only the n best ranked, so what follows (cards, counts) reads n rows, not every match.
 */
export function matchingProducts(db: Db, lang: Lang, terms: readonly string[], { ranked = true, best }: { ranked?: boolean; best?: number } = {}) {
  const rankedToo = ranked || best !== undefined;
  if (isPostgres(db)) {
    const document = sql`concat_ws(' ', d.title_uk, d.title_ru, d.brand, d.category_uk, d.category_ru)`;
    return db
      .selectFrom('search_documents as d')
      .where((eb) => eb.and(terms.map((t) => sql<boolean>`${document} ~* ${`\\m${t}`}`)))
      .select(['d.base_product_id', rankedToo ? pgRank(lang, terms).as('rank') : sql<number>`0`.as('rank')])
      .$if(best !== undefined, (q) => q.orderBy('rank').orderBy('d.base_product_id').limit(best!))
      .as('m');
  }
  return db
    .selectFrom('search_index')
    .where(sql<boolean>`search_index match ${ftsQuery(terms)}`)
    // Counting needs no order, and bm25 costs a little for every match.
    .select([sql<number>`rowid`.as('base_product_id'), rankedToo ? sql<number>`bm25(search_index, ${sql.raw(WEIGHTS[lang])})`.as('rank') : sql<number>`0`.as('rank')])
    // The sort keeps only the best n as it goes, instead of ordering every match.
    .$if(best !== undefined, (q) => q.orderBy('rank').orderBy('base_product_id').limit(best!))
    .as('m');
}

/**
 * PostgreSQL's ranking of the same document, weighted like bm25 above: the shopper's language's title A, the other
 * title and the brand B, the categories C and D. `simple` folds case and keeps every word as written, in both
 * languages; each term is a prefix, as in FTS5.
 */
function pgRank(lang: Lang, terms: readonly string[]) {
  const [own, other] = lang === 'uk' ? ['uk', 'ru'] : ['ru', 'uk'];
  const part = (column: string, weight: string) => sql`setweight(to_tsvector('simple', coalesce(${sql.ref(column)}, '')), ${weight})`;
  const vector = sql`${part(`d.title_${own}`, 'A')} || ${part(`d.title_${other}`, 'B')} || ${part('d.brand', 'B')} || ${part(`d.category_${own}`, 'C')} || ${part(`d.category_${other}`, 'D')}`;
  const query = terms.map((t) => `${t}:*`).join(' & ');
  return sql<number>`-ts_rank(${vector}, to_tsquery('simple', ${query}))`;
}

/**
 * Rebuilds the SQLite index from the catalogue and compacts it: after a bulk load (the seed), or if
 * the index is ever in doubt. Day-to-day changes reach it through the triggers of migration 0003.
 * PostgreSQL reads the view itself and has nothing to rebuild.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_index').execute();
    await trx
      .insertInto('search_index')
      .columns(['rowid', 'title_uk', 'title_ru', 'brand', 'category_uk', 'category_ru'])
      .expression((eb) => eb.selectFrom('search_documents').select(['base_product_id', 'title_uk', 'title_ru', 'brand', 'category_uk', 'category_ru']))
      .execute();
  });
  await sql`insert into search_index (search_index) values ('optimize')`.execute(db);
}
