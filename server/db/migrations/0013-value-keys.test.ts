import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { seedDemoCatalogue } from '../seed';
import { up } from './0013-value-keys';

let db: Db;
beforeAll(async () => {
  db = await openDatabase(':memory:');
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products: 50 });
  // The catalogue as it was before this migration: values without keys.
  await db.schema.dropIndex('attribute_values_key').execute();
  await sql`alter table attribute_values drop column key`.execute(db);
  await up(db as never);
});
afterAll(() => db.destroy());

it('gives the pet kinds of a catalogue seeded before it their keys, and nothing else one', async () => {
  const keyed = await db
    .selectFrom('attribute_values as v')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .where('v.key', 'is not', null)
    .select(['a.slug', 'v.value_ru', 'v.key'])
    .orderBy('v.key')
    .execute();
  expect(keyed).toEqual([
    { slug: 'pet_type', value_ru: 'Кошки', key: 'cat' },
    { slug: 'pet_type', value_ru: 'Собаки', key: 'dog' },
  ]);
});

it('keeps a key to one value of a characteristic', async () => {
  const dog = await db.selectFrom('attribute_values').where('key', '=', 'dog').select('attribute_id').executeTakeFirstOrThrow();
  const birds = { attribute_id: dog.attribute_id, value_uk: 'Птахи', value_ru: 'Птицы', sort: 99 };
  await db
    .insertInto('attribute_values')
    .values({ ...birds, id: 90_001, key: 'bird' })
    .execute();
  await expect(
    db
      .insertInto('attribute_values')
      .values({ ...birds, id: 90_002, key: 'dog' })
      .execute(),
  ).rejects.toThrow(/UNIQUE/);
});
