import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { refreshBaseProductSummary } from './base-product-summary';

interface Offer {
  price: number;
  stock: number;
}

/** One category, brand and city; three sellers with a warehouse each; base products 1 and 2 without offers. */
async function fixture(): Promise<Db> {
  const db = await openDatabase(':memory:');
  await migrateToLatest(db);
  await db
    .insertInto('categories')
    .values({ id: 1, parent_id: null, name_uk: 'Олії', name_ru: 'Масла', description_uk: '', description_ru: '', sort: 0, is_show_quiz: 0 })
    .execute();
  await db
    .insertInto('brands')
    .values({
      id: 1,
      name: 'Test',
      slug: 'test',
      is_popular: 0,
      country_uk: 'Україна',
      country_ru: 'Украина',
      description_uk: '',
      description_ru: '',
    })
    .execute();
  await db
    .insertInto('cities')
    .values({ id: 1, name_uk: 'Київ', name_ru: 'Киев', region_uk: '', region_ru: '', is_capital: 1, population: 1, lat: 50.45, lng: 30.52 })
    .execute();
  for (const id of [1, 2, 3]) {
    await db
      .insertInto('sellers')
      .values({
        id,
        shop_name: `Shop ${id}`,
        about_uk: '',
        about_ru: '',
        phone: '',
        email: '',
        address_uk: '',
        address_ru: '',
        schedule: '[]',
        rating_x10: 45,
        reviews_count: 0,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db.insertInto('warehouses').values({ id, seller_id: id, city_id: 1, title_uk: '', title_ru: '' }).execute();
  }
  for (const id of [1, 2]) {
    await db
      .insertInto('base_products')
      .values({
        id,
        category_id: 1,
        brand_id: 1,
        title_uk: `Товар ${id}`,
        title_ru: `Товар ${id}`,
        description_uk: '',
        description_ru: '',
        media_count: 1,
        rating_x10: 0,
        reviews_count: 0,
        popularity: 0,
        created_at: '2026-01-01T00:00:00.000Z',
        min_price_kop: 0,
        best_product_id: 0,
        in_stock: 0,
      })
      .execute();
  }
  return db;
}

/** Offers of base product 1 get ids 1, 2, 3... in the listed order, from sellers 1, 2, 3. */
async function addOffers(db: Db, offers: Offer[], baseProductId = 1, firstId = 1): Promise<void> {
  for (const [i, o] of offers.entries()) {
    const seller = (i % 3) + 1;
    await db
      .insertInto('products')
      .values({
        id: firstId + i,
        base_product_id: baseProductId,
        seller_id: seller,
        warehouse_id: seller,
        price_kop: o.price,
        old_price_kop: null,
        stock: o.stock,
        min_cart_quantity: 1,
        delivery_days: 1,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
  }
}

const summaryOf = (db: Db, id = 1) =>
  db.selectFrom('base_products').where('id', '=', id).select(['best_product_id', 'min_price_kop', 'in_stock']).executeTakeFirstOrThrow();

describe('refreshBaseProductSummary', () => {
  let db: Db;
  beforeEach(async () => {
    db = await fixture();
  });

  it.each<{ name: string; offers: Offer[]; best: number; min: number; inStock: number }>([
    {
      name: 'the cheapest offer in stock wins',
      offers: [
        { price: 10000, stock: 5 },
        { price: 8000, stock: 3 },
        { price: 12000, stock: 1 },
      ],
      best: 2,
      min: 8000,
      inStock: 1,
    },
    {
      name: 'a cheaper offer out of stock is passed over',
      offers: [
        { price: 10000, stock: 5 },
        { price: 8000, stock: 0 },
        { price: 9000, stock: 2 },
      ],
      best: 3,
      min: 9000,
      inStock: 1,
    },
    {
      name: 'all out of stock: the cheapest, not in stock',
      offers: [
        { price: 10000, stock: 0 },
        { price: 8000, stock: 0 },
        { price: 9000, stock: 0 },
      ],
      best: 2,
      min: 8000,
      inStock: 0,
    },
    {
      name: 'equal prices: the lower id',
      offers: [
        { price: 10000, stock: 1 },
        { price: 10000, stock: 1 },
      ],
      best: 1,
      min: 10000,
      inStock: 1,
    },
    { name: 'a single offer', offers: [{ price: 4900, stock: 1 }], best: 1, min: 4900, inStock: 1 },
    { name: 'no offers: zeros', offers: [], best: 0, min: 0, inStock: 0 },
  ])('$name', async ({ offers, best, min, inStock }) => {
    await addOffers(db, offers);
    await refreshBaseProductSummary(db);
    expect(await summaryOf(db)).toEqual({ best_product_id: best, min_price_kop: min, in_stock: inStock });
  });

  it.each<{ name: string; change: { id: number; stock: number }[]; best: number; min: number; inStock: number }>([
    { name: 'the cheapest sells out: best moves to the next in stock', change: [{ id: 2, stock: 0 }], best: 3, min: 9000, inStock: 1 },
    {
      name: 'every offer sells out: best is the cheapest, not in stock',
      change: [
        { id: 1, stock: 0 },
        { id: 2, stock: 0 },
        { id: 3, stock: 0 },
      ],
      best: 2,
      min: 8000,
      inStock: 0,
    },
    {
      name: 'a sold-out offer comes back: it is best again',
      change: [
        { id: 2, stock: 0 },
        { id: 2, stock: 4 },
      ],
      best: 2,
      min: 8000,
      inStock: 1,
    },
  ])('after a stock change, $name', async ({ change, best, min, inStock }) => {
    await addOffers(db, [
      { price: 10000, stock: 5 },
      { price: 8000, stock: 3 },
      { price: 9000, stock: 2 },
    ]);
    await refreshBaseProductSummary(db, [1]);
    for (const c of change) {
      await db.updateTable('products').set({ stock: c.stock }).where('id', '=', c.id).execute();
      await refreshBaseProductSummary(db, [1]);
    }
    expect(await summaryOf(db)).toEqual({ best_product_id: best, min_price_kop: min, in_stock: inStock });
  });

  it('refreshes only the listed base products', async () => {
    await addOffers(db, [{ price: 5000, stock: 1 }]);
    await addOffers(db, [{ price: 7000, stock: 1 }], 2, 10);
    await refreshBaseProductSummary(db, [2, 2]);
    expect(await summaryOf(db, 1)).toEqual({ best_product_id: 0, min_price_kop: 0, in_stock: 0 });
    expect(await summaryOf(db, 2)).toEqual({ best_product_id: 10, min_price_kop: 7000, in_stock: 1 });
    await refreshBaseProductSummary(db, []);
    expect(await summaryOf(db, 1)).toEqual({ best_product_id: 0, min_price_kop: 0, in_stock: 0 });
  });

  it('works inside a transaction and in chunks of many ids', async () => {
    await addOffers(db, [
      { price: 5000, stock: 0 },
      { price: 6000, stock: 2 },
    ]);
    const ids = [1, ...Array.from({ length: 1200 }, (_, i) => 1000 + i)];
    await db.transaction().execute((trx) => refreshBaseProductSummary(trx, ids));
    expect(await summaryOf(db)).toEqual({ best_product_id: 2, min_price_kop: 6000, in_stock: 1 });
  });
});
