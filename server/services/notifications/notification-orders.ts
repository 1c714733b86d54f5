import { paths } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { CancelReason, SellerSetStatus } from '../../../src/domain/order-status';
import type { PaymentOutcome } from '../../adapters/payment';
import { queueNotice } from '../../jobs/notification-jobs';
import { notice, type NoticeKey } from './notification-notices';
import type { Lang } from '../../../src/domain/paths';
import type { TrackingStage } from '../../../src/domain/waybill';
import type { Vars } from '../../i18n/i18n';
import { cancellationText, trackingStageLabel } from '../orders/customer-orders';
import { checkoutBrowsers, sellerBrowsers } from './notification-recipients';
import { formatPrice, kopecksToUah } from '../../../src/domain/money';

/** An order as its messages need it. */
interface OrderToTell {
  id: number;
  checkout_id: string;
  customer_id: number | null;
  lang: string;
  buyer_phone: string;
  buyer_email: string;
  shop_name: string;
  waybill: string | null;
  cancel_reason: CancelReason | null;
  cancel_note: string | null;
}

function ordersQuery(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .select([
      'o.id',
      'o.checkout_id',
      'o.customer_id',
      'o.lang',
      'o.buyer_phone',
      'o.buyer_email',
      's.shop_name',
      'o.waybill',
      'o.cancel_reason',
      'o.cancel_note',
    ]);
}

/** A customer who turned order notices off hears of orders in the cabinet alone, by no channel. */
async function turnedOff(db: Db, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const row = await db.selectFrom('notification_settings').where('customer_id', '=', customerId).select('wants_order').executeTakeFirst();
  return row?.wants_order === 0;
}

/**
 * One message about an order, `event` naming it, told once to its buyer by the channels they have
 * (docs/product-rules.md#notifications): a push to each browser following the checkout; with none, an e-mail when
 * the buyer gave an address, else an SMS to the buyer's phone, in the order's language.
 */
async function tellBuyer(
  db: Db,
  order: OrderToTell,
  key: NoticeKey,
  event: string,
  now: Date,
  more: (lang: Lang) => Vars = () => ({}),
): Promise<void> {
  if (await turnedOff(db, order.customer_id)) return;
  const vars = (lang: Lang) => ({ order: order.id, seller: order.shop_name, waybill: order.waybill ?? '', ...more(lang) });
  const path = paths.thankYou(order.checkout_id);
  const tag = `order-${order.id}`;
  const browsers = await checkoutBrowsers(db, order.checkout_id, order.customer_id);
  for (const browser of browsers) {
    await queueNotice(
      db,
      {
        kind: 'order',
        channel: 'push',
        pushSubscriptionId: browser.id,
        notice: notice(browser.lang, key, vars(browser.lang), path, tag),
        dedupeKey: `order:${order.id}:${event}:push:${browser.id}`,
      },
      now,
    );
  }
  if (browsers.length > 0) return;
  const lang: Lang = order.lang === 'ru' ? 'ru' : 'uk';
  const channel = order.buyer_email.trim() !== '' ? 'email' : 'sms';
  const contact = channel === 'email' ? order.buyer_email.trim() : order.buyer_phone;
  await queueNotice(
    db,
    {
      kind: 'order',
      channel,
      contact,
      notice: notice(lang, key, vars(lang), path, tag),
      dedupeKey: `order:${order.id}:${event}:${channel}`,
    },
    now,
  );
}

/** New orders of a checkout, told to their buyer and their seller's devices; queued in the transaction that places them. */
export async function queuePlacedNotices(db: Db, checkoutId: string, now: Date): Promise<void> {
  for (const order of await ordersQuery(db).where('o.checkout_id', '=', checkoutId).orderBy('o.id').execute()) {
    await tellBuyer(db, order, 'orderPlaced', 'placed', now);
    await tellSeller(db, order.id, now);
  }
}

/**
 * docs/product-rules.md#seller-orders: a new order is pushed to each device of its shop's users that asked for it in
 * the workspace, in the language the device asked in; it opens the orders board. No push, no other channel: the
 * board counts the order until someone opens it.
 */
async function tellSeller(db: Db, orderId: number, now: Date): Promise<void> {
  const order = await db.selectFrom('orders').where('id', '=', orderId).select(['seller_id', 'total_kop']).executeTakeFirstOrThrow();
  const lines = await db.selectFrom('order_items').where('order_id', '=', orderId).select(['qty']).execute();
  const browsers = await sellerBrowsers(db, order.seller_id);
  const path = `${paths.sellerWorkspace()}?tab=orders`;
  for (const browser of browsers) {
    const vars = {
      order: orderId,
      count: lines.reduce((n, line) => n + line.qty, 0),
      total: formatPrice(kopecksToUah(order.total_kop)),
    };
    await queueNotice(
      db,
      {
        kind: 'order',
        channel: 'push',
        pushSubscriptionId: browser.id,
        notice: notice(browser.lang, 'sellerNewOrder', vars, path, `seller-order-${orderId}`),
        dedupeKey: `seller-order:${orderId}:placed:push:${browser.id}`,
      },
      now,
    );
  }
}

/**
 * An online payment's outcome, told for each order it paid (or failed to) to its buyer (docs/product-rules.md#notifications).
 * Queued in the transaction that records the outcome, which happens once. The notice opens the thank-you page of
 * the checkout: it shows each order's payment on any device.
 */
export async function queuePaymentNotices(db: Db, checkoutId: string, outcome: PaymentOutcome, now: Date): Promise<void> {
  const orders = await ordersQuery(db)
    .where('o.checkout_id', '=', checkoutId)
    .where('o.payment_status', '=', outcome)
    .orderBy('o.id')
    .execute();
  for (const order of orders)
    await tellBuyer(db, order, outcome === 'success' ? 'orderPaid' : 'orderPaymentFailed', `payment-${outcome}`, now);
}

const STATUS_NOTICE: Record<SellerSetStatus, NoticeKey> = {
  confirmed: 'orderConfirmed',
  sent: 'orderSent',
  fulfilled: 'orderFulfilled',
  cancelled: 'orderCancelled',
};

/**
 * A seller moved an order along: its buyer hears it (docs/product-rules.md#notifications), queued in the
 * transaction that changes the status, so a change is told once and only when it happened.
 */
export async function queueOrderStatusNotices(db: Db, orderId: number, status: SellerSetStatus, now: Date): Promise<void> {
  const order = await ordersQuery(db).where('o.id', '=', orderId).executeTakeFirstOrThrow();
  const { cancel_reason: reason, cancel_note: note } = order;
  if (status === 'cancelled' && reason) {
    await tellBuyer(db, order, 'orderCancelledReason', `status-${status}`, now, (lang) => ({
      reason: cancellationText(lang, reason, note),
    }));
    return;
  }
  await tellBuyer(db, order, status === 'sent' && order.waybill ? 'orderSentWaybill' : STATUS_NOTICE[status], `status-${status}`, now);
}

/** The parcel of an order reached a new stage (server/jobs/nova-poshta-tracking.ts): its buyer hears it, once per stage and waybill. */
export async function queueTrackingNotice(db: Db, orderId: number, stage: TrackingStage, now: Date): Promise<void> {
  const order = await ordersQuery(db).where('o.id', '=', orderId).executeTakeFirstOrThrow();
  await tellBuyer(db, order, 'orderTracking', `tracking-${order.waybill ?? ''}-${stage}`, now, (lang) => ({
    stage: trackingStageLabel(lang, stage),
  }));
}
