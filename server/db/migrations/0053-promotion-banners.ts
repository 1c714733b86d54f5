import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A promotion's banner picture uploaded in the back office (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office):
 * the key of its files, drawn again at upload as sellers' product photos are (server/media/product-photos.ts). Null
 * keeps the banner drawn from the promotion's title and description. The home page's banners read it, so the
 * promotions table bumps the catalogue's version as the catalogue tables do (migration 0017): a new banner reaches
 * the response cache of every process at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promotions').addColumn('banner_key', 'text').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create constraint trigger promotions_bump_catalogue_version after insert or update or delete on promotions
         deferrable initially deferred for each row execute function bump_catalogue_version()`,
      )
      .execute(db);
    return;
  }
  for (const change of ['insert', 'update', 'delete']) {
    await sql
      .raw(
        `create trigger promotions_${change}_bumps_catalogue_version after ${change} on promotions begin update catalogue_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`drop trigger promotions_bump_catalogue_version on promotions`.execute(db);
  else
    for (const change of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger promotions_${change}_bumps_catalogue_version`).execute(db);
  await db.schema.alterTable('promotions').dropColumn('banner_key').execute();
}
