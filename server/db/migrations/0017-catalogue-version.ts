import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What a shopper browses (categories, brands, goods, offers with their prices and stock, sellers, banners) and
 * everything that is read to answer it. A change to any of these tables can change a public catalogue answer.
 */
export const CATALOGUE_TABLES = [
  'categories',
  'brands',
  'sellers',
  'warehouses',
  'cities',
  'attributes',
  'attribute_values',
  'base_products',
  'base_product_values',
  'products',
  'reviews',
  'media_slider_items',
] as const;

/**
 * The catalogue's version: one number that grows with every committed change to the catalogue tables, kept by
 * triggers so that no writer (a checkout taking stock, a review, a seller's price, a hand-made fix) can forget
 * it. Each server process compares it with the version its cached answers were made at (server/http/response-cache.ts),
 * so processes sharing one database never serve an answer from before a change another of them made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Once per transaction, at its commit: the row's lock is then taken last, after the rows of goods a checkout
    // locks, so two checkouts never wait on each other crosswise; and a change is only announced when it is seen.
    await sql
      .raw(
        `create function bump_catalogue_version() returns trigger language plpgsql as $$
         begin
           if current_setting('kramnytsia.catalogue_bumped', true) is distinct from 'yes' then
             update catalogue_version set version = version + 1 where id = 1;
             perform set_config('kramnytsia.catalogue_bumped', 'yes', true);
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql
        .raw(
          `create constraint trigger ${table}_bump_catalogue_version after insert or update or delete on ${table}
           deferrable initially deferred for each row execute function bump_catalogue_version()`,
        )
        .execute(db);
    }
    return;
  }

  // SQLite has one writer at a time, so a bump per changed row costs a small write and never waits on anyone.
  for (const table of CATALOGUE_TABLES) {
    for (const change of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_${change}_bumps_catalogue_version after ${change} on ${table} begin update catalogue_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}
