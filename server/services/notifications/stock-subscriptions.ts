import type { Lang } from '../../../src/domain/paths';
import { normalizeUaPhone } from '../../../src/domain/phone';
import type { Db } from '../../db/connection';

interface Subscriber {
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
export function subscriber(
  customer: { id: number; phone: string } | null,
  phone: string | undefined,
  email: string | undefined,
): Subscriber {
  const typedPhone = phone?.trim() ? normalizeUaPhone(phone) : null;
  const typedEmail = email?.trim() ? email.trim().toLowerCase() : null;
  const useAccount = customer !== null && !typedPhone && !typedEmail;
  return { customerId: customer?.id ?? null, phone: useAccount ? customer.phone : typedPhone, email: typedEmail };
}

/**
 * Subscribes a contact to an offer's restock. The same product and contact subscribe once: a repeat changes
 * nothing. Nothing of an existing reminder is answered (docs/product-rules.md#notifications), so asking tells no
 * one who waits for what.
 */
export async function subscribeToStock(db: Db, productId: number, who: Subscriber): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('stock_subscriptions')
      .where('product_id', '=', productId)
      .where('status', 'in', OPEN)
      .where((eb) => eb.or([...(who.phone ? [eb('phone', '=', who.phone)] : []), ...(who.email ? [eb('email', '=', who.email)] : [])]))
      .select('id')
      .executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('stock_subscriptions')
      .values({
        product_id: productId,
        customer_id: who.customerId,
        phone: who.phone,
        email: who.email,
        status: 'waiting',
        created_at: new Date().toISOString(),
        ...(who.lang && { lang: who.lang }),
      })
      .execute();
  });
}

/**
 * The open reminders of these offers that a browser may follow (docs/product-rules.md#notifications): those of the
 * signed-in customer, and those whose phone is proven (the account's, or a verification token's), by their ids.
 */
export async function provenReminders(db: Db, productId: number, customerId: number | null, phones: readonly string[]): Promise<number[]> {
  if (customerId === null && phones.length === 0) return [];
  const rows = await db
    .selectFrom('stock_subscriptions')
    .where('product_id', '=', productId)
    .where('status', 'in', OPEN)
    .where((eb) =>
      eb.or([...(customerId !== null ? [eb('customer_id', '=', customerId)] : []), ...(phones.length ? [eb('phone', 'in', phones)] : [])]),
    )
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Stock is back: everyone waiting for this offer is due a message, which the notification jobs send (server/services/notifications/notification-stock.ts). Returns how many. */
export async function markRestocked(db: Db, productId: number): Promise<number> {
  const result = await db
    .updateTable('stock_subscriptions')
    .set({ status: 'to_notify' })
    .where('product_id', '=', productId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
