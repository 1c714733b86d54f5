import type { Static } from 'typebox';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { PaidOrder } from '../../adapters/affiliate';
import type { PaymentOutcome } from '../../adapters/payment';
import type { Db } from '../../db/connection';
import type { GroupStatusAnswer } from '../../contract/payment';
import type { PaymentSessionTable } from '../../db/schema';
import { queuePaymentNotices } from '../notifications/notification-orders';
import { receiptPath } from '../orders/receipt-pdf';

export interface PaymentSession {
  id: string;
  checkoutId: string;
  amountKop: number;
  status: PaymentSessionTable['status'];
  lang: Lang;
}

export async function paymentSession(db: Db, id: string): Promise<PaymentSession | null> {
  const row = await db
    .selectFrom('payment_sessions')
    .where('id', '=', id)
    .select(['id', 'checkout_id', 'amount_kop', 'status', 'lang'])
    .executeTakeFirst();
  return row
    ? { id: row.id, checkoutId: row.checkout_id, amountKop: row.amount_kop, status: row.status, lang: row.lang === 'ru' ? 'ru' : 'uk' }
    : null;
}

export interface AppliedOutcome {
  status: PaymentSessionTable['status'];
  /** the orders this call marked paid that an affiliate brought: each is reported to its network once */
  paidByAffiliate: PaidOrder[];
}

/**
 * Applies an acquirer's outcome to the session and to the online-paid orders of its checkout. Only a 'new'
 * session changes: a final status never flips, so a replayed or late callback is harmless. Answers the
 * session's status afterwards, or null for an unknown session.
 */
export async function applyPaymentOutcome(
  db: Db,
  sessionId: string,
  outcome: PaymentOutcome,
  now = new Date(),
): Promise<AppliedOutcome | null> {
  return db.transaction().execute((trx) => applyOutcomeIn(trx, sessionId, outcome, now));
}

/** applyPaymentOutcome inside a transaction the caller holds (server/services/checkout/acquirer-payments.ts). */
export async function applyOutcomeIn(trx: Db, sessionId: string, outcome: PaymentOutcome, now: Date): Promise<AppliedOutcome | null> {
  const changed = await trx
    .updateTable('payment_sessions')
    .set({ status: outcome, updated_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('status', '=', 'new')
    .executeTakeFirst();
  const session = await paymentSession(trx, sessionId);
  if (!session) return null;
  if (changed.numUpdatedRows === 0n) return { status: session.status, paidByAffiliate: [] };
  const paying = await trx
    .updateTable('orders')
    .set({ payment_status: outcome })
    .where('checkout_id', '=', session.checkoutId)
    .where('payment_status', '=', 'new')
    .where('payment_method_id', 'in', trx.selectFrom('payment_methods').where('is_online', '=', 1).select('id'))
    .returning(['id', 'total_kop', 'admitad_uid'])
    .execute();
  await queuePaymentNotices(trx, session.checkoutId, outcome, now);
  const paidByAffiliate =
    outcome === 'success'
      ? paying.filter((o) => o.admitad_uid !== '').map((o) => ({ orderId: o.id, total: kopecksToUah(o.total_kop), aduid: o.admitad_uid }))
      : [];
  return { status: session.status, paidByAffiliate };
}

/**
 * Every order of a checkout as its thank-you page shows it: seller, units, total, payment status and the receipt
 * link. The server answers it, not the browser that placed the orders, so the page is the same after a payment page,
 * a reload or on another device. Empty for an unknown checkout.
 */
export async function checkoutOrders(db: Db, checkoutId: string): Promise<Static<typeof GroupStatusAnswer>['data']> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .where('o.checkout_id', '=', checkoutId)
    .select((eb) => [
      'o.id',
      'o.seller_id',
      's.shop_name',
      'o.total_kop',
      'o.payment_status',
      'o.receipt_token',
      eb
        .selectFrom('order_items as i')
        .whereRef('i.order_id', '=', 'o.id')
        .select((sub) => sub.fn.sum<number | string>('i.qty').as('n'))
        .as('items_count'),
    ])
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    seller: { id: row.seller_id, shop_name: row.shop_name },
    items_count: Number(row.items_count ?? 0),
    total: kopecksToUah(row.total_kop),
    payment_status: row.payment_status,
    download_pdf_link: receiptPath(row.id, row.receipt_token),
  }));
}
