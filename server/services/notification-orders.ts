import { paths } from '../../src/domain/paths';
import type { Db } from '../db/connection';
import type { PaymentOutcome } from '../adapters/payment';
import { queueNotice } from '../jobs/notification-jobs';
import { notice } from './notification-notices';
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
