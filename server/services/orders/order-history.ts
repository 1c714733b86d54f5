import type { Db } from '../../db/connection';
import type { OrderStatus, OrderStatusChanger } from '../../db/schema';

/**
 * Writes that orders moved to a status; run it in the transaction that moves them, so the history and the status
 * never disagree. The placing itself is the order's created_at, so the history starts from there.
 */
export async function recordStatusChange(db: Db, orderIds: number[], status: OrderStatus, by: OrderStatusChanger, now: Date) {
  if (orderIds.length === 0) return;
  await db
    .insertInto('order_status_changes')
    .values(orderIds.map((order_id) => ({ order_id, status, changed_by: by, created_at: now.toISOString() })))
    .execute();
}

/** An order's changes of status after it was placed, oldest first. */
export function statusChanges(db: Db, orderId: number) {
  return db
    .selectFrom('order_status_changes')
    .where('order_id', '=', orderId)
    .select(['status', 'changed_by', 'created_at'])
    .orderBy('id')
    .execute();
}
