import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../db/connection';
import { LOGIN_LIMITS } from '../services/auth';
import { createTestApp, type TestApp } from '../test-app';

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
    for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!]) statuses.push((await app.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await apps[0]!.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.1' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apps[1]!.inject({ url: '/api/delivery/map-config', remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('wrong logins made at one process lock the phone out at the other', async () => {
    const login = (app: (typeof apps)[number]) =>
      app.inject({ method: 'POST', url: '/api/auth/login-customer', payload: { phone: '380951112233', password: 'guess' }, remoteAddress: '198.51.100.3' });
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
