import type { SmsProvider } from '../../adapters/sms';
import type { Db } from '../../db/connection';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import { sendCode, type SendOutcome, type VerificationPurpose } from '../auth/verification';
import { orderStatusLabel } from '../orders/customer-orders';
import { statusChanges } from '../orders/order-history';
import { logOperatorAction } from './audit-log';

/** How many sign-ins and orders support is shown of one phone: the latest, which are what a caller asks about. */
const SUPPORT_SIGN_INS = 20;
const SUPPORT_ORDERS = 100;

const orderLines = (db: Db) =>
  db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .select(['o.id', 'o.created_at', 'o.status', 'o.total_kop', 's.shop_name']);

/**
 * What support sees of a phone (docs/product-rules.md#support): its account, if it has one, the orders of that account
 * and those placed with the phone as a guest, and the latest sign-ins. Null when the phone has neither account nor order.
 */
export async function supportCustomer(db: Db, lang: Lang, phone: string) {
  const account = await db
    .selectFrom('customers')
    .where('phone', '=', phone)
    .select(['id', 'name', 'surname', 'email', 'created_at', 'blocked_at', 'block_reason'])
    .executeTakeFirst();
  const orders = await orderLines(db)
    .where((eb) =>
      account ? eb.or([eb('o.customer_id', '=', account.id), eb('o.buyer_phone', '=', phone)]) : eb('o.buyer_phone', '=', phone),
    )
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(SUPPORT_ORDERS)
    .execute();
  if (!account && orders.length === 0) return null;
  const signIns = account
    ? await db
        .selectFrom('customer_sign_ins')
        .where('customer_id', '=', account.id)
        .select(['created_at', 'method'])
        .orderBy('id', 'desc')
        .limit(SUPPORT_SIGN_INS)
        .execute()
    : [];
  const sessions = account
    ? await db
        .selectFrom('customer_sessions')
        .where('customer_id', '=', account.id)
        .where('expires_at', '>', new Date().toISOString())
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst()
    : undefined;
  return {
    phone,
    account: account ? { ...account, sessions: Number(sessions?.n ?? 0) } : null,
    orders: orders.map((o) => ({
      id: o.id,
      created_at: o.created_at,
      status: o.status,
      status_label: orderStatusLabel(lang, o.status),
      total: kopecksToUah(o.total_kop),
      seller: o.shop_name,
    })),
    sign_ins: signIns.map((s) => ({ at: s.created_at, method: s.method })),
  };
}

/** One order as support reads it: its line, its buyer, and its statuses from the placing on; null for an unknown number. */
export async function supportOrder(db: Db, lang: Lang, orderId: number) {
  const order = await orderLines(db)
    .where('o.id', '=', orderId)
    .select(['o.buyer_phone', 'o.buyer_name', 'o.buyer_surname', 'o.customer_id'])
    .executeTakeFirst();
  if (!order) return null;
  const changes = await statusChanges(db, orderId);
  return {
    id: order.id,
    created_at: order.created_at,
    status: order.status,
    status_label: orderStatusLabel(lang, order.status),
    total: kopecksToUah(order.total_kop),
    seller: order.shop_name,
    buyer_phone: order.buyer_phone,
    buyer_name: [order.buyer_name, order.buyer_surname].filter(Boolean).join(' '),
    customer_id: order.customer_id,
    history: [
      { status: 'new' as const, status_label: orderStatusLabel(lang, 'new'), at: order.created_at, by: 'buyer' as const },
      ...changes.map((c) => ({ status: c.status, status_label: orderStatusLabel(lang, c.status), at: c.created_at, by: c.changed_by })),
    ],
  };
}

export type BlockOutcome = { done: true } | { done: false; problem: 'notFound' | 'alreadyBlocked' | 'notBlocked' };

/**
 * Blocks or unblocks an account in one transaction with its log entry. Blocking ends every session of the account at
 * once, so whatever device it was signed in on opens nothing more; its orders stay as they are.
 */
async function setBlocked(db: Db, operatorId: number, customerId: number, block: { reason: string } | null): Promise<BlockOutcome> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('customers').where('id', '=', customerId).select(['blocked_at', 'block_reason']).executeTakeFirst();
    if (!before) return { done: false, problem: 'notFound' };
    if (block && before.blocked_at !== null) return { done: false, problem: 'alreadyBlocked' };
    if (!block && before.blocked_at === null) return { done: false, problem: 'notBlocked' };
    const after = block ? { blocked_at: now.toISOString(), block_reason: block.reason } : { blocked_at: null, block_reason: '' };
    await trx.updateTable('customers').set(after).where('id', '=', customerId).execute();
    const ended = block ? await trx.deleteFrom('customer_sessions').where('customer_id', '=', customerId).executeTakeFirst() : null;
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: block ? 'customer.block' : 'customer.unblock',
        subject: `customer:${customerId}`,
        before: { blocked: before.blocked_at !== null, reason: before.block_reason },
        after: {
          blocked: block !== null,
          reason: after.block_reason,
          ...(ended && { sessions_ended: Number(ended.numDeletedRows) }),
        },
      },
      now,
    );
    return { done: true };
  });
}

export const blockCustomer = (db: Db, operatorId: number, customerId: number, reason: string) =>
  setBlocked(db, operatorId, customerId, { reason: reason.trim() });

export const unblockCustomer = (db: Db, operatorId: number, customerId: number) => setBlocked(db, operatorId, customerId, null);

/** The codes support may send again: every step a customer proves a phone in, but the cabinet's password change. */
const RESENDABLE = ['registration', 'reset', 'checkout'] as const satisfies readonly VerificationPurpose[];
type ResentPurpose = (typeof RESENDABLE)[number];

interface ResendRequest {
  sms: SmsProvider;
  secret: string;
  storeName: string;
  /** the operator's address: support's sends count against the same per-address limit as anyone's */
  ip: string;
}

/**
 * Sends the customer a new one-time code for the step they last asked one for (a password reset when they asked
 * none), under the limits every send keeps: a refusal answers how long to wait. The code is in the language of the
 * customer's latest order (Ukrainian without one). A code sent is logged; a refused one changed nothing.
 */
export async function resendCustomerCode(
  db: Db,
  operatorId: number,
  customerId: number,
  { sms, secret, storeName, ip }: ResendRequest,
): Promise<{ found: false } | { found: true; purpose: ResentPurpose; outcome: SendOutcome }> {
  const customer = await db.selectFrom('customers').where('id', '=', customerId).select('phone').executeTakeFirst();
  if (!customer) return { found: false };
  const latest = await db
    .selectFrom('sms_codes')
    .where('phone', '=', customer.phone)
    .where('purpose', 'in', RESENDABLE)
    .select('purpose')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const purpose = (latest?.purpose as ResentPurpose | undefined) ?? 'reset';
  const lastOrder = await db
    .selectFrom('orders')
    .where('customer_id', '=', customerId)
    .select('lang')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const lang: Lang = lastOrder?.lang === 'ru' ? 'ru' : 'uk';
  const outcome = await sendCode(db, sms, secret, { phone: customer.phone, purpose, ip, lang, storeName });
  if (outcome.sent)
    await logOperatorAction(db, operatorId, {
      action: 'customer.code',
      subject: `customer:${customerId}`,
      before: null,
      after: { purpose, phone: customer.phone },
    });
  return { found: true, purpose, outcome };
}
