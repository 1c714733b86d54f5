import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's search index, the counterpart of SQLite's FTS5 table of migration 0003 (which PostgreSQL lacks):
 * `search_vectors` holds, per base product, its `search_documents` row as full-text vectors, with a GIN index, so a
 * search reads its matches from the index instead of folding and matching every product's document.
 *
 * Two vectors per product, `uk` and `ru`, each weighted and ordered for one shopper language, as bm25's column weights
 * are on SQLite: that language's title A, the other title and the brand B, its category C, the other category D.
 * Stored whole (not per field) because `ts_rank` of a multi-word search also weighs how near the words stand, and a
 * vector concatenated at query time would cost its building on every match. Both hold the same words, so matching,
 * which ignores weights, reads only `uk` and one GIN index serves both languages.
 *
 * Kept by triggers on what the view reads: added and removed base products (per statement, so a bulk load indexes a
 * batch in one query), a changed title, brand or category of a product, a renamed brand or category. Price and stock
 * changes do not touch it. SQLite does nothing here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const statements = [
    `create table search_vectors (base_product_id integer primary key, uk tsvector not null, ru tsvector not null)`,
    `create index search_vectors_words on search_vectors using gin (uk)`,
    // 'simple' folds case and keeps every word as written, in both languages (no stemming, no stop words).
    `create function search_vector(own_title text, other_title text, brand text, own_category text, other_category text)
     returns tsvector language sql immutable parallel safe as $$
       select setweight(to_tsvector('simple', coalesce(own_title, '')), 'A') || setweight(to_tsvector('simple', coalesce(other_title, '')), 'B')
         || setweight(to_tsvector('simple', coalesce(brand, '')), 'B') || setweight(to_tsvector('simple', coalesce(own_category, '')), 'C')
         || setweight(to_tsvector('simple', coalesce(other_category, '')), 'D')
     $$`,
    // What search_vectors should hold: the triggers copy rows of it, rebuildSearchIndex all of it.
    `create view search_vector_documents as
     select base_product_id, search_vector(title_uk, title_ru, brand, category_uk, category_ru) as uk,
            search_vector(title_ru, title_uk, brand, category_ru, category_uk) as ru
     from search_documents`,
    `create function index_search_documents(ids integer[]) returns void language plpgsql as $$
     begin
       delete from search_vectors where base_product_id = any(ids);
       insert into search_vectors (base_product_id, uk, ru) select base_product_id, uk, ru from search_vector_documents where base_product_id = any(ids);
     end $$`,
    `create function search_vectors_products_added() returns trigger language plpgsql as $$
     begin perform index_search_documents(array(select id from added)); return null; end $$`,
    `create trigger search_vectors_products_added after insert on base_products
     referencing new table as added for each statement execute function search_vectors_products_added()`,
    `create function search_vectors_products_removed() returns trigger language plpgsql as $$
     begin delete from search_vectors where base_product_id in (select id from removed); return null; end $$`,
    `create trigger search_vectors_products_removed after delete on base_products
     referencing old table as removed for each statement execute function search_vectors_products_removed()`,
    // Per row: PostgreSQL takes no column list on a trigger with transition tables, and the columns are what keeps
    // a price or stock refresh from firing it at all.
    `create function search_vectors_product_changed() returns trigger language plpgsql as $$
     begin perform index_search_documents(array[new.id]); return null; end $$`,
    `create trigger search_vectors_product_changed after update of title_uk, title_ru, brand_id, category_id on base_products for each row
     when (old.title_uk is distinct from new.title_uk or old.title_ru is distinct from new.title_ru
           or old.brand_id is distinct from new.brand_id or old.category_id is distinct from new.category_id)
     execute function search_vectors_product_changed()`,
    `create function search_vectors_brand_renamed() returns trigger language plpgsql as $$
     begin perform index_search_documents(array(select id from base_products where brand_id = new.id)); return null; end $$`,
    `create trigger search_vectors_brand_renamed after update of name on brands for each row
     when (old.name is distinct from new.name) execute function search_vectors_brand_renamed()`,
    `create function search_vectors_category_renamed() returns trigger language plpgsql as $$
     begin perform index_search_documents(array(select id from base_products where category_id = new.id)); return null; end $$`,
    `create trigger search_vectors_category_renamed after update of name_uk, name_ru on categories for each row
     when (old.name_uk is distinct from new.name_uk or old.name_ru is distinct from new.name_ru) execute function search_vectors_category_renamed()`,
    // A database that already holds a catalogue gets its vectors now.
    `insert into search_vectors (base_product_id, uk, ru) select base_product_id, uk, ru from search_vector_documents`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
