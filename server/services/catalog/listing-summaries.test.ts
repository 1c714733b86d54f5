import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalogQuery } from '../../../src/domain/catalog-query';
import type { Db } from '../../db/connection';
import { createTestApp, type TestApp } from '../../testing/app';
import { refreshBaseProductSummary } from './base-product-summary';
import { loadCategories, subtreeIds } from './categories';
import { listing, listingSummary } from './listing';
import { refreshListingSummaries } from './listing-summaries';
import { setOfferStock } from './offer-stock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database as a listing sees it, counting the statements it runs. */
function counted(db: Db) {
  const seen = { queries: 0 };
  const plugin: KyselyPlugin = {
    // Called for every subquery too; a result comes back once per statement run.
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      seen.queries += 1;
      return result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

describe('a listing reads its counts', () => {
  it.each(['', '?brand=1,3&sort=cheap', '?values=1,2,14&price=100-2000&sort=expensive', '?brand=99999&page=5'])(
    'in at most 3 queries (c1%s)',
    async (search) => {
      const categories = await loadCategories(t.db, 'uk');
      const scope = { categoryIds: subtreeIds(categories, 1) };
      const { db, seen } = counted(t.db);
      const summary = await listingSummary(db, 'uk', scope, parseCatalogQuery(search));
      await listing(db, 'uk', scope, '/catalog/c1', summary);
      expect(seen.queries).toBeLessThanOrEqual(3);
      expect(seen.queries).toBeGreaterThan(0);
    },
  );
});

const snapshot = async (db: Db) => ({
  cells: await db.selectFrom('listing_cells').selectAll().orderBy('category_id').orderBy('brand_id').execute(),
  values: await db.selectFrom('listing_cell_values').selectAll().orderBy('category_id').orderBy('brand_id').orderBy('value_id').execute(),
});

/** An offer of the first base product of category 45's cheapest-to-dearest order, and that product. */
async function someOffer() {
  return t.db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .select(['p.id', 'p.base_product_id', 'b.category_id', 'b.brand_id'])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

describe('the summaries follow every change in the same transaction', () => {
  it.each([
    [
      'stock sold out',
      async () => {
        const offer = await someOffer();
        await setOfferStock(t.db, offer.id, 0);
      },
    ],
    [
      'a price raised far above the rest',
      async () => {
        const offer = await someOffer();
        await t.db.transaction().execute(async (trx) => {
          await trx.updateTable('products').set({ price_kop: 99_999_900, stock: 5 }).where('id', '=', offer.id).execute();
          await trx
            .updateTable('products')
            .set({ stock: 0 })
            .where('base_product_id', '=', offer.base_product_id)
            .where('id', '!=', offer.id)
            .execute();
          await refreshBaseProductSummary(trx, [offer.base_product_id]);
        });
      },
    ],
    [
      'a new cheap offer',
      async () => {
        const offer = await t.db.selectFrom('products').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
        await t.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('products')
            .values({ ...offer, id: offer.id + 1, price_kop: 1, stock: 3 })
            .execute();
          await refreshBaseProductSummary(trx, [offer.base_product_id]);
        });
      },
    ],
    ['stock back', async () => setOfferStock(t.db, (await someOffer()).id, 7)],
  ])('%s: the kept summaries equal the recomputed ones', async (_, change) => {
    await change();
    const kept = await snapshot(t.db);
    await refreshListingSummaries(t.db);
    expect(kept).toEqual(await snapshot(t.db));
  });

  it('a dearer best offer moves the price range a category page shows', async () => {
    const offer = await someOffer();
    const page = async () =>
      (await t.call('GET', `/api/catalog/c${offer.category_id}`)).json().data.products.filters.price.maxPrice as number;
    const before = await page();
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('products')
        .set({ price_kop: (before + 1000) * 100, stock: 5 })
        .where('id', '=', offer.id)
        .execute();
      await trx
        .updateTable('products')
        .set({ stock: 0 })
        .where('base_product_id', '=', offer.base_product_id)
        .where('id', '!=', offer.id)
        .execute();
      await refreshBaseProductSummary(trx, [offer.base_product_id]);
    });
    expect(await page()).toBe(before + 1000);
  });
});
