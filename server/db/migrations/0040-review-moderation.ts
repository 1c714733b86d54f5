import { PostgresAdapter, sql, type Kysely } from 'kysely';

const REVIEW_TABLES = ['reviews', 'order_comments'] as const;

/**
 * Review moderation and sellers' public replies (docs/product-rules.md#review-moderation). A review's `status` is
 * `new` (public, not yet looked at), `pending` (waiting for approval under pre-moderation), `approved` or `hidden`;
 * reviews written before this migration (and the demo seed's) count as approved, so no queue starts flooded.
 * `prior_status` is what a decision replaced, so it can be undone. A product review remembers the seller whose
 * offer it was written on: that seller answers it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of REVIEW_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
      .execute();
    await db.schema.alterTable(table).addColumn('prior_status', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('hidden_reason', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable(table).addColumn('decided_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('decided_by', 'integer').execute();
    await db.schema
      .alterTable(table)
      .addColumn('reply_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable(table).addColumn('reply_at', 'text').execute();
    await db.schema.createIndex(`${table}_moderation_queue`).on(table).columns(['status', 'created_at']).execute();
  }
  await db.schema.alterTable('reviews').addColumn('seller_id', 'integer').execute();
  await sql`update reviews set seller_id = (select p.seller_id from products p where p.base_product_id = reviews.base_product_id order by p.id limit 1)`.execute(
    db,
  );
  await db.schema.createIndex('reviews_seller').on('reviews').columns(['seller_id', 'created_at']).execute();

  await db.schema
    .createTable('review_moderation_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('premoderation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into review_moderation_settings (id, premoderation) values (1, 0)`.execute(db);

  // The storefront's reviews are cached as catalogue answers are: a hidden review or a reply must reach them at once.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create constraint trigger order_comments_bump_catalogue_version after insert or update or delete on order_comments
         deferrable initially deferred for each row execute function bump_catalogue_version()`,
      )
      .execute(db);
    return;
  }
  for (const change of ['insert', 'update', 'delete']) {
    await sql
      .raw(
        `create trigger order_comments_${change}_bumps_catalogue_version after ${change} on order_comments begin update catalogue_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
  }
}
