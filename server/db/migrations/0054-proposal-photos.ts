import type { Kysely } from 'kysely';

/**
 * A proposed product's photos (docs/product-rules.md#proposed-products): stored photo keys as a JSON array, main
 * first, as the base product's gallery holds them, so accepting the proposal hands them to the goods unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_proposals')
    .addColumn('photo_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
