import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Search: what a product is found by, and the queries shoppers ran.
 *
 * `search_documents` (a view, both databases) is the one place that says what a product is found by:
 * its titles in both languages, its brand and its category, folded so spelling variants meet: the
 * apostrophe variants a Ukrainian keyboard gives (' ’ ‘ ʼ ` ´) are dropped and ё is read as е. The
 * search service folds the shopper's words the same way.
 *
 * SQLite keeps an FTS5 index of the view (`search_index`, rowid = base product id), in step through
 * triggers on the tables the view reads. PostgreSQL has no FTS5: there the service matches the view
 * itself, word by word (see services/search/search-index.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());

  const folded = (column: string) =>
    `replace(replace(replace(replace(replace(replace(replace(replace(${column}, '''', ''), '’', ''), '‘', ''), 'ʼ', ''), '\`', ''), '´', ''), 'ё', 'е'), 'Ё', 'Е')`;
  await sql
    .raw(
      `create view search_documents as
       select b.id as base_product_id, ${folded('b.title_uk')} as title_uk, ${folded('b.title_ru')} as title_ru, ${folded('br.name')} as brand,
              ${folded('c.name_uk')} as category_uk, ${folded('c.name_ru')} as category_ru
       from base_products b join brands br on br.id = b.brand_id join categories c on c.id = b.category_id`,
    )
    .execute(db);

  if (!postgres) {
    // unicode61 folds case in every script; prefix indexes of 2 and 3 characters keep "as you type" queries quick.
    await sql
      .raw(
        `create virtual table search_index using fts5(title_uk, title_ru, brand, category_uk, category_ru, tokenize = 'unicode61', prefix = '2 3')`,
      )
      .execute(db);
    const index = (where: string) =>
      `insert into search_index (rowid, title_uk, title_ru, brand, category_uk, category_ru)
       select base_product_id, title_uk, title_ru, brand, category_uk, category_ru from search_documents where ${where};`;
    const triggers = [
      `create trigger search_index_product_added after insert on base_products begin ${index('base_product_id = new.id')} end`,
      `create trigger search_index_product_removed after delete on base_products begin delete from search_index where rowid = old.id; end`,
      // Only the columns the view reads: price and stock refreshes must not rewrite the index.
      `create trigger search_index_product_changed after update of title_uk, title_ru, brand_id, category_id on base_products begin
         delete from search_index where rowid = old.id; ${index('base_product_id = new.id')} end`,
      `create trigger search_index_brand_renamed after update of name on brands begin
         delete from search_index where rowid in (select id from base_products where brand_id = new.id);
         ${index('base_product_id in (select id from base_products where brand_id = new.id)')} end`,
      `create trigger search_index_category_renamed after update of name_uk, name_ru on categories begin
         delete from search_index where rowid in (select id from base_products where category_id = new.id);
         ${index('base_product_id in (select id from base_products where category_id = new.id)')} end`,
    ];
    for (const trigger of triggers) await sql.raw(trigger).execute(db);
    // A database that already holds a catalogue gets its index now.
    await sql.raw(index('1 = 1')).execute(db);
  }

  // One list per shopper: `owner` is `customer:{id}` for a signed-in customer, else `uid:{X-MultiSearch-Id}`.
  await db.schema
    .createTable('search_history')
    .addColumn('id', 'integer', generatedId)
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Newest first by id: two searches in the same millisecond still keep their order.
  await db.schema.createIndex('search_history_owner').on('search_history').columns(['owner', 'id']).execute();
}
