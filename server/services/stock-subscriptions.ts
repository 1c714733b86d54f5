import type { Lang } from '../../src/domain/paths';
import { normalizeUaPhone } from '../../src/domain/phone';
import type { Db } from '../db/connection';
import type { StockSubscription } from '../contract/product-extras';

export interface Subscriber {
  customerId: number | null;
  /** digits; the account's phone when a signed-in customer gave no contact */
  phone: string | null;
  email: string | null;
  /** the language the reminder's SMS or e-mail speaks; Ukrainian when not told */
  lang?: Lang;
}

/** Still to be told about a restock: one of these per product and contact is enough. */
const OPEN = ['waiting', 'to_notify'] as const;

/** The subscriber's contacts in their stored form: a phone as 12 digits, an e-mail in lower case. */
export function subscriber(customer: { id: number; phone: string } | null, phone: string | undefined, email: string | undefined): Subscriber {
  const typedPhone = phone?.trim() ? normalizeUaPhone(phone) : null;
  const typedEmail = email?.trim() ? email.trim().toLowerCase() : null;
  const useAccount = customer !== null && !typedPhone && !typedEmail;
  return { customerId: customer?.id ?? null, phone: useAccount ? customer.phone : typedPhone, email: typedEmail };
}

/**
 * Subscribes a contact to an offer's restock. The same product and contact subscribe once: a repeat
 * gets the open subscription back (`created: false`).
 */
export async function subscribeToStock(db: Db, productId: number, who: Subscriber): Promise<{ subscription: StockSubscription; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('stock_subscriptions')
      .where('product_id', '=', productId)
      .where('status', 'in', OPEN)
      .where((eb) => eb.or([...(who.phone ? [eb('phone', '=', who.phone)] : []), ...(who.email ? [eb('email', '=', who.email)] : [])]))
      .select(['id', 'product_id', 'status', 'phone', 'email'])
      .orderBy('id')
      .executeTakeFirst();
    if (existing) return { subscription: existing, created: false };
    const subscription = await trx
      .insertInto('stock_subscriptions')
      .values({ product_id: productId, customer_id: who.customerId, phone: who.phone, email: who.email, status: 'waiting', created_at: new Date().toISOString(), ...(who.lang && { lang: who.lang }) })
      .returning(['id', 'product_id', 'status', 'phone', 'email'])
      .executeTakeFirstOrThrow();
    return { subscription, created: true };
  });
}

/** Stock is back: everyone waiting for this offer is due a message, which the notification jobs send (server/services/notification-stock.ts). Returns how many. */
export async function markRestocked(db: Db, productId: number): Promise<number> {
  const result = await db.updateTable('stock_subscriptions').set({ status: 'to_notify' }).where('product_id', '=', productId).where('status', '=', 'waiting').executeTakeFirst();
  return Number(result.numUpdatedRows);
}
