import type { Kysely } from 'kysely';

/**
 * Sellers' photos of the goods (docs/decisions/0071-product-photos-on-the-base-product.md): `photo_keys` is the
 * product's gallery as a JSON array of stored photo keys, main first (empty: the drawn picture shows), and
 * `photo_seller_id` the seller whose photos they are, so another seller offering the same goods cannot change them.
 * On the base product row, so every offer of the goods, every card and the catalogue's version follow one write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('base_products')
    .addColumn('photo_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('base_products')
    .addColumn('photo_seller_id', 'integer', (c) => c.references('sellers.id'))
    .execute();
}
