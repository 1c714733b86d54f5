import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { novaPoshtaClient, type NovaPoshtaClient } from '../adapters/nova-poshta';
import { FAKE_API_KEY, RECORDED_CITIES, RECORDED_WAREHOUSES, startFakeNovaPoshta } from '../adapters/nova-poshta-fake';
import type { FakeAnswer, FakeProvider } from '../adapters/fake-http';
import { ProviderRefusedError } from '../adapters/http-retry';
import { createTestApp, type TestApp } from '../testing/app';
import { claimSync, scheduleLines, syncNovaPoshta, syncProgress } from './nova-poshta-sync';

const PORT = 8224;
const retry = { attempts: 3, firstDelayMs: 10, timeoutMs: 2_000, sleep: async () => {} };

let t: TestApp;
let fake: FakeProvider | undefined;
beforeAll(async () => {
  t = await createTestApp({ products: 40 });
});
afterAll(() => t.close());
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const client = (url: string, apiKey = FAKE_API_KEY) => novaPoshtaClient({ apiKey, baseUrl: url, retry });
const pages = (f: FakeProvider) =>
  f.requests.map((r) => {
    const b = r.body as { calledMethod: string; methodProperties: { Page: string } };
    return `${b.calledMethod}:${b.methodProperties.Page}`;
  });

/** A client that dies (as a killed process would) on its `n`-th call, before asking. */
function crashingOn(n: number, inner: NovaPoshtaClient): NovaPoshtaClient {
  let calls = 0;
  return { ...inner, call: (...args) => (++calls === n ? Promise.reject(new Error('killed')) : inner.call(...args)) };
}

async function npPoints() {
  return t.db
    .selectFrom('pickup_points')
    .where('np_ref', 'is not', null)
    .select(['np_ref', 'title_uk', 'city_id', 'delivery_type_id'])
    .orderBy('np_ref')
    .execute();
}

describe('Nova Poshta sync', () => {
  it('brings the cities and points page by page, resumes after a crash at the page it had not written, and writes each point once', async () => {
    fake = await startFakeNovaPoshta(PORT);
    await expect(syncNovaPoshta(t.db, crashingOn(4, client(fake.url)), { pageSize: 2 })).rejects.toThrow('killed');
    // cities 1, cities 2 (the last, short page), points 1 were written; points 2 was not
    expect(pages(fake)).toEqual(['getCities:1', 'getCities:2', 'getWarehouses:1']);
    expect(await syncProgress(t.db)).toMatchObject({
      phase: 'points',
      next_page: 2,
      cities_synced: 3,
      points_synced: 2,
      finished_at: null,
    });

    const done = await syncNovaPoshta(t.db, client(fake.url), { pageSize: 2 });
    expect(pages(fake).slice(3)).toEqual(['getWarehouses:2', 'getWarehouses:3']);
    expect(done).toMatchObject({ phase: 'done', cities_synced: 3, points_synced: RECORDED_WAREHOUSES.length });
    expect(done.finished_at).not.toBeNull();
    const points = await npPoints();
    expect(points.map((p) => p.np_ref)).toEqual(RECORDED_WAREHOUSES.map((w) => w.Ref).sort());
  });

  it("attaches the store's own city of the same name and adds the new ones, so checkout finds them", async () => {
    const kyiv = await t.db
      .selectFrom('cities')
      .where('np_ref', '=', RECORDED_CITIES[0]!.Ref)
      .select(['id', 'population'])
      .executeTakeFirstOrThrow();
    expect(kyiv.population).toBeGreaterThan(0); // the seeded Kyiv, not a copy
    const found = await t.call('GET', '/api/delivery/find-city?name=' + encodeURIComponent('Бровари'));
    expect(found.statusCode).toBe(200);
    const brovary = (found.json() as { data: { id: number; name: string; region: string; lat: number }[] }).data.find(
      (c) => c.name === 'Бровари',
    );
    expect(brovary).toMatchObject({ region: 'Київська область' });
    expect(brovary!.lat).toBeCloseTo(50.5013, 3);
    const locker = await t.db.selectFrom('delivery_types').where('code', '=', 'nova_poshta_locker').select('id').executeTakeFirstOrThrow();
    const list = await t.call('GET', `/api/delivery/warehouses?city_id=${kyiv.id}&delivery_id=${locker.id}`, { lang: 'ru' });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { title: string; address: string; schedule: unknown }[] }).data).toContainEqual(
      expect.objectContaining({
        title: 'Почтомат "Новая Почта" №5524',
        address: 'Киев, Крещатик, 22',
        schedule: [{ days: 'Пн–Вс', hours: '00:00–23:59' }],
      }),
    );
  });

  it('a second run starts over and updates the same rows instead of adding new ones', async () => {
    const before = await npPoints();
    fake = await startFakeNovaPoshta(PORT);
    await syncNovaPoshta(t.db, client(fake.url));
    expect(await npPoints()).toEqual(before);
    expect(pages(fake)).toEqual(['getCities:1', 'getWarehouses:1']);
  });

  it('tries a page again after a 5xx or a timeout, with the same page number', async () => {
    const failures: FakeAnswer[] = [{ status: 502, json: {} }, 'hang'];
    fake = await startFakeNovaPoshta(PORT, (_request, index) => failures[index] ?? null);
    await expect(syncNovaPoshta(t.db, client(fake.url))).resolves.toMatchObject({ phase: 'done' });
    expect(pages(fake)).toEqual(['getCities:1', 'getCities:1', 'getCities:1', 'getWarehouses:1']);
  });

  it('stops on a refusal (a wrong key), keeps the reason on the progress row, and resumes where it stood', async () => {
    fake = await startFakeNovaPoshta(PORT);
    await expect(syncNovaPoshta(t.db, client(fake.url, 'wrong-key'))).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(fake.requests).toHaveLength(1);
    const row = await t.db.selectFrom('delivery_syncs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phase: 'cities', next_page: 1 });
    expect(row.error).toMatch(/API key expired/);
  });
});

describe('claimSync: who runs the nightly sync, and when', () => {
  const row = (phase: 'cities' | 'done', started: string, updated: string) => ({
    provider: 'nova_poshta',
    phase,
    next_page: 3,
    cities_synced: 10,
    points_synced: 0,
    started_at: started,
    updated_at: updated,
    finished_at: phase === 'done' ? updated : null,
    error: null,
  });
  // December: Kyiv is UTC+2, so 01:30Z is 03:30 there
  it.each([
    ['never synced: at once', null, '2026-12-02T12:00:00.000Z', true],
    [
      'done a night ago, in the small hours of Kyiv',
      row('done', '2026-12-01T01:10:00.000Z', '2026-12-01T01:20:00.000Z'),
      '2026-12-02T01:30:00.000Z',
      true,
    ],
    [
      'done a night ago, but in the afternoon',
      row('done', '2026-12-01T01:10:00.000Z', '2026-12-01T01:20:00.000Z'),
      '2026-12-02T12:00:00.000Z',
      false,
    ],
    [
      'begun the same night already',
      row('done', '2026-12-02T01:01:00.000Z', '2026-12-02T01:05:00.000Z'),
      '2026-12-02T02:30:00.000Z',
      false,
    ],
    [
      'a run that has not moved for 11 minutes: it died',
      row('cities', '2026-12-02T12:00:00.000Z', '2026-12-02T12:00:00.000Z'),
      '2026-12-02T12:11:00.000Z',
      true,
    ],
    [
      'a run that moved 5 minutes ago: it is under way',
      row('cities', '2026-12-02T12:00:00.000Z', '2026-12-02T12:06:00.000Z'),
      '2026-12-02T12:11:00.000Z',
      false,
    ],
  ])('%s', async (_case, existing, at, expected) => {
    await t.db.deleteFrom('delivery_syncs').execute();
    if (existing) await t.db.insertInto('delivery_syncs').values(existing).execute();
    expect(await claimSync(t.db, new Date(at))).toBe(expected);
    if (expected && existing?.phase === 'done')
      expect(await syncProgress(t.db)).toMatchObject({ phase: 'cities', next_page: 1, started_at: at });
    if (expected && existing?.phase === 'cities') expect(await syncProgress(t.db)).toMatchObject({ phase: 'cities', next_page: 3 });
  });

  it('is taken at once by a server starting with no Nova Poshta point in its table, whatever the hour', async () => {
    const done = row('done', '2026-12-02T01:10:00.000Z', '2026-12-02T01:20:00.000Z');
    const afternoon = new Date('2026-12-02T12:00:00.000Z');
    const synced = await t.db.selectFrom('pickup_points').where('np_ref', 'is not', null).select(['id', 'np_ref']).execute();
    expect(synced.length).toBeGreaterThan(0);
    const claim = async (starting: boolean) => {
      await t.db.deleteFrom('delivery_syncs').execute();
      await t.db.insertInto('delivery_syncs').values(done).execute();
      return claimSync(t.db, afternoon, { starting });
    };
    // with the points there, a restart waits for the night
    expect(await claim(true)).toBe(false);
    await t.db.updateTable('pickup_points').set({ np_ref: null }).where('np_ref', 'is not', null).execute();
    try {
      expect(await claim(false)).toBe(false);
      expect(await claim(true)).toBe(true);
      expect(await syncProgress(t.db)).toMatchObject({ phase: 'cities', next_page: 1, started_at: afternoon.toISOString() });
    } finally {
      for (const point of synced)
        await t.db.updateTable('pickup_points').set({ np_ref: point.np_ref }).where('id', '=', point.id).execute();
    }
  });

  it('is taken by one of two processes asking at the same moment', async () => {
    await t.db.deleteFrom('delivery_syncs').execute();
    await t.db
      .insertInto('delivery_syncs')
      .values(row('cities', '2026-12-02T12:00:00.000Z', '2026-12-02T12:00:00.000Z'))
      .execute();
    const at = new Date('2026-12-02T12:30:00.000Z');
    expect(await Promise.all([claimSync(t.db, at), claimSync(t.db, at)])).toEqual(expect.arrayContaining([true, false]));
  });
});

describe('scheduleLines', () => {
  it.each([
    [
      {
        Monday: '08:00-21:00',
        Tuesday: '08:00-21:00',
        Wednesday: '08:00-21:00',
        Thursday: '08:00-21:00',
        Friday: '08:00-21:00',
        Saturday: '09:00-19:00',
        Sunday: '-',
      },
      [
        { days_uk: 'Пн–Пт', days_ru: 'Пн–Пт', hours: '08:00–21:00' },
        { days_uk: 'Сб', days_ru: 'Сб', hours: '09:00–19:00' },
      ],
    ],
    [
      {
        Monday: '09:00-18:00',
        Tuesday: '-',
        Wednesday: '09:00-18:00',
        Thursday: '09:00-18:00',
        Friday: '-',
        Saturday: '-',
        Sunday: '10:00-14:00',
      },
      [
        { days_uk: 'Пн', days_ru: 'Пн', hours: '09:00–18:00' },
        { days_uk: 'Ср–Чт', days_ru: 'Ср–Чт', hours: '09:00–18:00' },
        { days_uk: 'Нд', days_ru: 'Вс', hours: '10:00–14:00' },
      ],
    ],
    [undefined, []],
  ])('%j', (schedule, expected) => {
    expect(scheduleLines(schedule)).toEqual(expected);
  });
});
