import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTS } from '../../../src/domain/catalog-query';
import type { CategoryPage } from '../../contract/catalog';
import { SQLite } from '../../db/sqlite-library';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDatabaseEngine } from '../../testing/database';

/**
 * How SQLite answers a category page, read from its query plans: a page must read each category's first rows in
 * the sort's own index order, and a brand count within a price range must read an index alone. Both were full
 * reads of every product of the category before (7 ms and 150 ms a page at the 100,000-product seed). The plans
 * are SQLite's: on PostgreSQL the same answers are checked by the listing's twin tests.
 */
const onPostgres = testDatabaseEngine(process.env) === 'postgres';

let t: TestApp;
let plans: InstanceType<typeof SQLite>;
beforeAll(async () => {
  if (onPostgres) return;
  t = await createTestApp({ products: 2000 });
  plans = new SQLite(t.databaseUrl, { readonly: true });
});
afterAll(async () => {
  if (onPostgres) return;
  plans.close();
  await t.close();
});

/** The statements a request ran, with their plans (one line per step). */
async function statementsOf(url: string): Promise<{ sql: string; plan: string[] }[]> {
  const statement = Object.getPrototypeOf(plans.prepare('select 1')) as { all: (...args: unknown[]) => unknown };
  const all = statement.all;
  const ran: { sql: string; args: unknown[] }[] = [];
  statement.all = function (this: { source: string }, ...args: unknown[]) {
    ran.push({ sql: this.source, args });
    return all.apply(this, args);
  };
  try {
    expect((await t.call('GET', url)).statusCode).toBe(200);
  } finally {
    statement.all = all;
  }
  return ran.map(({ sql, args }) => ({
    sql,
    plan: (plans.prepare(`explain query plan ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail),
  }));
}

const SORT_INDEX = {
  popular: 'base_products_category_popular',
  cheap: 'base_products_category_cheap',
  expensive: 'base_products_category_expensive',
  new: 'base_products_category_new',
  rating: 'base_products_category_rating',
};

describe.skipIf(onPostgres)('a category page over its categories and those below them', () => {
  it.each(SORTS)('sorted %s, reads each category in the order of its own index and merges only those rows', async (sort) => {
    const ran = await statementsOf(`/api/catalog/c1?sort=${sort}&page=2`);
    const page = ran.find(({ sql }) => sql.includes('union all') && sql.includes('"u"."id"'));
    expect(page, 'the page query').toBeDefined();
    const reads = page!.plan.filter((step) => step.startsWith('SEARCH b USING') && step.includes('category_id=?'));
    expect(reads.length).toBeGreaterThan(1);
    for (const read of reads) expect(read).toContain(SORT_INDEX[sort]);
    expect(page!.plan.filter((step) => /TEMP B-TREE FOR (LAST TERM|RIGHT PART)/.test(step))).toEqual([]);
  });

  it('counts brands within a price range from an index alone', async () => {
    const { data } = (await t.call('GET', '/api/catalog/c1')).json<CategoryPage>();
    const brand = [...data.products.filters.brands].sort((a, b) => b.count - a.count)[0]!;
    const { minPrice, maxPrice } = data.products.filters.price;
    const ran = await statementsOf(
      `/api/catalog/c1?brand=${brand.id}&price=${Math.floor(minPrice)}-${Math.ceil((minPrice + maxPrice) / 2)}`,
    );
    // the narrowed counts: all matching, per value, unpriced and, last, per brand under the price range
    const counts = ran.find(({ sql }) => sql.includes(`'unpriced' as "kind"`));
    expect(counts, 'the narrowed counts').toBeDefined();
    const perBrand = counts!.plan.filter((step) => step.startsWith('SEARCH b USING')).at(-1);
    expect(perBrand).toContain('COVERING INDEX base_products_category_price_brand');
  });
});
