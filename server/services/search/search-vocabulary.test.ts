import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondReading } from '../../../src/domain/search-reading';
import { openDatabase, type Db } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoCatalogue } from '../../db/seed';
import { keptDidYouMean, keptSecondReading, vocabulary } from './search-vocabulary';

describe('the readings kept per vocabulary', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase(':memory:');
    await migrateToLatest(db);
    await seedDemoCatalogue(db, { products: 80 });
  }, 60_000);
  afterAll(() => db.destroy());

  it('reads a query that found nothing once, as the domain reads it', async () => {
    const first = await keptSecondReading(db, 'jksz', 0);
    expect(first).toEqual(secondReading(await vocabulary(db), 'jksz', 0));
    expect(first?.corrected).toBe('олія');
    expect(await keptSecondReading(db, 'jksz', 0)).toBe(first);
  });

  it('tells a query that found nothing from one that found a few or more, and an exact ask from both', async () => {
    const words = await vocabulary(db);
    for (const count of [0, 1, 3, 4, 40])
      expect(await keptSecondReading(db, 'масло jksz', count)).toEqual(secondReading(words, 'масло jksz', count));
    expect(await keptSecondReading(db, 'jksz', 0, { exact: true })).toBeNull();
  });

  it('keeps "did you mean" the same way', async () => {
    const meant = await keptDidYouMean(db, 'канопляна');
    expect(meant).toMatch(/^конопл/u);
    expect(await keptDidYouMean(db, 'канопляна')).toBe(meant);
  });
});
