import type { Db } from '../../db/connection';
import { refreshBaseProductSummary } from '../catalog/base-product-summary';
import { logOperatorAction } from './audit-log';

/** The sellers as the back office lists them: paused ones first, then by name. */
export async function sellersForOperators(db: Db) {
  const rows = await db
    .selectFrom('sellers as s')
    .select((eb) => [
      's.id',
      's.shop_name',
      's.phone',
      's.paused_at',
      's.pause_reason',
      eb.selectFrom('products as p').whereRef('p.seller_id', '=', 's.id').select(eb.fn.countAll<number | string>().as('n')).as('offers'),
    ])
    .orderBy((eb) => eb.case().when('s.paused_at', 'is not', null).then(0).else(1).end())
    .orderBy('s.shop_name')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    shop_name: r.shop_name,
    phone: r.phone,
    offers: Number(r.offers ?? 0),
    paused_at: r.paused_at,
    pause_reason: r.pause_reason,
  }));
}

export type PauseOutcome = { done: true } | { done: false; problem: 'notFound' | 'alreadyPaused' | 'notPaused' };

/**
 * Pauses or resumes a seller in one transaction with its log entry: the seller's row (which bumps the catalogue's
 * version, so cached answers go at once) and the best offer of every base product it offers, so its goods leave or
 * come back to every listing, search and sitemap together.
 */
async function setPaused(db: Db, operatorId: number, sellerId: number, pause: { reason: string } | null): Promise<PauseOutcome> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('sellers').where('id', '=', sellerId).select(['paused_at', 'pause_reason']).executeTakeFirst();
    if (!before) return { done: false, problem: 'notFound' };
    if (pause && before.paused_at !== null) return { done: false, problem: 'alreadyPaused' };
    if (!pause && before.paused_at === null) return { done: false, problem: 'notPaused' };
    const after = pause ? { paused_at: now.toISOString(), pause_reason: pause.reason } : { paused_at: null, pause_reason: '' };
    await trx.updateTable('sellers').set(after).where('id', '=', sellerId).execute();
    const offered = await trx.selectFrom('products').where('seller_id', '=', sellerId).select('base_product_id').distinct().execute();
    if (offered.length > 0)
      await refreshBaseProductSummary(
        trx,
        offered.map((o) => o.base_product_id),
      );
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: pause ? 'seller.pause' : 'seller.resume',
        subject: `seller:${sellerId}`,
        before: { paused: before.paused_at !== null, reason: before.pause_reason },
        after: { paused: pause !== null, reason: after.pause_reason },
      },
      now,
    );
    return { done: true };
  });
}

export const pauseSeller = (db: Db, operatorId: number, sellerId: number, reason: string) =>
  setPaused(db, operatorId, sellerId, { reason: reason.trim() });

export const resumeSeller = (db: Db, operatorId: number, sellerId: number) => setPaused(db, operatorId, sellerId, null);
