import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { seedDemoCatalogue } from '../seed';
import { up } from './0029-whole-hryvnia-prices';

/** A database from before the rule: the seeded catalogue with kopecks written back into it. */
let db: Db;
beforeAll(async () => {
  db = await openDatabase(':memory:');
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products: 120 });
});
afterAll(() => db.destroy());

// A migration is written against no schema (the tables of its day), so it takes the database untyped.
const migrate = () => up(db as unknown as Kysely<unknown>);

const offer = (id: number) =>
  db.selectFrom('products').where('id', '=', id).select(['price_kop', 'old_price_kop']).executeTakeFirstOrThrow();

describe("migration 0027: stored amounts become whole hryvnias in the shopper's favour", () => {
  it('rounds offer prices and old prices down, delivery prices down, fixed promo discounts up; orders keep their sums', async () => {
    const [a, b, c, d] = await db.selectFrom('products').select(['id', 'base_product_id']).orderBy('id').limit(4).execute();
    await db.updateTable('products').set({ price_kop: 14_950, old_price_kop: 19_999 }).where('id', '=', a!.id).execute();
    await db.updateTable('products').set({ price_kop: 14_900, old_price_kop: 14_950 }).where('id', '=', b!.id).execute();
    await db.updateTable('products').set({ price_kop: 50, old_price_kop: null }).where('id', '=', c!.id).execute();
    await db.updateTable('products').set({ price_kop: 20_000, old_price_kop: 25_000 }).where('id', '=', d!.id).execute();
    await db
      .updateTable('delivery_types')
      .set({ default_price_kop: 7_050, free_from_kop: 149_999 })
      .where('code', '=', 'nova_poshta_locker')
      .execute();
    await db.updateTable('promo_codes').set({ discount_kop: 14_950, min_total_kop: 99_950 }).where('code', '=', 'CBD150').execute();
    await db.updateTable('base_products').set({ min_price_kop: 14_950 }).where('id', '=', a!.base_product_id).execute();

    await migrate();

    expect(await offer(a!.id)).toEqual({ price_kop: 14_900, old_price_kop: 19_900 });
    // an old price no longer above the price is no discount at all
    expect(await offer(b!.id)).toEqual({ price_kop: 14_900, old_price_kop: null });
    // never free: a price under a hryvnia is one hryvnia
    expect(await offer(c!.id)).toEqual({ price_kop: 100, old_price_kop: null });
    expect(await offer(d!.id)).toEqual({ price_kop: 20_000, old_price_kop: 25_000 });
    expect(
      await db
        .selectFrom('delivery_types')
        .where('code', '=', 'nova_poshta_locker')
        .select(['default_price_kop', 'free_from_kop'])
        .executeTakeFirstOrThrow(),
    ).toEqual({ default_price_kop: 7_000, free_from_kop: 149_900 });
    expect(
      await db.selectFrom('promo_codes').where('code', '=', 'CBD150').select(['discount_kop', 'min_total_kop']).executeTakeFirstOrThrow(),
    ).toEqual({ discount_kop: 15_000, min_total_kop: 99_900 });
    expect(
      (await db.selectFrom('base_products').where('id', '=', a!.base_product_id).select('min_price_kop').executeTakeFirstOrThrow())
        .min_price_kop % 100,
    ).toBe(0);
  });

  it('leaves nothing with kopecks anywhere a shopper pays from', async () => {
    await migrate();
    const withKopecks = await Promise.all([
      db
        .selectFrom('products')
        .where((eb) => eb.or([eb(eb('price_kop', '%', 100), '<>', 0), eb(eb('old_price_kop', '%', 100), '<>', 0)]))
        .select('id')
        .execute(),
      db
        .selectFrom('base_products')
        .where((eb) => eb(eb('min_price_kop', '%', 100), '<>', 0))
        .select('id')
        .execute(),
      db
        .selectFrom('listing_cells')
        .where((eb) => eb.or([eb(eb('min_price_kop', '%', 100), '<>', 0), eb(eb('max_price_kop', '%', 100), '<>', 0)]))
        .select('category_id')
        .execute(),
    ]);
    expect(withKopecks).toEqual([[], [], []]);
  });
});
