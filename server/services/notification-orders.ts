import { paths } from '../../src/domain/paths';
import type { Db } from '../db/connection';
import type { SellerSetStatus } from '../../src/domain/order-status';
import type { PaymentOutcome } from '../adapters/payment';
import { queueNotice } from '../jobs/notification-jobs';
import { notice, type NoticeKey } from './notification-notices';
import { checkoutBrowsers } from './notification-recipients';

/**
 * An online payment's outcome, told for each order it paid (or failed to) to the browsers following the checkout
 * (docs/product-rules.md#notifications). Queued in the transaction that records the outcome, which happens once.
 * The notice opens the thank-you page of the checkout: it shows each order's payment on any device.
 */
export async function queuePaymentNotices(db: Db, checkoutId: string, outcome: PaymentOutcome, now: Date): Promise<void> {
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .where('o.checkout_id', '=', checkoutId)
    .where('o.payment_status', '=', outcome)
    .select(['o.id', 'o.customer_id', 's.shop_name'])
    .orderBy('o.id')
    .execute();
  const key = outcome === 'success' ? 'orderPaid' : 'orderPaymentFailed';
  for (const order of orders) {
    for (const browser of await checkoutBrowsers(db, checkoutId, order.customer_id)) {
      await queueNotice(
        db,
        {
          kind: 'order',
          channel: 'push',
          pushSubscriptionId: browser.id,
          notice: notice(browser.lang, key, { order: order.id, seller: order.shop_name }, paths.thankYou(checkoutId), `order-${order.id}`),
          dedupeKey: `order:${order.id}:payment-${outcome}:push:${browser.id}`,
        },
        now,
      );
    }
  }
}

const STATUS_NOTICE: Record<SellerSetStatus, NoticeKey> = { confirmed: 'orderConfirmed', sent: 'orderSent', fulfilled: 'orderFulfilled', cancelled: 'orderCancelled' };

/**
 * A seller moved an order along: the browsers following its checkout hear it (docs/product-rules.md#notifications),
 * queued in the transaction that changes the status, so a change is told once and only when it happened.
 */
export async function queueOrderStatusNotices(db: Db, orderId: number, status: SellerSetStatus, now: Date): Promise<void> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .where('o.id', '=', orderId)
    .select(['o.id', 'o.checkout_id', 'o.customer_id', 's.shop_name'])
    .executeTakeFirstOrThrow();
  for (const browser of await checkoutBrowsers(db, order.checkout_id, order.customer_id)) {
    await queueNotice(
      db,
      {
        kind: 'order',
        channel: 'push',
        pushSubscriptionId: browser.id,
        notice: notice(browser.lang, STATUS_NOTICE[status], { order: order.id, seller: order.shop_name }, paths.thankYou(order.checkout_id), `order-${order.id}`),
        dedupeKey: `order:${order.id}:status-${status}:push:${browser.id}`,
      },
      now,
    );
  }
}
