import type { Lang } from '../../../src/domain/paths';
import type { PaymentOutcome } from '../../adapters/payment';
import type { Db } from '../../db/connection';
import type { PaymentSessionTable, PaymentStatus } from '../../db/schema';

export interface PaymentSession {
  id: string;
  checkoutId: string;
  amountKop: number;
  status: PaymentSessionTable['status'];
  lang: Lang;
}

export async function paymentSession(db: Db, id: string): Promise<PaymentSession | null> {
  const row = await db.selectFrom('payment_sessions').where('id', '=', id).select(['id', 'checkout_id', 'amount_kop', 'status', 'lang']).executeTakeFirst();
  return row ? { id: row.id, checkoutId: row.checkout_id, amountKop: row.amount_kop, status: row.status, lang: row.lang === 'ru' ? 'ru' : 'uk' } : null;
}

/**
 * Applies an acquirer's outcome to the session and to the online-paid orders of its checkout. Only a 'new'
 * session changes: a final status never flips, so a replayed or late callback is harmless. Answers the
 * session's status afterwards, or null for an unknown session.
 */
export async function applyPaymentOutcome(db: Db, sessionId: string, outcome: PaymentOutcome, now = new Date()): Promise<PaymentOutcome | 'new' | null> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('payment_sessions')
      .set({ status: outcome, updated_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('status', '=', 'new')
      .executeTakeFirst();
    const session = await paymentSession(trx, sessionId);
    if (!session) return null;
    if (changed.numUpdatedRows > 0n) {
      await trx
        .updateTable('orders')
        .set({ payment_status: outcome })
        .where('checkout_id', '=', session.checkoutId)
        .where('payment_status', '=', 'new')
        .where('payment_method_id', 'in', trx.selectFrom('payment_methods').where('is_online', '=', 1).select('id'))
        .execute();
    }
    return session.status;
  });
}

/** The payment status of each order of a checkout (the thank-you page); empty for an unknown checkout. */
export async function checkoutPaymentStatus(db: Db, checkoutId: string): Promise<{ order_id: number; payment_status: PaymentStatus }[]> {
  const rows = await db.selectFrom('orders').where('checkout_id', '=', checkoutId).select(['id', 'payment_status']).orderBy('id').execute();
  return rows.map((row) => ({ order_id: row.id, payment_status: row.payment_status }));
}
