import type { Kysely } from 'kysely';

/**
 * Moderators' decisions on shoppers' complaints and characteristics reports (docs/product-rules.md#moderation):
 * a report is open until decided, and remembers who decided it and when, so the decision can be undone for a while.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_complaints')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('product_complaints').addColumn('decided_at', 'text').execute();
  await db.schema.alterTable('product_complaints').addColumn('decided_by', 'integer').execute();
  await db.schema.createIndex('product_complaints_queue').on('product_complaints').columns(['kind', 'status', 'created_at']).execute();
}
