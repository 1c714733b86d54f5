import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { rateLimitCounter } from './rate-limits';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

// Two connections over one file, as two server processes over one database have.
const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-rate-limits-'));
let db: Db;
let otherProcess: Db;
beforeAll(async () => {
  db = await openDatabase(join(dir, 'store.db'));
  await migrateToLatest(db);
  otherProcess = await openDatabase(join(dir, 'store.db'));
});
afterAll(async () => {
  await db.destroy();
  await otherProcess.destroy();
  rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
const newKey = () => `203.0.113.${(seq += 1)}`;
const rows = (key: string) => db.selectFrom('rate_limit_hits').where('key', '=', key).selectAll().execute();

describe('the shared rate-limit counter', () => {
  it('counts the hits of a window that starts with its first hit, and starts a new one once it ends', async () => {
    const counter = rateLimitCounter(db);
    const key = newKey();
    expect(await counter.hit('api', key, MINUTE, T0)).toMatchObject({ hits: 1, endsAt: T0 + MINUTE });
    expect(await counter.hit('api', key, MINUTE, T0 + 59_000)).toMatchObject({ hits: 2, endsAt: T0 + MINUTE });
    expect(await counter.hit('api', key, MINUTE, T0 + MINUTE)).toMatchObject({ hits: 1, endsAt: T0 + 2 * MINUTE });
  });

  it('keeps buckets apart: one key counts separately per limit', async () => {
    const counter = rateLimitCounter(db);
    const key = newKey();
    await counter.hit('api', key, MINUTE, T0);
    expect(await counter.hit('login:address', key, MINUTE, T0)).toMatchObject({ hits: 1 });
  });

  it('refuses a hit below a full window without counting it, and lets one through in the next window', async () => {
    const counter = rateLimitCounter(db);
    const key = newKey();
    for (let i = 1; i <= 3; i += 1) expect(await counter.hitBelow(3, 'login:phone', key, MINUTE, T0 + i)).toMatchObject({ hits: i });
    expect(await counter.hitBelow(3, 'login:phone', key, MINUTE, T0 + 10)).toBeNull();
    expect(await rows(key)).toEqual([expect.objectContaining({ hits: 3 })]);
    expect(await counter.fullUntil('login:phone', key, 3, T0 + 10)).toBe(T0 + 1 + MINUTE);
    expect(await counter.hitBelow(3, 'login:phone', key, MINUTE, T0 + 1 + MINUTE)).toMatchObject({ hits: 1 });
    expect(await counter.fullUntil('login:phone', key, 3, T0 + 1 + MINUTE)).toBe(0);
  });

  it('takes a hit back within its window only, and forgets a key', async () => {
    const counter = rateLimitCounter(db);
    const key = newKey();
    const first = await counter.hit('api', key, MINUTE, T0);
    await counter.hit('api', key, MINUTE, T0 + 1);
    await counter.uncount(first);
    expect(await rows(key)).toEqual([expect.objectContaining({ hits: 1 })]);
    await counter.hit('api', key, MINUTE, T0 + MINUTE); // a new window
    await counter.uncount(first);
    expect(await rows(key)).toEqual([expect.objectContaining({ hits: 1 })]);
    await counter.forget('api', key);
    expect(await rows(key)).toEqual([]);
  });

  it('deletes ended windows as it goes, at most once a minute, so the table holds only live ones', async () => {
    const counter = rateLimitCounter(db);
    const [gone, live] = [newKey(), newKey()];
    await counter.hit('api', gone, MINUTE, T0);
    await counter.hit('api', live, 10 * MINUTE, T0);
    await counter.hit('api', newKey(), MINUTE, T0 + 30_000); // within the minute: no sweep yet
    expect(await rows(gone)).toHaveLength(1);
    await counter.hit('api', newKey(), MINUTE, T0 + MINUTE);
    expect(await rows(gone)).toEqual([]);
    expect(await rows(live)).toHaveLength(1);
  });

  it('counts hits from another process over the same database as its own', async () => {
    const [here, there] = [rateLimitCounter(db), rateLimitCounter(otherProcess)];
    const key = newKey();
    await Promise.all(Array.from({ length: 4 }, (_, i) => (i % 2 ? here : there).hitBelow(3, 'login:address', key, MINUTE, T0)));
    expect(await rows(key)).toEqual([expect.objectContaining({ hits: 3 })]);
    expect(await here.hit('api', key, MINUTE, T0)).toMatchObject({ hits: 1 });
    expect(await there.hit('api', key, MINUTE, T0)).toMatchObject({ hits: 2 });
  });
});
