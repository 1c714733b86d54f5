import { sql } from 'kysely';
import type { Lang } from '../../../src/domain/paths';
import { isPostgres, type Db } from '../../db/connection';
import type { SearchWords } from '../../../src/domain/search-reading';
import { ftsQuery, tsQuery } from './search-terms';

/**
 * bm25 column weights, in the index's column order (title_uk, title_ru, brand, category_uk,
 * category_ru): a hit in the title of the shopper's language counts most, a category hit least.
 */
const WEIGHTS: Record<Lang, string> = { uk: '4, 3, 3, 2, 1.5', ru: '3, 4, 3, 1.5, 2' };

/** Added to the rank of a match outside `preferring`: more than any bm25 or ts_rank difference, so it comes after. */
const NOT_PREFERRED = 1000;

/**
 * The base products whose title (either language), brand or category contain every word (any of its alternatives,
 * or with `any` any word) as a word prefix, with a rank (lower is better), as the subquery `m`. Both databases answer from an index kept by
 * triggers: SQLite from its FTS5 table (migration 0003), ranked with bm25; PostgreSQL from `search_vectors`
 * (migration 0025) through its GIN index, ranked with `ts_rank` on the vector weighted for the shopper's
 * language (higher is better, so negated). Words come from `searchTerms` or the forgiving reading: letters and digits only. `ranked: false`
 * leaves the rank at 0, for counting; `best: n` keeps only the n best ranked, so what follows (cards, counts)
 * reads n rows, not every match. `preferring` ranks the matches of a narrower reading first (a forgiving reading's
 * best alternatives: the nearest spellings before the farther ones).
 */
export function matchingProducts(
  db: Db,
  lang: Lang,
  words: SearchWords,
  { ranked = true, best, any = false, preferring }: { ranked?: boolean; best?: number; any?: boolean; preferring?: SearchWords } = {},
) {
  const rankedToo = ranked || best !== undefined;
  if (isPostgres(db)) {
    // 'simple' folds case as the vectors were folded; each term is a prefix, as in FTS5.
    const query = sql`to_tsquery('simple', ${tsQuery(words, { any })})`;
    const behind = preferring
      ? sql` + case when v.uk @@ to_tsquery('simple', ${tsQuery(preferring)}) then 0 else ${sql.lit(NOT_PREFERRED)} end`
      : sql``;
    return (
      db
        .selectFrom('search_vectors as v')
        // Both vectors hold the same words; the GIN index is on `uk`, whatever the shopper's language.
        .where(sql<boolean>`v.uk @@ ${query}`)
        .select([
          'v.base_product_id',
          rankedToo ? sql<number>`-ts_rank(${sql.ref(`v.${lang}`)}, ${query})${behind}`.as('rank') : sql<number>`0`.as('rank'),
        ])
        .$if(best !== undefined, (q) => q.orderBy('rank').orderBy('v.base_product_id').limit(best!))
        .as('m')
    );
  }
  const behind = preferring
    ? sql` + case when rowid in (select rowid from search_index where search_index match ${ftsQuery(preferring)}) then 0 else ${sql.lit(NOT_PREFERRED)} end`
    : sql``;
  return (
    db
      .selectFrom('search_index')
      .where(sql<boolean>`search_index match ${ftsQuery(words, { any })}`)
      // Counting needs no order, and bm25 costs a little for every match.
      .select([
        sql<number>`rowid`.as('base_product_id'),
        rankedToo ? sql<number>`bm25(search_index, ${sql.raw(WEIGHTS[lang])})${behind}`.as('rank') : sql<number>`0`.as('rank'),
      ])
      // The sort keeps only the best n as it goes, instead of ordering every match.
      .$if(best !== undefined, (q) => q.orderBy('rank').orderBy('base_product_id').limit(best!))
      .as('m')
  );
}

/**
 * Rebuilds the search index from the catalogue: after a bulk load (the seed), or if the index is ever in doubt.
 * Day-to-day changes reach it through the triggers of migration 0003 (SQLite) and 0025 (PostgreSQL). SQLite's
 * FTS5 table is compacted after; PostgreSQL's table is truncated first, so it and its GIN index start afresh instead
 * of keeping every old row dead until a vacuum (searches wait the seconds it takes).
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await db.transaction().execute(async (trx) => {
      await sql`truncate search_vectors`.execute(trx);
      await sql`insert into search_vectors (base_product_id, uk, ru) select base_product_id, uk, ru from search_vector_documents`.execute(
        trx,
      );
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_index').execute();
    await trx
      .insertInto('search_index')
      .columns(['rowid', 'title_uk', 'title_ru', 'brand', 'category_uk', 'category_ru'])
      .expression((eb) =>
        eb.selectFrom('search_documents').select(['base_product_id', 'title_uk', 'title_ru', 'brand', 'category_uk', 'category_ru']),
      )
      .execute();
  });
  await sql`insert into search_index (search_index) values ('optimize')`.execute(db);
}
