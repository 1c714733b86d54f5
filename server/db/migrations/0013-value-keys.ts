import { sql, type Kysely } from 'kysely';

/**
 * A language-neutral key for characteristic values (docs/product-rules.md#cabinet, "Pets"): a value has only its uk/ru labels, so
 * a customer's pet ('dog' | 'cat', src/domain/pet-rules.ts) could not be matched to the pet-type widget
 * reliably. Nullable: a value nothing matches against needs no key. Unique within its characteristic, so a
 * key names one value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attribute_values').addColumn('key', 'text').execute();
  await db.schema.createIndex('attribute_values_key').unique().on('attribute_values').columns(['attribute_id', 'key']).execute();

  // A catalogue seeded before this migration: its pet kinds get their keys from the labels the seed wrote.
  for (const [key, label] of [
    ['dog', 'Собаки'],
    ['cat', 'Коти'],
  ] as const) {
    await sql`update attribute_values set key = ${key}
      where value_uk = ${label} and attribute_id in (select id from attributes where slug = 'pet_type')`.execute(db);
  }
}
