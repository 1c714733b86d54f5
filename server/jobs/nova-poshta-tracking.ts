import { FINAL_STAGES, trackingStage } from '../../src/domain/waybill';
import type { NovaPoshtaClient } from '../adapters/nova-poshta';
import type { Db } from '../db/connection';
import { queueTrackingNotice } from '../services/notifications/notification-orders';

/** Waybills asked about in one call: TrackingDocument.getStatusDocuments takes up to 100. */
const TRACKED_PER_CALL = 100;
/**
 * A parcel is looked at again after this long by default (NOVA_POSHTA_TRACKING_SECONDS sets it): its stage changes
 * a few times over days.
 */
export const TRACK_EVERY_MS = 30 * 60_000;

interface NpStatus {
  Number: string;
  StatusCode: string;
}

/**
 * Asks Nova Poshta where the parcels of sent orders are (TrackingDocument.getStatusDocuments, with the recipient's
 * phone so the answer is full), for orders not looked at in `everyMs` and not at a final stage. A new stage is
 * kept and told to the buyer once, in the same transaction. Answers how many orders moved to a new stage.
 */
export async function trackWaybills(db: Db, client: NovaPoshtaClient, now: Date, everyMs = TRACK_EVERY_MS): Promise<number> {
  const due = new Date(now.getTime() - everyMs).toISOString();
  const orders = await db
    .selectFrom('orders')
    .where('status', '=', 'sent')
    .where('waybill', 'is not', null)
    .where((eb) => eb.or([eb('tracking_stage', 'is', null), eb('tracking_stage', 'not in', [...FINAL_STAGES])]))
    .where((eb) => eb.or([eb('tracked_at', 'is', null), eb('tracked_at', '<', due)]))
    .select(['id', 'waybill', 'recipient_phone', 'tracking_stage'])
    .orderBy('id')
    .limit(TRACKED_PER_CALL)
    .execute();
  if (orders.length === 0) return 0;
  const statuses = await client.call<NpStatus>('TrackingDocument', 'getStatusDocuments', {
    Documents: orders.map((order) => ({ DocumentNumber: order.waybill, Phone: order.recipient_phone })),
  });
  const byNumber = new Map(statuses.map((status) => [status.Number, status.StatusCode]));
  let moved = 0;
  for (const order of orders) {
    const stage = trackingStage(byNumber.get(order.waybill!) ?? '');
    const changed = stage !== null && stage !== order.tracking_stage;
    await db.transaction().execute(async (trx) => {
      // The stage read is checked, so two processes tracking at once keep and tell one change.
      const update = await trx
        .updateTable('orders')
        .set({ tracked_at: now.toISOString(), ...(changed ? { tracking_stage: stage } : {}) })
        .where('id', '=', order.id)
        .where((eb) => (order.tracking_stage === null ? eb('tracking_stage', 'is', null) : eb('tracking_stage', '=', order.tracking_stage)))
        .executeTakeFirst();
      if (changed && Number(update.numUpdatedRows) === 1) {
        await queueTrackingNotice(trx, order.id, stage, now);
        moved++;
      }
    });
  }
  return moved;
}
