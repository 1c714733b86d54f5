import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoCatalogue } from '../../db/seed';
import { setOfferPrice } from './offer-price';

let db: Db;
beforeAll(async () => {
  db = await openDatabase(':memory:');
  await migrateToLatest(db);
  await seedDemoCatalogue(db, { products: 120 });
});
afterAll(() => db.destroy());

const priceOf = async (id: number) =>
  (await db.selectFrom('products').where('id', '=', id).select('price_kop').executeTakeFirstOrThrow()).price_kop;

describe('setOfferPrice (docs/product-rules.md#money)', () => {
  it('sets a whole-hryvnia price and keeps the card price true', async () => {
    const offer = await db.selectFrom('products').select(['id', 'base_product_id']).orderBy('id').executeTakeFirstOrThrow();
    expect(await setOfferPrice(db, offer.id, 1_000)).toMatchObject({ priceKop: 1_000 });
    expect(await priceOf(offer.id)).toBe(1_000);
    expect(
      (await db.selectFrom('base_products').where('id', '=', offer.base_product_id).select('min_price_kop').executeTakeFirstOrThrow())
        .min_price_kop,
    ).toBe(1_000);
  });

  it.each([14_950, 14_901, 0, -100, 100.5])('refuses %d kopecks and leaves the price as it was', async (priceKop) => {
    const offer = await db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const before = await priceOf(offer.id);
    await expect(setOfferPrice(db, offer.id, priceKop)).rejects.toThrow(RangeError);
    expect(await priceOf(offer.id)).toBe(before);
  });
});
