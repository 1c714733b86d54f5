import type { AcquirerEvent, AcquirerPayment, OutsideAcquirer } from '../../adapters/payment';
import type { PaymentProviderName } from '../../config';
import type { Db } from '../../db/connection';
import { recordStatusChange } from '../orders/order-history';
import { returnStock } from './placement';
import { queueOrderStatusNotices, queuePaymentNotices } from '../notifications/notification-orders';
import { applyOutcomeIn, type AppliedOutcome } from './payment';

interface AcquirerApplied extends AppliedOutcome {
  /** the money came in for a payment the store had already failed or expired (its stock went back): it goes back */
  refundDue: boolean;
  /** why the report changed nothing, for the log */
  ignored?: 'older' | 'amount' | 'other-invoice';
}

const sessionRow = (db: Db, id: string) =>
  db
    .selectFrom('payment_sessions')
    .where('id', '=', id)
    .select(['id', 'checkout_id', 'amount_kop', 'status', 'provider_ref', 'provider_at', 'expired_at', 'refunded_at'])
    .executeTakeFirst();

/**
 * Applies what an outside acquirer reports (docs/product-rules.md#payment-and-the-thank-you-page). Of two reports
 * the one with the acquirer's later time wins whichever arrives last, so a replay or a late, older callback changes
 * nothing; a success for another amount, or for another invoice than the session's, changes nothing either. A
 * success after the store failed the payment (a decline, or expiry that gave the stock back) leaves the orders
 * failed and answers that the money is due back. Null: no such session.
 */
export async function applyAcquirerEvent(db: Db, event: AcquirerEvent, now = new Date()): Promise<AcquirerApplied | null> {
  return db.transaction().execute(async (trx) => {
    const row = await sessionRow(trx, event.sessionId);
    if (!row) return null;
    const unchanged = (ignored?: AcquirerApplied['ignored']): AcquirerApplied => ({
      status: row.status,
      paidByAffiliate: [],
      refundDue: false,
      ...(ignored && { ignored }),
    });
    if (event.ref !== undefined && row.provider_ref !== null && event.ref !== row.provider_ref) return unchanged('other-invoice');
    if (row.provider_at !== null && event.at.getTime() < Date.parse(row.provider_at)) return unchanged('older');
    if (event.state === 'success' && event.amountKop !== row.amount_kop) return unchanged('amount');
    await trx
      .updateTable('payment_sessions')
      .set({ provider_at: event.at.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    if (event.state === 'pending') return unchanged();
    if (event.state === 'refunded') {
      await refundSessionIn(trx, row.id, row.checkout_id, now);
      return { status: 'refunded', paidByAffiliate: [], refundDue: false };
    }
    if (event.state === 'success' && row.status === 'fail') return { ...unchanged(), refundDue: row.refunded_at === null };
    const applied = await applyOutcomeIn(trx, row.id, event.state, now);
    return { ...applied!, refundDue: false };
  });
}

/** The session as its acquirer is asked about it. */
export async function acquirerPayment(db: Db, sessionId: string): Promise<AcquirerPayment | null> {
  const row = await sessionRow(db, sessionId);
  return row ? { sessionId: row.id, ref: row.provider_ref, amountKop: row.amount_kop } : null;
}

/**
 * Notes that the acquirer took the refund of the session (money that came in for a payment the store had failed),
 * so nobody asks for it twice: the payment ends refunded; its orders had failed already.
 */
export async function markRefunded(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('payment_sessions')
    .set({ refunded_at: now.toISOString(), status: 'refunded', updated_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('refunded_at', 'is', null)
    .execute();
}

/** The online-paid orders of a checkout, as a query to narrow. */
const onlineOrders = (trx: Db, checkoutId: string) =>
  trx
    .updateTable('orders')
    .where('checkout_id', '=', checkoutId)
    .where('payment_method_id', 'in', trx.selectFrom('payment_methods').where('is_online', '=', 1).select('id'));

/** Puts back the units of these checkout orders, which hold their stock from placing (docs/product-rules.md#cart). */
async function returnOrdersStock(trx: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await trx
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .where('i.order_id', 'in', orderIds)
    .select(['i.product_id as productId', 'i.qty', 'p.base_product_id as baseProductId'])
    .execute();
  await returnStock(trx, items);
}

/**
 * The acquirer says the whole payment went back to the shopper (LiqPay's and Monobank's `reversed`):
 * docs/product-rules.md#payment-and-the-thank-you-page. The payment ends refunded, and so do its paid (or still
 * unpaid) orders; those not yet sent are cancelled and their units go back to stock, and the buyer is told; a sent
 * or received order keeps its status, its goods having left. Each change is conditional on the state read, so a
 * replay changes nothing and the stock goes back once.
 */
async function refundSessionIn(trx: Db, sessionId: string, checkoutId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable('payment_sessions')
    .set((eb) => ({ status: 'refunded', updated_at: at, refunded_at: eb.fn.coalesce('refunded_at', eb.val(at)) }))
    .where('id', '=', sessionId)
    .where('status', '!=', 'refunded')
    .execute();
  const cancelled = await onlineOrders(trx, checkoutId)
    .set({ payment_status: 'refunded', status: 'cancelled', refunded_at: at })
    .where('payment_status', 'in', ['new', 'success'])
    .where('status', 'in', ['new', 'confirmed'])
    .returning('id')
    .execute();
  await onlineOrders(trx, checkoutId)
    .set((eb) => ({ payment_status: 'refunded', refunded_at: eb.fn.coalesce('refunded_at', eb.val(at)) }))
    .where('payment_status', 'in', ['new', 'success'])
    .execute();
  await returnOrdersStock(
    trx,
    cancelled.map((o) => o.id),
  );
  for (const { id } of cancelled) await queueOrderStatusNotices(trx, id, 'cancelled', now);
}

/**
 * Fails an unfinished payment that outlived PAYMENT_EXPIRY_MINUTES: its online-paid orders are cancelled and their
 * units go back to stock, once (a second call, or a racing process, finds the session no longer new). True when
 * this call expired it.
 */
async function expirePayment(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const changed = await trx
      .updateTable('payment_sessions')
      .set({ status: 'fail', expired_at: at, updated_at: at })
      .where('id', '=', sessionId)
      .where('status', '=', 'new')
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    const { checkout_id: checkoutId } = (await sessionRow(trx, sessionId))!;
    const orders = await onlineOrders(trx, checkoutId)
      .set({ payment_status: 'fail', status: 'cancelled' })
      .where('payment_status', '=', 'new')
      .returning('id')
      .execute();
    await returnOrdersStock(
      trx,
      orders.map((o) => o.id),
    );
    if (orders.length > 0) {
      await recordStatusChange(
        trx,
        orders.map((o) => o.id),
        'cancelled',
        'payment',
        now,
      );
    }
    await queuePaymentNotices(trx, checkoutId, 'fail', now);
    return true;
  });
}

/** What one run of the payments job did, for its log line and its tests. */
interface ExpiryRun {
  settled: string[];
  expired: string[];
  refunded: string[];
  /** sessions left for the next run: the acquirer could not be asked */
  skipped: string[];
}

/**
 * The payments job: every new session older than `expiryMinutes` is first asked of its acquirer (a webhook that
 * never came is not a payment that never happened); a final answer is applied, anything else expires the payment,
 * after the acquirer's page is closed where it can be. An acquirer that cannot be asked leaves the session to the
 * next run, so a paid order is never cancelled on a guess.
 */
export async function settleOverduePayments(
  db: Db,
  acquirer: OutsideAcquirer<PaymentProviderName> | null,
  expiryMinutes: number,
  now = new Date(),
): Promise<ExpiryRun> {
  const run: ExpiryRun = { settled: [], expired: [], refunded: [], skipped: [] };
  const cutoff = new Date(now.getTime() - expiryMinutes * 60_000).toISOString();
  const due = await db
    .selectFrom('payment_sessions')
    .where('status', '=', 'new')
    .where('created_at', '<', cutoff)
    .select('id')
    .orderBy('created_at')
    .limit(100)
    .execute();
  for (const { id } of due) {
    const payment = (await acquirerPayment(db, id))!;
    try {
      const reported = acquirer ? await acquirer.status(payment) : null;
      if (reported && reported.state !== 'pending') {
        const applied = await applyAcquirerEvent(db, reported, now);
        if (applied?.refundDue) {
          await acquirer!.refund(payment);
          await markRefunded(db, id, now);
          run.refunded.push(id);
        }
        run.settled.push(id);
        continue;
      }
      if (acquirer) await acquirer.abandon(payment);
    } catch {
      run.skipped.push(id);
      continue;
    }
    if (await expirePayment(db, id, now)) run.expired.push(id);
  }
  return run;
}

/**
 * The money of a cancelled order is back: the order's payment ends refunded, and the payment's too once none of its
 * orders stays paid (every one cancelled and returned).
 */
async function markOrderRefunded(db: Db, orderId: number, sessionId: string, checkoutId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({ payment_status: 'refunded' })
      .where('id', '=', orderId)
      .where('payment_status', '=', 'success')
      .execute();
    const stillPaid = await trx
      .selectFrom('orders')
      .where('checkout_id', '=', checkoutId)
      .where('payment_status', '=', 'success')
      .where('payment_method_id', 'in', trx.selectFrom('payment_methods').where('is_online', '=', 1).select('id'))
      .select('id')
      .executeTakeFirst();
    if (stillPaid) return;
    const at = now.toISOString();
    await trx
      .updateTable('payment_sessions')
      .set({ status: 'refunded', updated_at: at, refunded_at: at })
      .where('id', '=', sessionId)
      .where('status', '=', 'success')
      .execute();
  });
}

/**
 * The money of online-paid orders their sellers cancelled goes back through the acquirer, each order's total once:
 * the order is claimed before the call, and given back to the next run when the acquirer could not be reached.
 * Answers the orders refunded.
 */
export async function refundCancelledOrders(db: Db, acquirer: OutsideAcquirer<PaymentProviderName>, now = new Date()): Promise<number[]> {
  const due = await db
    .selectFrom('orders as o')
    .innerJoin('payment_sessions as s', 's.checkout_id', 'o.checkout_id')
    .where('o.status', '=', 'cancelled')
    .where('o.payment_status', '=', 'success')
    .where('o.refunded_at', 'is', null)
    .where('s.status', '=', 'success')
    .where('o.payment_method_id', 'in', db.selectFrom('payment_methods').where('is_online', '=', 1).select('id'))
    .select(['o.id', 'o.checkout_id', 'o.total_kop', 's.id as session_id', 's.provider_ref', 's.amount_kop'])
    .orderBy('o.id')
    .limit(100)
    .execute();
  const refunded: number[] = [];
  for (const order of due) {
    const claimed = await db
      .updateTable('orders')
      .set({ refunded_at: now.toISOString() })
      .where('id', '=', order.id)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) continue;
    try {
      // What went back before this order, so LiqPay's sum of refunds tells whether this one's lost answer made it.
      const before = await db
        .selectFrom('orders')
        .where('checkout_id', '=', order.checkout_id)
        .where('id', '!=', order.id)
        .where('refunded_at', 'is not', null)
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_kop'), eb.lit(0)).as('kop'))
        .executeTakeFirstOrThrow();
      await acquirer.refund(
        { sessionId: order.session_id, ref: order.provider_ref, amountKop: order.amount_kop },
        { amountKop: order.total_kop, reference: `refund-order-${order.id}`, returnedBeforeKop: Number(before.kop) },
      );
      refunded.push(order.id);
      await markOrderRefunded(db, order.id, order.session_id, order.checkout_id, now);
    } catch {
      await db.updateTable('orders').set({ refunded_at: null }).where('id', '=', order.id).execute();
    }
  }
  return refunded;
}
