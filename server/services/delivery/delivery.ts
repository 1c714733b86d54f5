import { sql } from 'kysely';
import { deliveryPrice, quotedPricing, type DeliveryPricing } from '../../../src/domain/delivery-price';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { col } from '../catalog/lang-columns';
import { quotesForCity, type NpQuoting } from './delivery-quotes';

/** About a screen of choices: the capital and the biggest cities. */
const TOP_CITIES = 10;
const FOUND_CITIES_MAX = 20;

export interface City {
  id: number;
  name: string;
  region: string;
  is_capital: boolean;
  lat: number;
  lng: number;
}

function citiesQuery(db: Db, lang: Lang) {
  return db
    .selectFrom('cities')
    .select(['id', `${col('name', lang)} as name`, `${col('region', lang)} as region`, 'is_capital', 'lat', 'lng', 'population'])
    .$castTo<{ id: number; name: string; region: string; is_capital: number; lat: number; lng: number; population: number }>();
}

const toCity = ({
  population: _population,
  ...row
}: {
  id: number;
  name: string;
  region: string;
  is_capital: number;
  lat: number;
  lng: number;
  population: number;
}): City => ({
  ...row,
  is_capital: row.is_capital === 1,
});

/** The capital, then by population; the shopper's own city (Accept-City) first when it is known. */
export async function topCities(db: Db, lang: Lang, ownCityId: number | null): Promise<City[]> {
  const rows = await citiesQuery(db, lang)
    .orderBy(sql`case when id = ${ownCityId ?? 0} then 0 when is_capital = 1 then 1 else 2 end`)
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit(TOP_CITIES)
    .execute();
  return rows.map(toCity);
}

export async function cityById(db: Db, lang: Lang, id: number): Promise<City | null> {
  const row = await citiesQuery(db, lang).where('id', '=', id).executeTakeFirst();
  return row ? toCity(row) : null;
}

/** Case, ё/е, apostrophe variants and hyphens do not matter: "кривий ріг", "Кривий-Ріг" and "КРИВИЙ РІГ" meet. */
export function foldPlaceName(text: string): string {
  return text
    .toLocaleLowerCase('uk')
    .replace(/ё/g, 'е')
    .replace(/['’ʼ`]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** 0: a name starts with it, 1: a word of a name does, 2: a name contains it; undefined: no match. */
function matchRank(names: string[], query: string): number | undefined {
  const folded = names.map(foldPlaceName);
  if (folded.some((n) => n.startsWith(query))) return 0;
  if (folded.some((n) => n.split(' ').some((word) => word.startsWith(query)))) return 1;
  if (folded.some((n) => n.includes(query))) return 2;
  return undefined;
}

/**
 * Cities whose Ukrainian or Russian name matches, named in the request language; best matches first,
 * then the bigger city. The list of cities a store delivers to is a few thousand rows at most, so it is
 * matched in code, where Cyrillic case folding is the same on SQLite and PostgreSQL.
 */
export async function findCities(db: Db, lang: Lang, name: string): Promise<City[]> {
  const query = foldPlaceName(name);
  const rows = await db.selectFrom('cities').select(['id', 'name_uk', 'name_ru', 'population']).execute();
  const ranked = rows
    .map((row) => ({ row, rank: matchRank([row.name_uk, row.name_ru], query) }))
    .filter((m): m is { row: (typeof rows)[number]; rank: number } => m.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || b.row.population - a.row.population || a.row.id - b.row.id)
    .slice(0, FOUND_CITIES_MAX);
  if (ranked.length === 0) return [];
  const cities = await citiesQuery(db, lang)
    .where(
      'id',
      'in',
      ranked.map((m) => m.row.id),
    )
    .execute();
  const byId = new Map(cities.map((c) => [c.id, toCity(c)]));
  return ranked.map((m) => byId.get(m.row.id)!);
}

/** One line of an order: a product (offer) and how many of it. */
export interface OrderItem {
  productId: number;
  qty: number;
}

/** `order_items[]` entries are "productId:qty" (e.g. "12:2"); the same product twice adds up. */
export function parseOrderItems(entries: readonly string[]): OrderItem[] {
  const qty = new Map<number, number>();
  for (const entry of entries) {
    const [id, count] = entry.split(':').map(Number) as [number, number];
    qty.set(id, (qty.get(id) ?? 0) + count);
  }
  return [...qty].map(([productId, count]) => ({ productId, qty: count }));
}

/** The goods' total in kopecks, or the ids of products that do not exist. */
export async function orderTotalKop(db: Db, items: readonly OrderItem[]): Promise<{ totalKop: number } | { unknown: number[] }> {
  if (items.length === 0) return { totalKop: 0 };
  const prices = await db
    .selectFrom('products')
    .where(
      'id',
      'in',
      items.map((i) => i.productId),
    )
    .select(['id', 'price_kop'])
    .execute();
  const priceOf = new Map(prices.map((p) => [p.id, p.price_kop]));
  const unknown = items.filter((i) => !priceOf.has(i.productId)).map((i) => i.productId);
  if (unknown.length > 0) return { unknown };
  return { totalKop: items.reduce((sum, i) => sum + priceOf.get(i.productId)! * i.qty, 0) };
}

export interface CityDelivery {
  id: number;
  code: string;
  title: string;
  kind: 'office' | 'address';
  pricing: DeliveryPricing;
  /** null: the carrier's tariff, known only at the pickup point */
  price: number | null;
  offices_count: number;
  /** yyyy-mm-dd: the day Nova Poshta expects the parcel there, when it quoted this delivery's price */
  delivery_date: string | null;
}

/** Nova Poshta's quotes for an order's parcel: how to ask, and the goods' whole hryvnias it declares. */
export interface OrderQuoting {
  quoting: NpQuoting | null;
  declaredUah: number;
  now?: Date;
}

/**
 * Deliveries to a city, priced for an order of `totalUah` (docs/product-rules.md#delivery-price "Delivery price"): couriers always,
 * pickup kinds only where the city has points of theirs. `onlyIds` narrows the list to the shopper's pick. With
 * `quotes`, a Nova Poshta delivery is priced by Nova Poshta's quote for the parcel, and says the day it expects it.
 */
export async function cityDeliveries(
  db: Db,
  lang: Lang,
  cityId: number,
  totalUah: number,
  onlyIds?: readonly number[],
  quotes?: OrderQuoting,
): Promise<CityDelivery[]> {
  let query = db
    .selectFrom('delivery_types as d')
    .leftJoin('pickup_points as p', (join) => join.onRef('p.delivery_type_id', '=', 'd.id').on('p.city_id', '=', cityId))
    .select((eb) => [
      'd.id',
      'd.code',
      `d.${col('title', lang)} as title`,
      'd.kind',
      'd.is_by_provider',
      'd.free_from_kop',
      'd.default_price_kop',
      eb.fn.count<number>('p.id').as('offices_count'),
    ])
    .groupBy(['d.id', 'd.code', `d.${col('title', lang)}`, 'd.kind', 'd.is_by_provider', 'd.free_from_kop', 'd.default_price_kop'])
    .orderBy('d.id');
  if (onlyIds) {
    if (onlyIds.length === 0) return [];
    query = query.where('d.id', 'in', onlyIds);
  }
  const rows = (await query.execute()) as {
    id: number;
    code: string;
    title: string;
    kind: 'office' | 'address';
    is_by_provider: number;
    free_from_kop: number | null;
    default_price_kop: number;
    offices_count: number | string;
  }[];
  const offered = rows
    .map((row) => ({ ...row, offices_count: Number(row.offices_count) }))
    .filter((row) => row.kind === 'address' || row.offices_count > 0);
  const quoted = quotes
    ? await quotesForCity(db, quotes.quoting, cityId, offered, quotes.declaredUah, quotes.now)
    : new Map<number, { priceKop: number | null; deliveryDate: string | null }>();
  return offered.map((row) => {
    const quote = quoted.get(row.id);
    const pricing: DeliveryPricing = quotedPricing(
      {
        is_by_provider: row.is_by_provider === 1,
        free_from: row.free_from_kop === null ? null : kopecksToUah(row.free_from_kop),
        default_price: kopecksToUah(row.default_price_kop),
      },
      quote?.priceKop == null ? null : kopecksToUah(quote.priceKop),
    );
    const price = deliveryPrice({ id: row.id, pricing }, totalUah);
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      kind: row.kind,
      pricing,
      price: price.kind === 'free' || price.kind === 'fixed' ? price.price : null,
      offices_count: row.offices_count,
      delivery_date: quote?.priceKop == null ? null : quote.deliveryDate,
    };
  });
}

export interface PickupPoint {
  id: number;
  title: string;
  address: string;
  lat: number;
  lng: number;
  schedule: { days: string; hours: string }[];
}

/** A delivery's pickup points in a city, optionally only those whose title or address contains `query`. */
export async function pickupPoints(db: Db, lang: Lang, cityId: number, deliveryId: number, query = ''): Promise<PickupPoint[]> {
  const rows = await db
    .selectFrom('pickup_points')
    .where('city_id', '=', cityId)
    .where('delivery_type_id', '=', deliveryId)
    .select(['id', `${col('title', lang)} as title`, `${col('address', lang)} as address`, 'lat', 'lng', 'schedule'])
    .orderBy('id')
    .execute();
  const folded = foldPlaceName(query);
  return rows
    .filter((row) => folded === '' || foldPlaceName(`${row.title} ${row.address}`).includes(folded))
    .map((row) => ({
      id: row.id,
      title: row.title,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      schedule: (JSON.parse(row.schedule) as { days_uk: string; days_ru: string; hours: string }[]).map((line) => ({
        days: lang === 'uk' ? line.days_uk : line.days_ru,
        hours: line.hours,
      })),
    }));
}

export async function deliveryTypeExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('delivery_types').where('id', '=', id).select('id').executeTakeFirst()) !== undefined;
}
