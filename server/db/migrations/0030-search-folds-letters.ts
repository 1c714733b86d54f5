import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Search reads the letters the two languages swap as one (src/domain/search-text.ts): ё and є as е, ґ as г, ї and
 * і as и, so олія, олия and олiя meet. `search_documents` now folds them too (upper case as well: both indexes lower
 * case after), besides the apostrophes and ё of migration 0003, and both indexes are filled again from it. The
 * triggers of migrations 0003 and 0025 read the view by name, so they index new and changed products the new way.
 */
export const FOLDED_IN_INDEX: readonly [string, string][] = [
  ['ё', 'е'],
  ['Ё', 'Е'],
  ['є', 'е'],
  ['Є', 'Е'],
  ['ґ', 'г'],
  ['Ґ', 'Г'],
  ['ї', 'и'],
  ['Ї', 'И'],
  ['і', 'и'],
  ['І', 'И'],
];
const APOSTROPHES = ["''", '’', '‘', 'ʼ', '`', '´'];

function folded(column: string): string {
  const dropped = APOSTROPHES.reduce((inner, a) => `replace(${inner}, '${a}', '')`, column);
  return FOLDED_IN_INDEX.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, dropped);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const view = `search_documents as
     select b.id as base_product_id, ${folded('b.title_uk')} as title_uk, ${folded('b.title_ru')} as title_ru, ${folded('br.name')} as brand,
            ${folded('c.name_uk')} as category_uk, ${folded('c.name_ru')} as category_ru
     from base_products b join brands br on br.id = b.brand_id join categories c on c.id = b.category_id`;
  if (postgres) {
    // The same columns, so the view of migration 0025 that reads this one stays.
    await sql.raw(`create or replace view ${view}`).execute(db);
    await sql`truncate search_vectors`.execute(db);
    await sql`insert into search_vectors (base_product_id, uk, ru) select base_product_id, uk, ru from search_vector_documents`.execute(db);
    return;
  }
  await sql`drop view search_documents`.execute(db);
  await sql.raw(`create view ${view}`).execute(db);
  await sql`delete from search_index`.execute(db);
  await sql`insert into search_index (rowid, title_uk, title_ru, brand, category_uk, category_ru)
    select base_product_id, title_uk, title_ru, brand, category_uk, category_ru from search_documents`.execute(db);
}
