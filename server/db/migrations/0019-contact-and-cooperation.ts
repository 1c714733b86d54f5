import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * What visitors send the shop from its own pages (docs/product-rules.md#contact-and-cooperation): messages from the
 * contact form, and partners' requests to sell on the marketplace, which the sellers' team reads through the
 * seller API. Each keeps the language it was written in, so an answer can speak it. Guide articles learn when
 * they last changed, for the sitemap's lastmod.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const required = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', generatedId)
    .addColumn('name', 'text', required)
    // a phone as its 12 digits, or an e-mail
    .addColumn('contact', 'text', required)
    .addColumn('message', 'text', required)
    .addColumn('lang', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('cooperation_requests')
    .addColumn('id', 'integer', generatedId)
    .addColumn('company', 'text', required)
    .addColumn('contact_person', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('goods', 'text', required)
    .addColumn('website', 'text', required)
    .addColumn('lang', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  // The team reads the newest first.
  await db.schema
    .alterTable('guide_articles')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('2026-10-01T00:00:00.000Z'))
    .execute();

  await db.schema.createIndex('cooperation_requests_created').on('cooperation_requests').column('created_at').execute();
}
