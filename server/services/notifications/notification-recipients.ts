import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { NotificationKind } from '../../db/schema';
import { KIND_COLUMNS } from './push-subscriptions';

/** A browser a notice goes to, with the language it asked in. */
interface PushRecipient {
  id: number;
  lang: Lang;
}

/**
 * Browsers that want `kind`: the browser's own choice is on and, for a customer's browser, the customer's switch
 * is not off (docs/product-rules.md#notifications). `whose` narrows them to the notice's subscribers.
 */
function wanting(db: Db, kind: NotificationKind) {
  const column = KIND_COLUMNS[kind];
  return db
    .selectFrom('push_subscriptions as s')
    .where(`s.${column}`, '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_settings as n')
            .whereRef('n.customer_id', '=', 's.customer_id')
            .where(`n.${column}`, '=', 0)
            .select('n.customer_id'),
        ),
      ),
    )
    .select(['s.id', 's.lang'])
    .orderBy('s.id');
}

const recipients = (rows: { id: number; lang: string }[]): PushRecipient[] =>
  rows.map((r) => ({ id: r.id, lang: r.lang === 'ru' ? 'ru' : 'uk' }));

/** The customers' browsers that want `kind`. */
export async function customersBrowsers(db: Db, kind: NotificationKind, customerIds: number[]): Promise<PushRecipient[]> {
  if (customerIds.length === 0) return [];
  return recipients(await wanting(db, kind).where('s.customer_id', 'in', customerIds).execute());
}

/** The browsers following a back-in-stock reminder: its customer's, and those that asked for it by its id. */
export async function reminderBrowsers(db: Db, reminder: { id: number; customer_id: number | null }): Promise<PushRecipient[]> {
  const rows = await wanting(db, 'stock')
    .where((eb) =>
      eb.or([
        eb(
          's.id',
          'in',
          eb.selectFrom('push_stock_reminders').where('stock_subscription_id', '=', reminder.id).select('push_subscription_id'),
        ),
        ...(reminder.customer_id === null ? [] : [eb('s.customer_id', '=', reminder.customer_id)]),
      ]),
    )
    .execute();
  return recipients(rows);
}

/** The browsers following a checkout's orders: its customer's, and those that asked for it by the checkout's id. */
export async function checkoutBrowsers(db: Db, checkoutId: string, customerId: number | null): Promise<PushRecipient[]> {
  const rows = await wanting(db, 'order')
    .where((eb) =>
      eb.or([
        eb('s.id', 'in', eb.selectFrom('push_checkouts').where('checkout_id', '=', checkoutId).select('push_subscription_id')),
        ...(customerId === null ? [] : [eb('s.customer_id', '=', customerId)]),
      ]),
    )
    .execute();
  return recipients(rows);
}

/** The devices of a seller's users that asked in the workspace for its new orders. */
export async function sellerBrowsers(db: Db, sellerId: number): Promise<PushRecipient[]> {
  const rows = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('seller_users as u', 'u.id', 's.seller_user_id')
    .where('u.seller_id', '=', sellerId)
    .where('s.wants_order', '=', 1)
    .select(['s.id', 's.lang'])
    .orderBy('s.id')
    .execute();
  return recipients(rows);
}
