import type { Db } from '../../db/connection';
import { customerById } from '../auth/auth';
import { endOtherSessions } from '../auth/customer-sessions';
import { hashPassword } from '../auth/passwords';

interface PersonalInfo {
  name: string;
  surname: string;
  /** absent: kept as stored */
  patronymic?: string;
  /** YYYY-MM-DD or null */
  birth_day: string | null;
  gender: 1 | 2 | null;
}

export async function updatePersonal(db: Db, customerId: number, info: PersonalInfo) {
  await db.updateTable('customers').set(info).where('id', '=', customerId).execute();
  return customerById(db, customerId);
}

/** E-mails compare without case: "Olena@x.ua" and "olena@x.ua" are one mailbox, so one account. Null: another account has it. */
export async function updateEmail(db: Db, customerId: number, typed: string) {
  const email = typed.trim().toLowerCase();
  const owner = await db.selectFrom('customers').where('email', '=', email).where('id', '!=', customerId).select('id').executeTakeFirst();
  if (owner) return null;
  await db.updateTable('customers').set({ email }).where('id', '=', customerId).execute();
  return customerById(db, customerId);
}

/** Keeps the new password, hashed, until the SMS code confirms it; an earlier request is replaced. */
export async function holdNewPassword(db: Db, customerId: number, password: string, now = new Date()): Promise<void> {
  const password_hash = await hashPassword(password);
  await db
    .insertInto('password_changes')
    .values({ customer_id: customerId, password_hash, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ password_hash, created_at: now.toISOString() }))
    .execute();
}

/** Applies the held password once the code proved the phone; other sessions end. False when none is held. */
export async function applyNewPassword(db: Db, customerId: number, keptToken: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .deleteFrom('password_changes')
      .where('customer_id', '=', customerId)
      .returning('password_hash')
      .executeTakeFirst();
    if (!held) return false;
    await trx.updateTable('customers').set({ password_hash: held.password_hash }).where('id', '=', customerId).execute();
    await endOtherSessions(trx, customerId, keptToken);
    return true;
  });
}

/**
 * Removes the account and what was personal in it. Orders stay for the sellers' books, without the customer
 * and without the buyer's data; the recipient of an order stays, it is the seller's delivery record. Reviews stay
 * as published, no longer tied to the account. Tables that belong to the customer (sessions, favourites,
 * compare, saved recipients and deliveries, pets, chats...) go with the row through ON DELETE CASCADE.
 */
export async function deleteAccount(db: Db, customerId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { phone } = await trx.selectFrom('customers').where('id', '=', customerId).select('phone').executeTakeFirstOrThrow();
    await trx
      .updateTable('orders')
      .set({ customer_id: null, buyer_name: '', buyer_surname: '', buyer_phone: '', buyer_email: '' })
      .where('customer_id', '=', customerId)
      .execute();
    // The cart would outlive the account (ON DELETE SET NULL) as a guest cart nobody holds.
    const carts = trx.selectFrom('carts').where('customer_id', '=', customerId).select('id');
    await trx.deleteFrom('cart_items').where('cart_id', 'in', carts).execute();
    await trx.deleteFrom('carts').where('customer_id', '=', customerId).execute();
    await trx.updateTable('reviews').set({ customer_id: null }).where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('search_history').where('owner', '=', `customer:${customerId}`).execute();
    await trx.deleteFrom('phone_verifications').where('phone', '=', phone).execute();
    await trx.deleteFrom('customers').where('id', '=', customerId).execute();
  });
}
