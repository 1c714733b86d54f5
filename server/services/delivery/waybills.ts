import { randomUUID } from 'node:crypto';
import { kyivDay } from '../../../src/domain/calendar-day';
import { orderStatusChange } from '../../../src/domain/order-status';
import { ProviderRefusedError, ProviderUnavailableError } from '../../adapters/http-retry';
import type { NovaPoshtaClient } from '../../adapters/nova-poshta';
import { npRefusalReason } from '../../adapters/nova-poshta-messages';
import { createNpWaybill, type NpSender } from '../../adapters/nova-poshta-waybill';
import type { Db } from '../../db/connection';
import type { Lang } from '../../../src/domain/paths';
import { Busy, Conflict, NotFound, Refused } from '../platform/domain-errors';
import { sellerNpAccount } from '../seller/seller-nova-poshta';
import { moveSellerOrder } from '../seller/seller-orders';
import { DECLARED_WEIGHT_KG, declaredUahOf, npServiceOf } from './delivery-quotes';

/**
 * A claim on an order's waybill older than this is taken over: the process that held it stopped (a waybill's calls,
 * retried, take under two minutes), and the look-up of the day's documents finds a parcel it may have made.
 */
export const WAYBILL_CLAIM_MS = 3 * 60_000;
/** How long a request whose order another process is making the waybill of waits for it, and how often it looks. */
const WAYBILL_WAIT_MS = 30_000;
const WAYBILL_LOOK_MS = 200;

/**
 * Requests under way in this process (one database handle), by order: a second tap while the first waits for Nova
 * Poshta joins it. Another process is kept out by the order's claim.
 */
const underWay = new WeakMap<Db, Map<number, Promise<string>>>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The store's Nova Poshta: its client, and its sender when NOVA_POSHTA_SENDER_* are set; null without Nova Poshta. */
type StoreNovaPoshta = { client: NovaPoshtaClient; sender: NpSender | null } | null;

/**
 * The account a seller's waybill is made in: the seller's own when its owner gave a key (its sender then is the one
 * that account lists), else the store's when it has a sender; null: the ТТН is typed by hand.
 */
export async function waybillAccount(db: Db, novaPoshta: StoreNovaPoshta, sellerId: number) {
  if (!novaPoshta) return null;
  const own = await sellerNpAccount(db, sellerId);
  // Nova Poshta's list of its codes is the same in every account: the store's client reads it, and keeps it.
  const messages = novaPoshta.client;
  // A key that no longer opens (the store's SECRET changed) is as none: the owner gives it again.
  const ownClient = own && novaPoshta.client.withSealedKey(own.sealedKey);
  if (own && ownClient) return { client: ownClient, sender: own.sender, messages };
  return novaPoshta.sender ? { client: novaPoshta.client, sender: novaPoshta.sender, messages } : null;
}

/**
 * The seller creates the Nova Poshta waybill of one of their orders (docs/product-rules.md#seller-orders): the order
 * goes to its recipient's branch or locker, and then moves to "sent" with that waybill through the one status move,
 * so the buyer sees the ТТН and hears of it. An order that has its waybill already answers with it: a retried call
 * makes no second one.
 */
export async function createOrderWaybill(
  db: Db,
  novaPoshta: StoreNovaPoshta,
  sellerId: number,
  orderId: number,
  now: Date,
  lang: Lang = 'uk',
): Promise<string> {
  let here = underWay.get(db);
  if (!here) underWay.set(db, (here = new Map()));
  const running = here.get(orderId);
  if (running) return running;
  const work = createOnce(db, novaPoshta, sellerId, orderId, now, lang).finally(() => here.delete(orderId));
  here.set(orderId, work);
  return work;
}

/**
 * Another process holds the order's claim: its waybill is awaited, and answered once the order is sent with it.
 * A claim given up without one (Nova Poshta failed there) lets this request try itself; no answer in
 * WAYBILL_WAIT_MS is Nova Poshta being slow (503), and asking again later gives the waybill made.
 */
async function waybillMadeElsewhere(
  db: Db,
  novaPoshta: StoreNovaPoshta,
  sellerId: number,
  orderId: number,
  now: Date,
  lang: Lang,
): Promise<string> {
  const deadline = Date.now() + WAYBILL_WAIT_MS;
  while (Date.now() < deadline) {
    await pause(WAYBILL_LOOK_MS);
    const order = await db
      .selectFrom('orders')
      .where('id', '=', orderId)
      .select(['status', 'waybill', 'waybill_claim'])
      .executeTakeFirstOrThrow();
    if (order.waybill && order.status === 'sent') return order.waybill;
    if (order.waybill_claim === null) return createOnce(db, novaPoshta, sellerId, orderId, now, lang);
  }
  throw new Busy('novaPoshtaUnavailable');
}

async function createOnce(db: Db, novaPoshta: StoreNovaPoshta, sellerId: number, orderId: number, now: Date, lang: Lang): Promise<string> {
  const order = await db
    .selectFrom('orders')
    .leftJoin('pickup_points', 'pickup_points.id', 'orders.pickup_point_id')
    .leftJoin('cities', 'cities.id', 'orders.city_id')
    .leftJoin('delivery_types', 'delivery_types.id', 'orders.delivery_type_id')
    .where('orders.id', '=', orderId)
    .where('orders.seller_id', '=', sellerId)
    .select([
      'orders.status',
      'orders.waybill',
      'orders.recipient_name',
      'orders.recipient_surname',
      'orders.recipient_patronymic',
      'orders.recipient_phone',
      'orders.items_total_kop',
      'orders.delivery_price_kop',
      'pickup_points.np_ref as point_ref',
      'cities.np_ref as city_ref',
      'delivery_types.code as delivery_code',
    ])
    .executeTakeFirst();
  if (!order) throw new NotFound('orderNotFound');
  if (order.waybill && order.status === 'sent') return order.waybill;
  if (orderStatusChange(order.status, 'sent') === 'refused') throw new Conflict('orderStatusRefused');
  if (!order.point_ref || !order.city_ref) throw new Refused('waybillNotNovaPoshta');
  const account = await waybillAccount(db, novaPoshta, sellerId);
  if (!account) throw new Refused('waybillNotConfigured');

  // One process makes the waybill: the order is claimed before Nova Poshta is asked, and given up after.
  const claim = randomUUID();
  const claimed = await db
    .updateTable('orders')
    .set({ waybill_claim: claim, waybill_claimed_at: now.toISOString() })
    .where('id', '=', orderId)
    .where((eb) =>
      eb.or([eb('waybill_claim', 'is', null), eb('waybill_claimed_at', '<', new Date(now.getTime() - WAYBILL_CLAIM_MS).toISOString())]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return waybillMadeElsewhere(db, novaPoshta, sellerId, orderId, now, lang);
  try {
    // A process that made it between the read above and this claim has sent the order with it.
    const made = await db.selectFrom('orders').where('id', '=', orderId).select(['status', 'waybill']).executeTakeFirstOrThrow();
    if (made.waybill && made.status === 'sent') return made.waybill;
    return await makeWaybill(db, account, sellerId, orderId, order, now, lang);
  } finally {
    await db
      .updateTable('orders')
      .set({ waybill_claim: null, waybill_claimed_at: null })
      .where('id', '=', orderId)
      .where('waybill_claim', '=', claim)
      .execute();
  }
}

async function makeWaybill(
  db: Db,
  novaPoshta: { client: NovaPoshtaClient; sender: NpSender; messages: NovaPoshtaClient },
  sellerId: number,
  orderId: number,
  order: {
    recipient_name: string;
    recipient_surname: string;
    recipient_patronymic: string;
    recipient_phone: string;
    items_total_kop: number;
    delivery_price_kop: number | null;
    point_ref: string | null;
    city_ref: string | null;
    delivery_code: string | null;
  },
  now: Date,
  lang: Lang,
): Promise<string> {
  const items = await db
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .select(['title_uk', 'qty'])
    .orderBy('product_id')
    .execute();
  const { year, month, day } = kyivDay(now);
  let number: string;
  try {
    number = await createNpWaybill(novaPoshta.client, novaPoshta.sender, {
      orderId,
      recipient: {
        firstName: order.recipient_name,
        lastName: order.recipient_surname,
        middleName: order.recipient_patronymic,
        phone: order.recipient_phone,
      },
      cityRef: order.city_ref!,
      warehouseRef: order.point_ref!,
      serviceType: npServiceOf(order.delivery_code ?? '') === 'WarehousePostomat' ? 'WarehousePostomat' : 'WarehouseWarehouse',
      // The order charged its delivery (the quote, a fixed price or free): the store pays Nova Poshta; else the recipient.
      payer: order.delivery_price_kop === null ? 'Recipient' : 'Sender',
      cost: declaredUahOf(order.items_total_kop),
      description: parcelDescription(items),
      weight: DECLARED_WEIGHT_KG,
      seats: 1,
      date: `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new Busy('novaPoshtaUnavailable');
    if (error instanceof ProviderRefusedError) throw await refusal(novaPoshta.messages, error, lang);
    throw error;
  }
  await moveSellerOrder(db, sellerId, orderId, 'sent', now, number);
  return number;
}

/**
 * Nova Poshta said no: the seller reads its own reason in their language (its code's text from Nova Poshta's list),
 * or the store's general one when the list gives none. Nothing was kept, so the order stays where it was.
 */
async function refusal(client: NovaPoshtaClient, error: ProviderRefusedError, lang: Lang): Promise<Refused> {
  const reason = await npRefusalReason(client, error.codes, lang);
  return reason ? new Refused('novaPoshtaRefusedBecause', undefined, { reason }) : new Refused('novaPoshtaRefused');
}

/** What the parcel holds, as Nova Poshta's description field takes it: the titles, cut to its length. */
function parcelDescription(items: { title_uk: string; qty: number }[]): string {
  const text = items.map((item) => (item.qty > 1 ? `${item.title_uk} ×${item.qty}` : item.title_uk)).join('; ') || 'Товари';
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}
