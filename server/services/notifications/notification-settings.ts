import type { Db } from '../../db/connection';
import type { PushKinds } from '../../contract/push';
import { KIND_COLUMNS, kindsOf } from './push-subscriptions';

const ALL_ON = { wants_stock: 1, wants_order: 1, wants_chat: 1, wants_price: 1 };

/** A customer's switches (all on until changed) and how many of their browsers receive pushes. */
export async function notificationSettings(db: Db, customerId: number) {
  const [row, devices] = await Promise.all([
    db.selectFrom('notification_settings').where('customer_id', '=', customerId).select(Object.values(KIND_COLUMNS)).executeTakeFirst(),
    db
      .selectFrom('push_subscriptions')
      .where('customer_id', '=', customerId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: { kinds: kindsOf(row ?? ALL_ON), devices: Number(devices.n) } };
}

/** docs/product-rules.md#notifications: every kind can be turned off, for all the customer's browsers at once. */
export async function saveNotificationSettings(db: Db, customerId: number, kinds: PushKinds) {
  const columns = {
    wants_stock: Number(kinds.stock),
    wants_order: Number(kinds.order),
    wants_chat: Number(kinds.chat),
    wants_price: Number(kinds.price),
  };
  await db
    .insertInto('notification_settings')
    .values({ customer_id: customerId, ...columns })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(columns))
    .execute();
  return notificationSettings(db, customerId);
}
