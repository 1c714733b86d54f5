import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { SellerOrderAnswer, SellerOrderList } from '../../contract/seller-orders';
import {
  ORDER_STATUSES,
  orderStatusChange,
  type CancelReason,
  type OrderStatus,
  type SellerSetStatus,
} from '../../../src/domain/order-status';
import { NOVA_POSHTA } from '../../../src/domain/waybill';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { isKeyTaken } from '../../db/constraint-violation';
import type { OrderItemTable, OrderTable } from '../../db/schema';
import { returnStock, takeStock, type StockItem } from '../checkout/placement';
import { Conflict, Invalid, NotFound } from '../platform/domain-errors';
import { queueOrderStatusNotices } from '../notifications/notification-orders';
import { recordStatusChange } from '../orders/order-history';
import { courierAddress, joined, namedOrders } from '../orders/order-query';

const ORDER_FIELDS = [
  'id',
  'kind',
  'status',
  'payment_status',
  'total_kop',
  'utm_source',
  'admitad_uid',
  'created_at',
  'cancel_reason',
  'cancel_note',
  'seller_opened_at',
] as const;
type OrderRow = Pick<Selectable<OrderTable>, (typeof ORDER_FIELDS)[number]>;
type OrderLine = Pick<Selectable<OrderItemTable>, 'order_id' | 'product_id' | 'title_uk' | 'title_ru' | 'qty' | 'price_kop'>;

/** The lines of these orders, each order's in product order, in one query. */
async function linesOf(db: Db, orderIds: number[]) {
  const items = orderIds.length
    ? await db
        .selectFrom('order_items')
        .where('order_id', 'in', orderIds)
        .select(['order_id', 'product_id', 'title_uk', 'title_ru', 'qty', 'price_kop'])
        .orderBy('product_id')
        .execute()
    : [];
  return (orderId: number): OrderLine[] => items.filter((item) => item.order_id === orderId);
}

/** An order as the seller's API answers it, from its row and its lines. */
function sellerOrderOf(lang: Lang, order: OrderRow, items: OrderLine[]) {
  const { id, kind, status, payment_status, utm_source, admitad_uid, created_at } = order;
  return {
    id,
    kind,
    status,
    payment_status,
    utm_source,
    admitad_uid,
    created_at,
    cancellation: order.cancel_reason ? { reason: order.cancel_reason, note: order.cancel_note ?? '' } : null,
    opened: order.seller_opened_at !== null,
    total: kopecksToUah(order.total_kop),
    items: items.map((i) => ({
      product_id: i.product_id,
      title: lang === 'ru' ? i.title_ru : i.title_uk,
      qty: i.qty,
      price: kopecksToUah(i.price_kop),
    })),
  };
}

/** One order of this seller, or null (another seller's order is as unknown as a missing one). */
export async function sellerOrder(db: Db, lang: Lang, sellerId: number, orderId: number): Promise<SellerOrderAnswer['data'] | null> {
  const order = await db
    .selectFrom('orders')
    .where('id', '=', orderId)
    .where('seller_id', '=', sellerId)
    .select(ORDER_FIELDS)
    .executeTakeFirst();
  if (!order) return null;
  return sellerOrderOf(lang, order, (await linesOf(db, [orderId]))(orderId));
}

interface BoardQuestion {
  status?: OrderStatus;
  q?: string;
  page: number;
  perPage: number;
  /** the store runs with Nova Poshta and its sender, so it can make the waybill of an order to a synced point */
  storeMakesWaybills: boolean;
}

/**
 * The seller's orders board, newest first: one status, searched by the order number or digits of a phone, paged;
 * the counts per status answer the same search, so the board's tabs say what each holds.
 */
export async function sellerOrders(
  db: Db,
  lang: Lang,
  sellerId: number,
  { status, q, page, perPage, storeMakesWaybills }: BoardQuestion,
): Promise<SellerOrderList> {
  const digits = (q ?? '').replace(/\D/g, '');
  let base = db.selectFrom('orders').where('seller_id', '=', sellerId);
  if (digits) {
    const number = Number(digits);
    base = base.where((eb) =>
      eb.or([
        ...(Number.isSafeInteger(number) ? [eb('id', '=', number)] : []),
        ...(digits.length >= 3 ? [eb('buyer_phone', 'like', `%${digits}%`), eb('recipient_phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const countRows = await base
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, Number(countRows.find((row) => row.status === s)?.n ?? 0)]));
  const filtered = status ? base.where('status', '=', status) : base;
  const total = status ? counts[status]! : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await filtered
    .select([
      ...ORDER_FIELDS,
      'buyer_name',
      'buyer_surname',
      'buyer_phone',
      'buyer_email',
      'recipient_name',
      'recipient_surname',
      'recipient_phone',
      'recipient_comment',
      'waybill',
    ])
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const ids = rows.map((row) => row.id);
  const deliveries = ids.length
    ? await namedOrders(db, lang)
        .where('o.id', 'in', ids)
        .select(['o.id', 'o.address_street', 'o.address_house', 'o.address_floor', 'pp.np_ref as point_np_ref', 'c.np_ref as city_np_ref'])
        .execute()
    : [];
  const lines = await linesOf(db, ids);
  const data = rows.map((row) => {
    const d = deliveries.find((found) => found.id === row.id);
    return {
      ...sellerOrderOf(lang, row, lines(row.id)),
      buyer: { name: `${row.buyer_name} ${row.buyer_surname}`.trim(), phone: row.buyer_phone, email: row.buyer_email },
      recipient: {
        name: `${row.recipient_name} ${row.recipient_surname}`.trim(),
        phone: row.recipient_phone,
        comment: row.recipient_comment,
      },
      waybill: row.waybill,
      waybill_by_store: storeMakesWaybills && Boolean(d?.point_np_ref && d.city_np_ref),
      delivery: {
        title: d?.delivery_title ?? '',
        city: d?.city_name ?? '',
        address: d ? joined(d.point_title, d.point_address, courierAddress(lang, d)) : '',
      },
    };
  });
  return { data, meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total, counts } };
}

/** Why a seller cancels: one of the fixed reasons, and its note (required with "other"); checked before it is used. */
interface Cancellation {
  reason?: CancelReason;
  note?: string;
}

/** docs/product-rules.md#seller-orders: a cancellation names its reason, "other" explains itself, and nothing else takes one. */
function checkCancellation(to: SellerSetStatus, cancel: Cancellation | undefined): void {
  if (to !== 'cancelled') {
    if (cancel) throw new Invalid('badRequest', { cancel_reason: [{ reason: 'cancelReasonOnlyWhenCancelled' }] });
    return;
  }
  if (!cancel?.reason) throw new Invalid('badRequest', { cancel_reason: [{ reason: 'cancelReasonRequired' }] });
  if (cancel.reason === 'other' && !cancel.note?.trim())
    throw new Invalid('badRequest', { cancel_note: [{ reason: 'cancelNoteRequired' }] });
}

/**
 * The seller moves one of their orders along (docs/product-rules.md#seller-orders). Asking for the status it already
 * has changes nothing and tells nobody; a change the rules refuse is a conflict. The buyer's browsers hear of a change
 * from the same transaction, and only the request that made it (the update checks the status it read). A move is
 * made by someone who has the order in front of them, so it counts as opening it.
 */
export async function moveSellerOrder(
  db: Db,
  sellerId: number,
  orderId: number,
  to: SellerSetStatus,
  now: Date,
  waybill?: string,
  cancel?: Cancellation,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .where('id', '=', orderId)
      .where('seller_id', '=', sellerId)
      .select(['status', 'kind'])
      .executeTakeFirst();
    if (!order) throw new NotFound('orderNotFound');
    if (waybill !== undefined && to !== 'sent') throw new Invalid('badRequest', { waybill: [{ reason: 'waybillOnlyWhenSent' }] });
    // A waybill given again (a typo corrected) replaces the one before; its parcel is tracked afresh.
    if (waybill !== undefined) await setWaybill(trx, orderId, waybill);
    const change = orderStatusChange(order.status, to);
    if (change === 'refused') throw new Conflict('orderStatusRefused');
    checkCancellation(to, cancel);
    if (change === 'same') return;
    if (order.kind === 'fast' && to === 'confirmed') await holdFastOrderStock(trx, orderId);
    const note = cancel?.note?.trim() || null;
    const moved = await trx
      .updateTable('orders')
      .set({ status: to, ...(cancel ? { cancel_reason: cancel.reason ?? null, cancel_note: note } : {}) })
      .where('id', '=', orderId)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    await openedBy(trx, sellerId, orderId, now);
    if (to === 'cancelled' && holdsStock(order)) await returnStock(trx, await orderStock(trx, orderId));
    await recordStatusChange(trx, [orderId], to, 'seller', now);
    await queueOrderStatusNotices(trx, orderId, to, now);
  });
}

/**
 * docs/product-rules.md#writes-that-must-not-collide: a waybill number is one order's per carrier, so another order
 * that has it already is a 409. The unique index (migration 0051) decides between two orders given it at once.
 */
async function setWaybill(trx: Db, orderId: number, waybill: string): Promise<void> {
  const holder = await trx
    .selectFrom('orders')
    .where('waybill_carrier', '=', NOVA_POSHTA)
    .where('waybill', '=', waybill)
    .where('id', '!=', orderId)
    .select('id')
    .executeTakeFirst();
  if (holder) throw new Conflict('waybillTaken');
  try {
    await trx
      .updateTable('orders')
      .set({ waybill, waybill_carrier: NOVA_POSHTA, tracking_stage: null, tracked_at: null })
      .where('id', '=', orderId)
      .execute();
  } catch (error) {
    if (isKeyTaken(error)) throw new Conflict('waybillTaken');
    throw error;
  }
}

/**
 * docs/product-rules.md#seller-orders: a fast order holds no stock until its seller confirms it, having called the
 * buyer; confirming takes it, and is refused (409) when the goods have sold out meanwhile.
 */
async function holdFastOrderStock(trx: Db, orderId: number): Promise<void> {
  if ((await takeStock(trx, await orderStock(trx, orderId))).length > 0) throw new Conflict('fastOrderStockShortfall');
}

/** A checkout or repeat order took its stock when placed; a fast order only once confirmed. */
function holdsStock(order: { kind: string; status: string }): boolean {
  return order.kind !== 'fast' || order.status !== 'new';
}

function orderStock(trx: Db, orderId: number): Promise<StockItem[]> {
  return trx
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .select(['product_id as productId', 'base_product_id as baseProductId', 'qty'])
    .execute();
}

/** Marks the order opened by its shop, the first time only. */
async function openedBy(db: Db, sellerId: number, orderId: number, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ seller_opened_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('seller_id', '=', sellerId)
    .where('seller_opened_at', 'is', null)
    .execute();
}

/** Someone of the shop opened the order on the board: it leaves the orders tab's count. Another seller's is not found. */
export async function openSellerOrder(db: Db, sellerId: number, orderId: number, now: Date): Promise<void> {
  const order = await db.selectFrom('orders').where('id', '=', orderId).where('seller_id', '=', sellerId).select('id').executeTakeFirst();
  if (!order) throw new NotFound('orderNotFound');
  await openedBy(db, sellerId, orderId, now);
}

/** How many of the seller's orders no one of the shop has opened yet. */
export async function unopenedOrders(db: Db, sellerId: number): Promise<number> {
  const { n } = await db
    .selectFrom('orders')
    .where('seller_id', '=', sellerId)
    .where('seller_opened_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
