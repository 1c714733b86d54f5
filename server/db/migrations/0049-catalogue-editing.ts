import type { Kysely } from 'kysely';

/**
 * The catalogue edited in the back office (docs/product-rules.md#catalogue-in-the-back-office). A category's
 * `hidden` is the operator's own choice; `listed` is what shoppers see: 0 when it or any category above it is
 * hidden, kept by the editor whenever a category is hidden, shown or moved, so a public read asks one column
 * instead of walking the tree. A brand's `hidden` takes it and its goods out of the shop; a characteristic's (an
 * attribute's) or one value's `hidden` takes it out of filters, cards, product pages and compare tables, the goods
 * staying. All are catalogue tables, so every change bumps the catalogue's version (migration 0017) and cached
 * answers go at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('categories')
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const table of ['brands', 'attributes', 'attribute_values'])
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
}
