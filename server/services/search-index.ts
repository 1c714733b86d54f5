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
 * and leaves the order to the callers' tie-breaks. Terms come from `searchTerms`: letters and digits only.
 * `ranked: false` leaves the rank at 0, for counting.
 */
export function matchingProducts(db: Db, lang: Lang, terms: readonly string[], { ranked = true } = {}) {
  if (isPostgres(db)) {
    return db
      .selectFrom('search_documents as d')
      .where((eb) => eb.and(terms.map((t) => sql<boolean>`concat_ws(' ', d.title_uk, d.title_ru, d.brand, d.category_uk, d.category_ru) ~* ${`\\m${t}`}`)))
      .select(['d.base_product_id', sql<number>`0`.as('rank')])
      .as('m');
  }
  return db
    .selectFrom('search_index')
    .where(sql<boolean>`search_index match ${ftsQuery(terms)}`)
    // Counting needs no order, and bm25 costs a little for every match.
    .select([sql<number>`rowid`.as('base_product_id'), ranked ? sql<number>`bm25(search_index, ${sql.raw(WEIGHTS[lang])})`.as('rank') : sql<number>`0`.as('rank')])
    .as('m');
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
