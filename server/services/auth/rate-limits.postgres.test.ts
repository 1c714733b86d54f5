import { describe, expect, it } from 'vitest';
import { postgresUrl, twinDatabases } from '../../testing/postgres';
import { rateLimitCounter } from './rate-limits';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

/**
 * The rate-limit upsert on PostgreSQL, where many servers share one database and its connections really race.
 * Runs when TEST_POSTGRES_URL names a server where it may create a database (see server/testing/postgres.ts).
 */
describe.skipIf(!postgresUrl)('the shared rate-limit counter on PostgreSQL and SQLite', () => {
  const twins = twinDatabases('rate_limits', 20);
  const dialects = ['pg', 'lite'] as const;

  it.each(dialects)('%s: counts a window, refuses a full one without counting, and starts over once it ends', async (dialect) => {
    const counter = rateLimitCounter(twins[dialect]);
    expect(await counter.hit('api', 'a', MINUTE, T0)).toMatchObject({ hits: 1, endsAt: T0 + MINUTE });
    expect(await counter.hitBelow(2, 'api', 'a', MINUTE, T0 + 1)).toMatchObject({ hits: 2 });
    expect(await counter.hitBelow(2, 'api', 'a', MINUTE, T0 + 2)).toBeNull();
    expect(await counter.fullUntil('api', 'a', 2, T0 + 2)).toBe(T0 + MINUTE);
    expect(await counter.hitBelow(2, 'api', 'a', MINUTE, T0 + MINUTE)).toMatchObject({ hits: 1, endsAt: T0 + 2 * MINUTE });
  });

  it.each(dialects)('%s: hits racing over many connections are each counted, and none past the limit', async (dialect) => {
    const counters = [rateLimitCounter(twins[dialect]), rateLimitCounter(twins[dialect])];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % 2]!.hitBelow(5, 'login:phone', 'b', MINUTE, T0)));
    expect(
      answers
        .filter(Boolean)
        .map((w) => w!.hits)
        .sort((x, y) => x - y),
    ).toEqual([1, 2, 3, 4, 5]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => counters[i % 2]!.hit('api', 'b', MINUTE, T0)));
    expect(await counters[0]!.hit('api', 'b', MINUTE, T0)).toMatchObject({ hits: 21 });
  });

  it.each(dialects)('%s: ended windows are deleted as hits come', async (dialect) => {
    const db = twins[dialect];
    const counter = rateLimitCounter(db);
    await counter.hit('api', 'c', MINUTE, T0 + 10 * MINUTE);
    await counter.hit('api', 'd', MINUTE, T0 + 12 * MINUTE);
    expect(await db.selectFrom('rate_limit_hits').where('key', '=', 'c').selectAll().execute()).toEqual([]);
  });
});
