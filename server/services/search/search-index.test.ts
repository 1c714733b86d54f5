import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoCatalogue } from '../../db/seed';
import { freshPostgresDatabase, postgresUrl } from '../../testing/postgres';
import { matchingProducts, rebuildSearchIndex } from './search-index';
import { liveSearch, searchProducts } from './search';
import { literalWords } from './search-terms';

/**
 * What both engines' indexes must do, kept by their triggers (SQLite's FTS5 table, migration 0003; PostgreSQL's
 * vectors, migration 0025): one row per base product, and a product found by its new words, not its old ones.
 */
function followsTheCatalogue(database: () => Db, index: 'search_index' | 'search_vectors') {
  const found = async (query: string, lang: 'uk' | 'ru' = 'uk') =>
    (await searchProducts(database(), lang, { query, page: 1, categories: [], brands: [] })).products.content.map((p) => p.base_product_id);

  it('ranks the matches of a preferred reading before the others, whatever their own rank', async () => {
    const db = database();
    const words = [['для', 'конопл']];
    // The common word preferred: on its own rank a match of the rarer one would come first.
    const preferring = [['для']];
    const ranked = await db
      .selectFrom(matchingProducts(db, 'uk', words, { best: 300, preferring }))
      .selectAll()
      .orderBy('m.rank')
      .orderBy('m.base_product_id')
      .execute();
    const preferred = new Set(
      (
        await db
          .selectFrom(matchingProducts(db, 'uk', preferring, { ranked: false }))
          .select('m.base_product_id')
          .execute()
      ).map((r) => r.base_product_id),
    );
    const isPreferred = ranked.map((r) => preferred.has(r.base_product_id));
    expect(isPreferred).toContain(true);
    expect(isPreferred).toContain(false);
    expect(isPreferred.indexOf(false)).toBeGreaterThan(isPreferred.lastIndexOf(true));
    const plain = await db
      .selectFrom(matchingProducts(db, 'uk', words, { best: 300 }))
      .selectAll()
      .orderBy('m.rank')
      .orderBy('m.base_product_id')
      .execute();
    const plainPreferred = plain.map((r) => preferred.has(r.base_product_id));
    expect(plainPreferred.indexOf(false)).toBeLessThan(plainPreferred.lastIndexOf(true));
  });

  it('gives live suggestions that follow a renamed product at once, and its stock as it changes', async () => {
    const db = database();
    const suggested = async (query: string) => (await liveSearch(db, 'uk', query)).products.map((p) => p.base_product_id);
    const template = await db.selectFrom('base_products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const offer = await db.selectFrom('products').selectAll().where('id', '=', template.best_product_id).executeTakeFirstOrThrow();
    const [first, second] = [900_011, 900_012];
    for (const [id, title] of [
      [first, 'Ялівцева олія'],
      [second, 'Ялівцевий бальзам для лап'],
    ] as const) {
      await db
        .insertInto('base_products')
        .values({ ...template, id, title_uk: title, title_ru: title, in_stock: 1, popularity: id === first ? 10 : 5, best_product_id: id })
        .execute();
      await db
        .insertInto('products')
        .values({ ...offer, id, base_product_id: id })
        .execute();
    }
    // Asked twice: the second answer may come from what the first ranked.
    for (let ask = 0; ask < 2; ask++) expect(await suggested('ялівцев')).toEqual([first, second]);
    await db.updateTable('base_products').set({ in_stock: 0 }).where('id', '=', first).execute();
    expect(await suggested('ялівцев')).toEqual([second, first]);
    await db.updateTable('base_products').set({ title_uk: 'Смерекова олія', title_ru: 'Смерекова олія' }).where('id', '=', first).execute();
    expect(await suggested('ялівцев')).toEqual([second]);
    expect(await suggested('смереков')).toEqual([first]);
    expect((await liveSearch(db, 'uk', 'ялівцев')).total).toBe(1);
    await db.deleteFrom('products').where('id', 'in', [first, second]).execute();
    await db.deleteFrom('base_products').where('id', 'in', [first, second]).execute();
    expect(await suggested('ялівцев')).toEqual([]);
  });

  it('holds one row per base product after the seed', async () => {
    const db = database();
    const count = async (table: typeof index | 'base_products') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(index)).toBe(await count('base_products'));
    await rebuildSearchIndex(db);
    expect(await count(index)).toBe(await count('base_products'));
  });

  it('indexes a new product, a changed title, a renamed brand and category, and forgets a deleted product', async () => {
    const db = database();
    const template = await db.selectFrom('base_products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const offer = await db.selectFrom('products').selectAll().where('id', '=', template.best_product_id).executeTakeFirstOrThrow();
    const id = 900_001;
    await db
      .insertInto('base_products')
      .values({ ...template, id, title_uk: 'Зубрівка степова', title_ru: 'Зубровка степная', best_product_id: 900_001 })
      .execute();
    await db
      .insertInto('products')
      .values({ ...offer, id: 900_001, base_product_id: id })
      .execute();
    expect(await found('зубрів')).toEqual([id]);
    expect(await found('зубровка', 'ru')).toEqual([id]);

    await db.updateTable('base_products').set({ title_uk: 'Чебрецевий збір', title_ru: 'Чабрецовый сбор' }).where('id', '=', id).execute();
    expect(await found('зубрів')).toEqual([]);
    expect(await found('чебрецев')).toEqual([id]);

    const brand = await db.selectFrom('brands').select('name').where('id', '=', template.brand_id).executeTakeFirstOrThrow();
    await db.updateTable('brands').set({ name: 'Quokka Unique' }).where('id', '=', template.brand_id).execute();
    expect(await found('quokka')).toContain(id);
    expect(await found(brand.name)).not.toContain(id);
    const category = await db.selectFrom('categories').select('name_uk').where('id', '=', template.category_id).executeTakeFirstOrThrow();
    await db
      .updateTable('categories')
      .set({ name_uk: 'Вомбатові смаколики', name_ru: 'Вомбатовые вкусняшки' })
      .where('id', '=', template.category_id)
      .execute();
    expect(await found('вомбатов')).toContain(id);
    expect(await found(category.name_uk)).not.toContain(id);

    await db.deleteFrom('products').where('id', '=', 900_001).execute();
    await db.deleteFrom('base_products').where('id', '=', id).execute();
    // Other products may still be found a slip away (чебрець): the deleted one is not.
    expect(await found('чебрецев')).not.toContain(id);
  });
}

describe('search index', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase(':memory:');
    await migrateToLatest(db);
    await seedDemoCatalogue(db, { products: 80 });
  }, 60_000);
  afterAll(() => db.destroy());

  followsTheCatalogue(() => db, 'search_index');

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
    const retitled = await written(() =>
      db
        .updateTable('base_products')
        .set({ title_uk: sql`title_uk` })
        .execute(),
    );
    expect(retitled - repriced).toBeGreaterThanOrEqual(2 * products.length);
  });

  it('keeps only the best ranked matches when asked for the best n', async () => {
    const terms = literalWords('для');
    const ranked = await db
      .selectFrom(matchingProducts(db, 'uk', terms))
      .selectAll()
      .orderBy('m.rank')
      .orderBy('m.base_product_id')
      .execute();
    expect(ranked.length).toBeGreaterThan(5);
    const best = await db
      .selectFrom(matchingProducts(db, 'uk', terms, { best: 5 }))
      .selectAll()
      .execute();
    expect(best.map((r) => r.base_product_id).sort()).toEqual(
      ranked
        .slice(0, 5)
        .map((r) => r.base_product_id)
        .sort(),
    );
  });

  it('counts every listed match in the live total, not a product without an offer', async () => {
    const before = await liveSearch(db, 'uk', 'для');
    const [listed] = (await searchProducts(db, 'uk', { query: 'для', page: 1, categories: [], brands: [] })).products.content;
    const { best_product_id } = await db
      .selectFrom('base_products')
      .select('best_product_id')
      .where('id', '=', listed!.base_product_id)
      .executeTakeFirstOrThrow();
    await db.updateTable('base_products').set({ best_product_id: 0 }).where('id', '=', listed!.base_product_id).execute();
    expect((await liveSearch(db, 'uk', 'для')).total).toBe(before.total - 1);
    await db.updateTable('base_products').set({ best_product_id }).where('id', '=', listed!.base_product_id).execute();
    expect((await liveSearch(db, 'uk', 'для')).total).toBe(before.total);
  });
});

describe.skipIf(!postgresUrl)('search index on PostgreSQL', () => {
  const fresh = freshPostgresDatabase('search_index', 80);

  followsTheCatalogue(() => fresh.db, 'search_vectors');

  it('leaves the vectors alone when only prices or stock change, or a title is set to what it was', async () => {
    // A rewritten row gets a new place (ctid): the triggers must not fire for what a search does not read.
    const places = () =>
      sql<{ ctid: string }>`select ctid::text from search_vectors order by base_product_id`.execute(fresh.db).then((r) => r.rows);
    const before = await places();
    await fresh.db.updateTable('base_products').set({ in_stock: 0, min_price_kop: 1 }).execute();
    await fresh.db
      .updateTable('base_products')
      .set({ title_uk: sql`title_uk` })
      .execute();
    expect(await places()).toEqual(before);
  });

  it('matches through the GIN index', async () => {
    const plan = await fresh.db.connection().execute(async (connection) => {
      // A table of 80 products is read whole whatever the index; forbidding that shows whether the index can serve.
      await sql`set enable_seqscan = off`.execute(connection);
      const query = connection
        .selectFrom(matchingProducts(connection, 'uk', literalWords('олія cbd'), { best: 300 }))
        .selectAll()
        .compile();
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      await sql`reset enable_seqscan`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on search_vectors_words');
    expect(plan).not.toContain('Seq Scan');
  });
});
