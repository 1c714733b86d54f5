import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from '../../../src/domain/catalog-query';
import { postgresUrl, twinDatabases } from '../../testing/postgres';
import { brandList, brandPage } from './brands';
import { categoryPage } from './category-page';
import { quizResult } from './quiz';

/**
 * The listing engine's SQL must answer the same on PostgreSQL as on SQLite: filters, facets, sorts,
 * pages, brand list and quiz. Runs when TEST_POSTGRES_URL names a server where it may create a database
 * (see server/testing/postgres.ts).
 */
const site = { publicUrl: 'https://kramnytsia.test', storeName: 'Крамниця' };

describe.skipIf(!postgresUrl)('catalogue listings on PostgreSQL and SQLite', () => {
  const twins = twinDatabases('listing', 600);

  it.each([
    [1, ''],
    [1, '?brand=1,3&sort=cheap'],
    [1, '?values=1,2,14&price=100-2000&sort=expensive'],
    [3, '?values=4&sort=rating&page=2'],
    [45, '?sort=new'],
    [45, '?brand=99999&page=5'],
  ])('category %i%s is the same page', async (categoryId, search) => {
    const [a, b] = await Promise.all(
      [twins.lite, twins.pg].map((db) => categoryPage(db, 'uk', site, categoryId, parseCatalogQuery(search))),
    );
    expect(b).toEqual(a);
  });

  it.each([
    [1, ''],
    [14, '?values=68&sort=cheap'],
  ])('brand %i%s is the same page', async (brandId, search) => {
    const [a, b] = await Promise.all([twins.lite, twins.pg].map((db) => brandPage(db, 'ru', site, brandId, parseCatalogQuery(search))));
    expect(b).toEqual(a);
  });

  it('the brand list and a quiz answer the same', async () => {
    const [a, b] = await Promise.all([twins.lite, twins.pg].map((db) => brandList(db, 'uk', site)));
    expect(b).toEqual(a);
    const [qa, qb] = await Promise.all([twins.lite, twins.pg].map((db) => quizResult(db, 'uk', 3, [4, 5, 14])));
    expect(qb).toEqual(qa);
  });
});
