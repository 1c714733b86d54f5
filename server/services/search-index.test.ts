import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemoCatalogue } from '../db/seed';
import { matchingProducts, rebuildSearchIndex } from './search-index';
import { liveSearch, searchProducts } from './search';
import { searchTerms } from './search-terms';

/** The SQLite index follows the catalogue through the triggers of migration 0003. */
describe('search index', () => {
  let db: Db;
  const found = async (query: string, lang: 'uk' | 'ru' = 'uk') =>
    (await searchProducts(db, lang, { query, page: 1, categories: [], brands: [] })).products.content.map((p) => p.base_product_id);

  beforeAll(async () => {
    db = await openDatabase(':memory:');
    await migrateToLatest(db);
    await seedDemoCatalogue(db, { products: 80 });
  }, 60_000);
  afterAll(() => db.destroy());

  it('holds one row per base product after the seed', async () => {
    const count = async (table: 'search_index' | 'base_products') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('search_index')).toBe(await count('base_products'));
    await rebuildSearchIndex(db);
    expect(await count('search_index')).toBe(await count('base_products'));
  });

  it('indexes a new product, a changed title, a renamed brand and category, and forgets a deleted product', async () => {
    const template = await db.selectFrom('base_products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const offer = await db.selectFrom('products').selectAll().where('id', '=', template.best_product_id).executeTakeFirstOrThrow();
    const id = 900_001;
    await db
      .insertInto('base_products')
      .values({ ...template, id, title_uk: 'Зубрівка степова', title_ru: 'Зубровка степная', best_product_id: 900_001 })
      .execute();
    await db.insertInto('products').values({ ...offer, id: 900_001, base_product_id: id }).execute();
    expect(await found('зубрів')).toEqual([id]);
    expect(await found('зубровка', 'ru')).toEqual([id]);

    await db.updateTable('base_products').set({ title_uk: 'Чебрецевий збір', title_ru: 'Чабрецовый сбор' }).where('id', '=', id).execute();
    expect(await found('зубрів')).toEqual([]);
    expect(await found('чебрецев')).toEqual([id]);

    await db.updateTable('brands').set({ name: 'Quokka Unique' }).where('id', '=', template.brand_id).execute();
    expect(await found('quokka')).toContain(id);
    await db.updateTable('categories').set({ name_uk: 'Вомбатові смаколики', name_ru: 'Вомбатовые вкусняшки' }).where('id', '=', template.category_id).execute();
    expect(await found('вомбатов')).toContain(id);

    await db.deleteFrom('products').where('id', '=', 900_001).execute();
    await db.deleteFrom('base_products').where('id', '=', id).execute();
    expect(await found('чебрецев')).toEqual([]);
  });

  it('leaves the index alone when only prices or stock change', async () => {
    // total_changes() counts rows written by triggers too (the index's, and the catalogue version's): a price or
    // stock change must write fewer rows than a title change by at least the index's delete and insert per product.
    const changes = async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]!.n);
    const products = await db.selectFrom('base_products').select('id').execute();
    const written = async (change: () => Promise<unknown>) => {
      const before = await changes();
      await change();
      return (await changes()) - before;
    };
    const repriced = await written(() => db.updateTable('base_products').set({ in_stock: 0, min_price_kop: 1 }).execute());
    const retitled = await written(() => db.updateTable('base_products').set({ title_uk: sql`title_uk` }).execute());
    expect(retitled - repriced).toBeGreaterThanOrEqual(2 * products.length);
  });

  it('keeps only the best ranked matches when asked for the best n', async () => {
    const terms = searchTerms('для');
    const ranked = await db.selectFrom(matchingProducts(db, 'uk', terms)).selectAll().orderBy('m.rank').orderBy('m.base_product_id').execute();
    expect(ranked.length).toBeGreaterThan(5);
    const best = await db.selectFrom(matchingProducts(db, 'uk', terms, { best: 5 })).selectAll().execute();
    expect(best.map((r) => r.base_product_id).sort()).toEqual(ranked.slice(0, 5).map((r) => r.base_product_id).sort());
  });

  it('counts every listed match in the live total, not a product without an offer', async () => {
    const before = await liveSearch(db, 'uk', 'для');
    const [listed] = (await searchProducts(db, 'uk', { query: 'для', page: 1, categories: [], brands: [] })).products.content;
    const { best_product_id } = await db.selectFrom('base_products').select('best_product_id').where('id', '=', listed!.base_product_id).executeTakeFirstOrThrow();
    await db.updateTable('base_products').set({ best_product_id: 0 }).where('id', '=', listed!.base_product_id).execute();
    expect((await liveSearch(db, 'uk', 'для')).total).toBe(before.total - 1);
    await db.updateTable('base_products').set({ best_product_id }).where('id', '=', listed!.base_product_id).execute();
  });
});
