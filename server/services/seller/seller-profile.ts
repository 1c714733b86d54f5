import { sql } from 'kysely';
import { kyivDayStart, shopToday } from '../../../src/domain/calendar-day';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import { scheduleOf, scheduleText } from '../../../src/domain/seller-profile';
import type { ScheduleLine } from '../../../src/domain/seller-schedule';
import type { SellerProfileAnswer, SellerProfileBody, SellerStatisticsAnswer } from '../../contract/seller-profile';
import type { Db } from '../../db/connection';
import { sellerLogo } from '../catalog/media-url';

/** The profile as the workspace shows it; null for an unknown seller. */
export async function sellerProfile(db: Db, lang: Lang, sellerId: number, canEdit: boolean): Promise<SellerProfileAnswer['data'] | null> {
  const row = await db
    .selectFrom('sellers')
    .where('id', '=', sellerId)
    .select([
      'id',
      'shop_name',
      'about_uk',
      'about_ru',
      'returns_uk',
      'returns_ru',
      'phone',
      'email',
      'address_uk',
      'address_ru',
      'schedule',
      'logo_file',
      'paused_at',
      'pause_reason',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const { id, shop_name, logo_file, paused_at, pause_reason, schedule, ...texts } = row;
  return {
    seller_id: id,
    shop_name,
    ...texts,
    schedule: scheduleText(JSON.parse(schedule) as ScheduleLine[], lang),
    logo: sellerLogo(id, shop_name, logo_file),
    has_logo: logo_file !== null,
    can_edit: canEdit,
    paused: paused_at !== null,
    pause_reason,
  };
}

/**
 * Writes the profile the owner sent, checked by the route with the form's rules. The sellers table is a catalogue
 * table, so the write bumps the catalogue's version and the storefront's cached answers go at once.
 */
export async function saveSellerProfile(db: Db, sellerId: number, body: SellerProfileBody): Promise<void> {
  const trimmed = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v.trim()])) as SellerProfileBody;
  const { schedule, ...texts } = trimmed;
  await db
    .updateTable('sellers')
    .set({ ...texts, schedule: JSON.stringify(scheduleOf(schedule) ?? []) })
    .where('id', '=', sellerId)
    .execute();
}

/** Puts a new logo file in place and answers the one it replaced, for the caller to remove. */
export async function setSellerLogo(db: Db, sellerId: number, fileName: string | null): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('sellers').where('id', '=', sellerId).select('logo_file').executeTakeFirstOrThrow();
    await trx.updateTable('sellers').set({ logo_file: fileName }).where('id', '=', sellerId).execute();
    return before.logo_file;
  });
}

/** Whether the back office paused the seller, and why. */
export async function sellerPause(db: Db, sellerId: number): Promise<{ paused: boolean; reason: string }> {
  const row = await db.selectFrom('sellers').where('id', '=', sellerId).select(['paused_at', 'pause_reason']).executeTakeFirst();
  return { paused: row?.paused_at != null, reason: row?.pause_reason ?? '' };
}

export type StatisticsDays = 7 | 30 | 90;

/** The Kyiv day `days` before a day (YYYY-MM-DD). */
function dayBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/**
 * The seller's orders over the last `days` Kyiv days, today included up to `now` (docs/product-rules.md#seller-statistics),
 * from its own orders and their lines: counts, revenue and the average of the orders not cancelled, the cancelled
 * ones, the 5 offers sold in most units, and each day's orders and revenue.
 */
export async function sellerStatistics(
  db: Db,
  lang: Lang,
  sellerId: number,
  days: StatisticsDays,
  now = new Date(),
): Promise<SellerStatisticsAnswer['data']> {
  const to = shopToday(now);
  const from = dayBefore(to, days - 1);
  const since = kyivDayStart(from).toISOString();
  const until = now.toISOString();
  const inPeriod = db
    .selectFrom('orders')
    .where('seller_id', '=', sellerId)
    .where('created_at', '>=', since)
    .where('created_at', '<=', until);
  const [orders, top] = await Promise.all([
    inPeriod.select(['created_at', 'status', 'total_kop']).execute(),
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .where('o.seller_id', '=', sellerId)
      .where('o.created_at', '>=', since)
      .where('o.created_at', '<=', until)
      .where('o.status', '!=', 'cancelled')
      .groupBy('i.product_id')
      .select((eb) => [
        'i.product_id',
        eb.fn.max(lang === 'ru' ? 'i.title_ru' : 'i.title_uk').as('title'),
        eb.fn.sum<number | string>('i.qty').as('units'),
        sql<number | string>`sum(i.qty * i.price_kop)`.as('revenue_kop'),
      ])
      .orderBy('units', 'desc')
      .orderBy('i.product_id')
      .limit(5)
      .execute(),
  ]);
  const perDay = new Map<string, { orders: number; revenue_kop: number }>();
  for (let i = days - 1; i >= 0; i -= 1) perDay.set(dayBefore(to, i), { orders: 0, revenue_kop: 0 });
  let cancelled = 0;
  let revenueKop = 0;
  for (const order of orders) {
    const day = perDay.get(shopToday(new Date(order.created_at)));
    if (order.status === 'cancelled') {
      cancelled += 1;
      if (day) day.orders += 1;
      continue;
    }
    revenueKop += order.total_kop;
    if (day) {
      day.orders += 1;
      day.revenue_kop += order.total_kop;
    }
  }
  const kept = orders.length - cancelled;
  // Order totals are whole hryvnias (migration 0029); rounding keeps the answer whole whatever an old row holds.
  const uah = (kop: number) => Math.round(kopecksToUah(Math.round(kop)));
  return {
    days,
    from,
    to,
    orders: orders.length,
    cancelled,
    revenue: uah(revenueKop),
    average_order: kept === 0 ? 0 : Math.round(uah(revenueKop) / kept),
    top_offers: top.map((row) => ({
      product_id: row.product_id,
      title: String(row.title ?? ''),
      units: Number(row.units),
      revenue: uah(Number(row.revenue_kop)),
    })),
    per_day: [...perDay].map(([day, totals]) => ({ day, orders: totals.orders, revenue: uah(totals.revenue_kop) })),
  };
}
