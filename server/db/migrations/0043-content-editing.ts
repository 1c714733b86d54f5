import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables the back office's content editor writes: a change to any of them can change a public answer. */
export const CONTENT_TABLES = ['blog_articles', 'blog_article_tags', 'guide_articles'] as const;

/**
 * Articles written in the back office (docs/product-rules.md#content): each blog and guide article has a `state`
 * (`draft`, or `published` from `published_at` on, which may be ahead: a scheduled article) and `went_live`, 0 while
 * a published article's time has not yet been announced to the caches (server/services/content/article-editing.ts).
 * Rows from before are published and announced. A guide article gets its `published_at` (its last change, the
 * sitemap's lastmod until now) and a blog article its `updated_at` (the sitemap's lastmod from now on).
 * The content tables bump the catalogue's version as the catalogue tables do (migration 0017), so a published
 * change reaches the response cache of every process at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blog_articles', 'guide_articles']) {
    await db.schema
      .alterTable(table)
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('went_live', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // Rows written without a date (the seed's guide) are dated as migration 0019 dated their last change: before the store opened.
  await db.schema
    .alterTable('guide_articles')
    .addColumn('published_at', 'text', (c) => c.notNull().defaultTo('2026-10-01T00:00:00.000Z'))
    .execute();
  await sql`update guide_articles set published_at = updated_at`.execute(db);
  await db.schema
    .alterTable('blog_articles')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update blog_articles set updated_at = published_at`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of CONTENT_TABLES) {
      await sql
        .raw(
          `create constraint trigger ${table}_bump_catalogue_version after insert or update or delete on ${table}
           deferrable initially deferred for each row execute function bump_catalogue_version()`,
        )
        .execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    for (const change of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_${change}_bumps_catalogue_version after ${change} on ${table} begin update catalogue_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}
