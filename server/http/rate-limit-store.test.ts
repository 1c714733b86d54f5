import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../db/connection';
import { LOGIN_LIMITS } from '../services/auth/auth';
import { rateLimitCounter } from '../services/auth/rate-limits';
import { createTestApp, type TestApp } from '../testing/app';
import { FLUSH_EVERY_MS, sharedRateLimitStore } from './rate-limit-store';

/** Two server processes over one database file: each its own app and connection, as `npm start` runs them. */
let t: TestApp;
let otherDb: Db;
let apps: Awaited<ReturnType<typeof buildApp>>[];
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  otherDb = await openDatabase(t.databaseUrl);
  const config = { ...t.config, rateLimitPerMinute: 3 };
  apps = [await buildApp({ db: t.db, config }), await buildApp({ db: otherDb, config })];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await otherDb.destroy();
  await t.close();
});

describe('limits shared by every server process over the database', () => {
  it('the API limit per address counts requests to either process', async () => {
    const statuses: number[] = [];
    for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!])
      statuses.push((await app.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await apps[0]!.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.1' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apps[1]!.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('wrong logins made at one process lock the phone out at the other', async () => {
    const login = (app: (typeof apps)[number]) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login-customer',
        payload: { phone: '380951112233', password: 'guess' },
        remoteAddress: '198.51.100.3',
      });
    // Apps with the usual API limit, so only the login limits can refuse.
    const [first, second] = [await buildApp({ db: t.db, config: t.config }), await buildApp({ db: otherDb, config: t.config })];
    for (let i = 0; i < LOGIN_LIMITS.perPhoneAndAddress; i += 1) expect((await login(first)).statusCode).toBe(422);
    const locked = await login(second);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    await first.close();
    await second.close();
  });
});

describe('hits far from the limit are written together', () => {
  /** One server process's store: a hit answers the count it reports. */
  const storeOf = (db: Db) => {
    const store = new (sharedRateLimitStore(rateLimitCounter(db)))({});
    return (key: string, max: number) =>
      new Promise<number>((done, fail) => store.incr(key, (error, result) => (error ? fail(error) : done(result!.current)), 60_000, max));
  };
  const written = async (key: string) =>
    (
      await t.db
        .selectFrom('rate_limit_hits')
        .where('bucket', '=', 'api')
        .where('key', '=', `address:${key}`)
        .select('hits')
        .executeTakeFirst()
    )?.hits;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts exactly in one process, writes the first hit at once and the rest within a flush', async () => {
    const hit = storeOf(t.db);
    const counts = [];
    for (let i = 0; i < 10; i += 1) counts.push(await hit('198.51.100.10', 1000));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await written('198.51.100.10')).toBe(1);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    await vi.waitFor(async () => expect(await written('198.51.100.10')).toBe(10));
  });

  it('writes each hit from half the limit on, so the refusal is exact', async () => {
    const hit = storeOf(t.db);
    const counts = [];
    for (let i = 0; i < 8; i += 1) counts.push(await hit('198.51.100.11', 8));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await written('198.51.100.11')).toBe(8);
    expect(await hit('198.51.100.11', 8)).toBe(9);
  });

  it('another process sees a count short by at most a twentieth of the limit', async () => {
    const [here, there] = [storeOf(t.db), storeOf(otherDb)];
    for (let i = 0; i < 40; i += 1) await here('198.51.100.12', 100);
    expect(await there('198.51.100.12', 100)).toBeGreaterThanOrEqual(41 - 100 * 0.05);
  });
});
