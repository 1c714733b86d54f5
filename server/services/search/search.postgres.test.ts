import { describe, expect, it } from 'vitest';
import { postgresUrl, twinDatabases } from '../../testing/postgres';
import { liveSearch, searchProducts } from './search';

/**
 * The PostgreSQL path of search (prefix full-text matching on the vectors of migration 0025) must find what
 * SQLite's FTS5 index finds, the forgiving reading of a query that finds nothing included. Runs when TEST_POSTGRES_URL names a server where it may create a database
 * (see server/testing/postgres.ts).
 */
describe.skipIf(!postgresUrl)('search on PostgreSQL and SQLite', () => {
  const twins = twinDatabases('search', 400);

  it.each([
    ['олія'],
    ["м'яз"],
    ['мʼяз'],
    ['ОЛІ cbd'],
    ['масло'],
    ['корм для собак'],
    ['конопляный протеин'],
    ['Hemp Paws'],
    ['для'],
    ['ко'],
    ['лія'],
    ['олия'],
    ['олiя'],
    ['протеін'],
    ['jksz'],
    ['oliya'],
    ['нордик'],
    ['канопляна олія'],
    ['кбд'],
    ['кпсаули'],
    ['олія zzzzqq'],
  ])('finds the same products for %j', async (query) => {
    const request = { query, page: 1, categories: [], brands: [] };
    const [a, b] = await Promise.all([searchProducts(twins.lite, 'uk', request), searchProducts(twins.pg, 'uk', request)]);
    expect(b.pagination.total).toBe(a.pagination.total);
    expect(b.categories).toEqual(a.categories);
    expect(b.filters.brands).toEqual(a.filters.brands);
    expect([b.corrected, b.did_you_mean, b.closest_categories]).toEqual([a.corrected, a.did_you_mean, a.closest_categories]);
    const [liveA, liveB] = await Promise.all([liveSearch(twins.lite, 'ru', query), liveSearch(twins.pg, 'ru', query)]);
    expect(liveB.total).toBe(liveA.total);
    expect(liveB.categories).toEqual(liveA.categories);
    expect(liveB.corrected).toBe(liveA.corrected);
  });
});
