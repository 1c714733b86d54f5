import { kyivDay } from '../../../src/domain/calendar-day';
import type { RetryPolicy } from '../../adapters/http-retry';
import type { NovaPoshtaClient } from '../../adapters/nova-poshta';
import { quoteNpParcel, type NpServiceType } from '../../adapters/nova-poshta-quote';
import type { Db } from '../../db/connection';
import { sellerNpAccount } from '../seller/seller-nova-poshta';

/** The store keeps no weights: a parcel is declared at this, and Nova Poshta weighs it at the branch. */
export const DECLARED_WEIGHT_KG = 1;

/** An answered quote is shown this long before Nova Poshta is asked again. */
export const QUOTE_FRESH_MS = 10 * 60_000;
/** After Nova Poshta gave no price, it is asked again no sooner than this, so a shopper does not wait on it each time. */
export const QUOTE_RETRY_MS = 60_000;
/** While Nova Poshta does not answer, a price it gave no longer ago than this is still shown (and charged). */
export const QUOTE_KEPT_MS = 24 * 60 * 60_000;

/** How the store asks Nova Poshta for prices: its client and the city its parcels leave from (the store's sender). */
export interface NpQuoting {
  client: NovaPoshtaClient;
  senderCityRef: string;
  /** whose account's tariff this is: a seller's own (`seller-<id>`), or the store's when left out */
  account?: string;
  /** a test's shorter limit; the adapter's QUOTE_RETRY otherwise */
  retry?: Partial<RetryPolicy>;
}

/** The store's Nova Poshta deliveries and the service each is sent by; any other delivery keeps the store's prices. */
const SERVICE_BY_CODE: Record<string, NpServiceType> = {
  nova_poshta_office: 'WarehouseWarehouse',
  nova_poshta_locker: 'WarehousePostomat',
};
export const npServiceOf = (code: string): NpServiceType | null => SERVICE_BY_CODE[code] ?? null;

/** What the store shows and charges for one Nova Poshta delivery; a null price: the store's own rules. */
interface KeptQuote {
  priceKop: number | null;
  deliveryDate: string | null;
}

interface Route {
  senderCityRef: string;
  /** a seller's own account (NpQuoting.account); the store's when left out */
  account?: string;
  recipientCityRef: string;
  serviceType: NpServiceType;
  /** whole hryvnias declared: the goods' sum */
  declaredUah: number;
}

/** One row per route and account: a seller's contract may price the same parcel otherwise than the store's. */
const keyOf = (route: Route) =>
  [route.senderCityRef, route.recipientCityRef, route.serviceType, route.declaredUah, DECLARED_WEIGHT_KG]
    .concat(route.account ? [route.account] : [])
    .join('|');

/** The goods' sum as the parcel declares it: whole hryvnias, one at least (the waybill declares the same). */
export const declaredUahOf = (itemsKop: number): number => Math.max(1, Math.round(itemsKop / 100));

const readRow = (db: Db, key: string) =>
  db
    .selectFrom('delivery_quotes')
    .where('quote_key', '=', key)
    .select(['price_kop', 'delivery_date', 'quoted_at', 'checked_at'])
    .executeTakeFirst();

const ddmmyyyy = (now: Date) => {
  const { year, month, day } = kyivDay(now);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
};

/**
 * The quote to show for one route: the kept row while it is fresh, else Nova Poshta asked now and its answer kept
 * for every process. When Nova Poshta does not answer (a timeout, a 5xx, a refusal), a price it gave within
 * QUOTE_KEPT_MS still stands, else the store's own rules do (a null price); either way the shopper is not held up,
 * and what is kept is what the order will charge.
 */
async function currentQuote(db: Db, quoting: NpQuoting, route: Route, now: Date): Promise<KeptQuote> {
  const key = keyOf(route);
  const row = await readRow(db, key);
  const age = (at: string | null) => (at === null ? Infinity : now.getTime() - Date.parse(at));
  if (row && age(row.checked_at) < (row.price_kop === null ? QUOTE_RETRY_MS : QUOTE_FRESH_MS))
    return { priceKop: row.price_kop, deliveryDate: row.delivery_date };
  const at = now.toISOString();
  let answer: KeptQuote;
  try {
    const quote = await quoteNpParcel(
      quoting.client,
      {
        citySender: route.senderCityRef,
        cityRecipient: route.recipientCityRef,
        serviceType: route.serviceType,
        cost: route.declaredUah,
        weight: DECLARED_WEIGHT_KG,
        date: ddmmyyyy(now),
      },
      quoting.retry,
    );
    answer = { priceKop: quote.priceKop, deliveryDate: quote.deliveryDate };
  } catch {
    answer =
      row && row.price_kop !== null && age(row.quoted_at) < QUOTE_KEPT_MS
        ? { priceKop: row.price_kop, deliveryDate: row.delivery_date }
        : { priceKop: null, deliveryDate: null };
    await db
      .insertInto('delivery_quotes')
      .values({ quote_key: key, price_kop: answer.priceKop, delivery_date: answer.deliveryDate, quoted_at: null, checked_at: at })
      .onConflict((oc) =>
        oc.column('quote_key').doUpdateSet({
          price_kop: answer.priceKop,
          delivery_date: answer.deliveryDate,
          checked_at: at,
          // a kept price keeps the time it was given, so it is not kept past QUOTE_KEPT_MS
          quoted_at: answer.priceKop === null ? null : (row?.quoted_at ?? null),
        }),
      )
      .execute();
    return answer;
  }
  await db
    .insertInto('delivery_quotes')
    .values({ quote_key: key, price_kop: answer.priceKop, delivery_date: answer.deliveryDate, quoted_at: at, checked_at: at })
    .onConflict((oc) =>
      oc.column('quote_key').doUpdateSet({ price_kop: answer.priceKop, delivery_date: answer.deliveryDate, quoted_at: at, checked_at: at }),
    )
    .execute();
  return answer;
}

/**
 * Deletes the quotes nobody asked for within QUOTE_KEPT_MS: such a row is neither fresh nor a price that may still
 * stand, and a row is kept per declared sum, so without this the table grows with every basket total ever quoted.
 * An order placed from a checkout that old is priced by the store's own rules, as one with no quote kept is.
 */
export async function pruneDeliveryQuotes(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .deleteFrom('delivery_quotes')
    .where('checked_at', '<', new Date(now.getTime() - QUOTE_KEPT_MS).toISOString())
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

const cityRef = async (db: Db, cityId: number) =>
  (await db.selectFrom('cities').where('id', '=', cityId).select('np_ref').executeTakeFirst())?.np_ref ?? null;

/**
 * Nova Poshta's quotes for the Nova Poshta deliveries among `types` to a city, by delivery id, for goods declared at
 * `declaredUah` (docs/product-rules.md#delivery-price). None without Nova Poshta, without goods, or for a city
 * Nova Poshta's sync has not matched.
 */
export async function quotesForCity(
  db: Db,
  quoting: NpQuoting | null,
  cityId: number,
  types: readonly { id: number; code: string }[],
  declaredUah: number,
  now = new Date(),
): Promise<Map<number, KeptQuote>> {
  const quotes = new Map<number, KeptQuote>();
  const served = types.flatMap((type) => {
    const serviceType = npServiceOf(type.code);
    return serviceType ? [{ id: type.id, serviceType }] : [];
  });
  if (!quoting || declaredUah <= 0 || served.length === 0) return quotes;
  const recipientCityRef = await cityRef(db, cityId);
  if (!recipientCityRef) return quotes;
  await Promise.all(
    served.map(async ({ id, serviceType }) => {
      const route = { senderCityRef: quoting.senderCityRef, account: quoting.account, recipientCityRef, serviceType, declaredUah };
      quotes.set(id, await currentQuote(db, quoting, route, now));
    }),
  );
  return quotes;
}

/**
 * The quote an order placed now charges: the one kept for its route, as checkout showed it. Read inside the placing
 * transaction, so it asks Nova Poshta nothing; with none kept, the store's own rules price the order.
 */
export async function keptQuoteFor(
  trx: Db,
  sender: Pick<NpQuoting, 'senderCityRef' | 'account'> | null,
  cityId: number,
  typeCode: string,
  itemsKop: number,
): Promise<KeptQuote | null> {
  const serviceType = npServiceOf(typeCode);
  if (!sender || !serviceType) return null;
  const recipientCityRef = await cityRef(trx, cityId);
  if (!recipientCityRef) return null;
  const route = { ...sender, recipientCityRef, serviceType, declaredUah: declaredUahOf(itemsKop) };
  const row = await readRow(trx, keyOf(route));
  return row ? { priceKop: row.price_kop, deliveryDate: row.delivery_date } : null;
}

/**
 * How one seller's goods are quoted: by the seller's own Nova Poshta account from the city its sender lists, when its
 * owner gave a key (docs/decisions/0087-a-sellers-nova-poshta-key-and-lost-answers.md), else by the store's from the
 * store's sender city; null without Nova Poshta, or when goods of several sellers are asked about together.
 */
export async function quotingFor(
  db: Db,
  store: { client: NovaPoshtaClient; senderCityRef: string | null } | null,
  sellerId: number | null,
): Promise<NpQuoting | null> {
  if (!store) return null;
  const own = sellerId === null ? null : await sellerNpAccount(db, sellerId);
  const ownClient = own && store.client.withSealedKey(own.sealedKey);
  if (own && ownClient) return { client: ownClient, senderCityRef: own.sender.cityRef, account: `seller-${sellerId}` };
  return store.senderCityRef ? { client: store.client, senderCityRef: store.senderCityRef } : null;
}

/** The one seller of these goods (an order's goods are one seller's); null for none or several. */
export async function sellerOfGoods(db: Db, productIds: readonly number[]): Promise<number | null> {
  if (productIds.length === 0) return null;
  const sellers = await db.selectFrom('products').where('id', 'in', productIds).select('seller_id').distinct().execute();
  return sellers.length === 1 ? sellers[0]!.seller_id : null;
}
