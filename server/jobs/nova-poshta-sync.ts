import type { Db } from '../db/connection';
import type { ScheduleLine } from '../db/seed/schedule';
import type { NovaPoshtaClient, NpCity, NpWarehouse } from '../adapters/nova-poshta';

/** Rows asked for per call: Nova Poshta pages its lists, and a page is one transaction here. */
const NP_PAGE_SIZE = 500;
const PROVIDER = 'nova_poshta';

interface SyncProgress {
  phase: 'cities' | 'points' | 'done';
  next_page: number;
  cities_synced: number;
  points_synced: number;
  started_at: string;
  finished_at: string | null;
}

export async function syncProgress(db: Db): Promise<SyncProgress | undefined> {
  return db
    .selectFrom('delivery_syncs')
    .where('provider', '=', PROVIDER)
    .select(['phase', 'next_page', 'cities_synced', 'points_synced', 'started_at', 'finished_at'])
    .executeTakeFirst();
}

/** A finished (or never run) sync starts over; an unfinished one carries on from the page it had not written. */
async function startOrResume(db: Db, now: string): Promise<SyncProgress> {
  const current = await syncProgress(db);
  if (current && current.phase !== 'done') return current;
  const fresh = { phase: 'cities' as const, next_page: 1, cities_synced: 0, points_synced: 0, started_at: now, finished_at: null };
  await db
    .insertInto('delivery_syncs')
    .values({ provider: PROVIDER, ...fresh, updated_at: now, error: null })
    .onConflict((oc) => oc.column('provider').doUpdateSet({ ...fresh, updated_at: now, error: null }))
    .execute();
  return fresh;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_NAMES: Record<(typeof DAYS)[number], [string, string]> = {
  Monday: ['Пн', 'Пн'],
  Tuesday: ['Вт', 'Вт'],
  Wednesday: ['Ср', 'Ср'],
  Thursday: ['Чт', 'Чт'],
  Friday: ['Пт', 'Пт'],
  Saturday: ['Сб', 'Сб'],
  Sunday: ['Нд', 'Вс'],
};

/** Nova Poshta's hours per day, folded into runs of days with the same hours ("Пн–Пт 08:00–20:00"); closed days are left out. */
export function scheduleLines(schedule: Record<string, string> | undefined): ScheduleLine[] {
  const lines: { from: (typeof DAYS)[number]; to: (typeof DAYS)[number]; hours: string }[] = [];
  for (const day of DAYS) {
    const hours = (schedule?.[day] ?? '-').trim().replace('-', '–');
    const open = hours !== '' && hours !== '–';
    const last = lines.at(-1);
    if (open && last && last.hours === hours && DAYS.indexOf(last.to) === DAYS.indexOf(day) - 1) last.to = day;
    else if (open) lines.push({ from: day, to: day, hours });
  }
  return lines.map(({ from, to, hours }) => {
    const [fromUk, fromRu] = DAY_NAMES[from];
    const [toUk, toRu] = DAY_NAMES[to];
    return from === to
      ? { days_uk: fromUk, days_ru: fromRu, hours }
      : { days_uk: `${fromUk}–${toUk}`, days_ru: `${fromRu}–${toRu}`, hours };
  });
}

/** "Відділення №1: вул. Пирогівський шлях, 135" -> "Відділення №1"; a point named otherwise keeps its name. */
const pointTitle = (description: string) => description.split(':')[0]!.trim();

/** The tables' ids are given by whoever inserts (the seed does); a sync is the one writer of its run. */
async function nextId(db: Db, table: 'cities' | 'pickup_points'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

async function writeCities(db: Db, cities: NpCity[]): Promise<void> {
  for (const city of cities) {
    const values = {
      name_uk: city.Description,
      name_ru: city.DescriptionRu || city.Description,
      region_uk: `${city.AreaDescription} область`,
      region_ru: `${city.AreaDescriptionRu || city.AreaDescription} область`,
    };
    const known = await db.selectFrom('cities').where('np_ref', '=', city.Ref).select('id').executeTakeFirst();
    if (known) {
      await db.updateTable('cities').set(values).where('id', '=', known.id).execute();
      continue;
    }
    // The store's own city of that name takes the Ref, so its saved deliveries and orders stay with it.
    const named = await db
      .selectFrom('cities')
      .where('np_ref', 'is', null)
      .where('name_uk', '=', city.Description)
      .select('id')
      .executeTakeFirst();
    if (named) await db.updateTable('cities').set({ np_ref: city.Ref }).where('id', '=', named.id).execute();
    else
      await db
        .insertInto('cities')
        .values({
          id: await nextId(db, 'cities'),
          ...values,
          np_ref: city.Ref,
          is_capital: city.Description === 'Київ' ? 1 : 0,
          population: 0,
          lat: 0,
          lng: 0,
        })
        .execute();
  }
}

async function deliveryTypeIds(db: Db): Promise<{ office: number; locker: number }> {
  const rows = await db
    .selectFrom('delivery_types')
    .where('code', 'in', ['nova_poshta_office', 'nova_poshta_locker'])
    .select(['id', 'code'])
    .execute();
  const office = rows.find((row) => row.code === 'nova_poshta_office')?.id;
  const locker = rows.find((row) => row.code === 'nova_poshta_locker')?.id;
  if (office === undefined || locker === undefined) throw new Error('The Nova Poshta delivery types are missing: run `npm run seed` first');
  return { office, locker };
}

/** Writes a page of points; a point of a city the store does not have is skipped (it returns how many were written). */
async function writePoints(db: Db, points: NpWarehouse[], types: { office: number; locker: number }): Promise<number> {
  const refs = [...new Set(points.map((point) => point.CityRef))];
  const cities = refs.length === 0 ? [] : await db.selectFrom('cities').where('np_ref', 'in', refs).select(['id', 'np_ref']).execute();
  const cityIds = new Map(cities.map((city) => [city.np_ref, city.id]));
  let written = 0;
  for (const point of points) {
    const cityId = cityIds.get(point.CityRef);
    if (cityId === undefined) continue;
    const values = {
      city_id: cityId,
      delivery_type_id: point.CategoryOfWarehouse === 'Postomat' ? types.locker : types.office,
      title_uk: pointTitle(point.Description),
      title_ru: pointTitle(point.DescriptionRu || point.Description),
      address_uk: point.ShortAddress,
      address_ru: point.ShortAddressRu || point.ShortAddress,
      lat: Number(point.Latitude) || 0,
      lng: Number(point.Longitude) || 0,
      schedule: JSON.stringify(scheduleLines(point.Schedule)),
    };
    const known = await db.selectFrom('pickup_points').where('np_ref', '=', point.Ref).select('id').executeTakeFirst();
    if (known) await db.updateTable('pickup_points').set(values).where('id', '=', known.id).execute();
    else
      await db
        .insertInto('pickup_points')
        .values({ id: await nextId(db, 'pickup_points'), ...values, np_ref: point.Ref })
        .execute();
    written++;
  }
  return written;
}

/** A new city gets the middle of its points as its place on the map. */
async function placeNewCities(db: Db): Promise<void> {
  const unplaced = await db
    .selectFrom('cities')
    .where('np_ref', 'is not', null)
    .where('lat', '=', 0)
    .where('lng', '=', 0)
    .select('id')
    .execute();
  for (const { id } of unplaced) {
    const middle = await db
      .selectFrom('pickup_points')
      .where('city_id', '=', id)
      .where('lat', '<>', 0)
      .select((eb) => [eb.fn.avg<number>('lat').as('lat'), eb.fn.avg<number>('lng').as('lng')])
      .executeTakeFirst();
    if (middle?.lat)
      await db
        .updateTable('cities')
        .set({ lat: Number(middle.lat), lng: Number(middle.lng) })
        .where('id', '=', id)
        .execute();
  }
}

/**
 * Brings Nova Poshta's cities (Address.getCities) and then its branches and lockers (Address.getWarehouses) into
 * `cities` and `pickup_points`, a page at a time. Each page is written in one transaction with the progress row,
 * so a run that dies part way resumes at the first page it had not written, and a page is never written twice
 * into new rows (points are matched by their Ref). Points gone from Nova Poshta's list stay: orders point at them.
 */
export async function syncNovaPoshta(
  db: Db,
  client: NovaPoshtaClient,
  {
    pageSize = NP_PAGE_SIZE,
    now = () => new Date(),
    onPage = () => {},
    signal,
  }: {
    pageSize?: number;
    now?: () => Date;
    onPage?: (progress: SyncProgress) => void;
    /** a server that stops: the run ends after the page under way, and is carried on later */
    signal?: AbortSignal;
  } = {},
): Promise<SyncProgress> {
  let progress = await startOrResume(db, now().toISOString());
  const types = await deliveryTypeIds(db);
  while (progress.phase !== 'done' && !signal?.aborted) {
    const page = progress.next_page;
    const properties = { Page: String(page), Limit: String(pageSize) };
    let next: SyncProgress;
    try {
      if (progress.phase === 'cities') {
        const cities = await client.call<NpCity>('Address', 'getCities', properties);
        await db.transaction().execute(async (trx) => {
          await writeCities(trx, cities);
          next =
            cities.length < pageSize
              ? { ...progress, phase: 'points', next_page: 1, cities_synced: progress.cities_synced + cities.length }
              : { ...progress, next_page: page + 1, cities_synced: progress.cities_synced + cities.length };
          await saveProgress(trx, next, now());
        });
      } else {
        const points = await client.call<NpWarehouse>('Address', 'getWarehouses', { ...properties, Language: 'UA' });
        await db.transaction().execute(async (trx) => {
          const written = await writePoints(trx, points, types);
          const done = points.length < pageSize;
          if (done) await placeNewCities(trx);
          next = {
            ...progress,
            points_synced: progress.points_synced + written,
            ...(done ? { phase: 'done', finished_at: now().toISOString() } : { next_page: page + 1 }),
          };
          await saveProgress(trx, next, now());
        });
      }
    } catch (error) {
      await db
        .updateTable('delivery_syncs')
        .set({ error: (error as Error).message.slice(0, 500), updated_at: now().toISOString() })
        .where('provider', '=', PROVIDER)
        .execute();
      throw error;
    }
    progress = next!;
    onPage(progress);
  }
  return progress;
}

async function saveProgress(db: Db, progress: SyncProgress, at: Date): Promise<void> {
  await db
    .updateTable('delivery_syncs')
    .set({ ...progress, updated_at: at.toISOString(), error: null })
    .where('provider', '=', PROVIDER)
    .execute();
}

/** A sync is begun in the small hours, Kyiv time, when few shoppers are choosing a branch. */
const NIGHTLY_FROM_HOUR = 3;
const NIGHTLY_TO_HOUR = 5;
/** A run whose row has not moved for this long died (a restart, a crash): another process carries it on. */
const STALE_RUN_MS = 10 * 60_000;
/** The next night's run, not a second one the same night. */
const SINCE_LAST_START_MS = 20 * 60 * 60_000;

async function hasNovaPoshtaPoints(db: Db): Promise<boolean> {
  return (await db.selectFrom('pickup_points').where('np_ref', 'is not', null).select('id').limit(1).executeTakeFirst()) !== undefined;
}

function kyivHour(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', hourCycle: 'h23' }).format(at));
}

/**
 * Whether this process should run the sync now, having taken it: the first sync at once, then one a night, and a
 * run that died carried on. A server `starting` with no Nova Poshta point in its table (a database restored or
 * emptied after a sync) syncs at once too, or checkout would offer no branch until the night. Every server process
 * asks; the row changes for one of them alone (its updated_at is compared to the one read), so two processes never
 * sync at the same time.
 */
export async function claimSync(db: Db, at: Date, { starting = false } = {}): Promise<boolean> {
  const now = at.toISOString();
  const row = await db
    .selectFrom('delivery_syncs')
    .where('provider', '=', PROVIDER)
    .select(['phase', 'started_at', 'updated_at'])
    .executeTakeFirst();
  if (!row) {
    const inserted = await db
      .insertInto('delivery_syncs')
      .values({
        provider: PROVIDER,
        phase: 'cities',
        next_page: 1,
        cities_synced: 0,
        points_synced: 0,
        started_at: now,
        updated_at: now,
        finished_at: null,
        error: null,
      })
      .onConflict((oc) => oc.column('provider').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const unfinished = row.phase !== 'done';
  const due = unfinished
    ? at.getTime() - Date.parse(row.updated_at) >= STALE_RUN_MS
    : (at.getTime() - Date.parse(row.started_at) >= SINCE_LAST_START_MS &&
        kyivHour(at) >= NIGHTLY_FROM_HOUR &&
        kyivHour(at) < NIGHTLY_TO_HOUR) ||
      (starting && !(await hasNovaPoshtaPoints(db)));
  if (!due) return false;
  const fresh = unfinished
    ? {}
    : { phase: 'cities' as const, next_page: 1, cities_synced: 0, points_synced: 0, started_at: now, finished_at: null, error: null };
  const taken = await db
    .updateTable('delivery_syncs')
    .set({ ...fresh, updated_at: now })
    .where('provider', '=', PROVIDER)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
