import type { Db } from '../db/connection';
import { ApiError } from '../http/errors';
import { usableCart } from './cart';
import { addToCompare, usableSession } from './compare';
import { createSession } from './customer-sessions';
import { hashPassword, passwordMatches } from './passwords';

const CUSTOMER_FIELDS = ['id', 'name', 'surname', 'patronymic', 'phone', 'email', 'birth_day', 'gender'] as const;

export const customerById = (db: Db, id: number) => db.selectFrom('customers').where('id', '=', id).select(CUSTOMER_FIELDS).executeTakeFirstOrThrow();

/** What the API tells of an account: never its password hash or anything else the row holds. */
export function customerAnswer(customer: Awaited<ReturnType<typeof customerById>>) {
  const { id, name, surname, patronymic, phone, email, birth_day, gender } = customer;
  return { id, name, surname, patronymic, phone, email, birth_day, gender };
}

/** A new account for a proven phone, or null when the phone has one already. */
export async function createAccount(db: Db, phone: string, password: string, name: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto('customers')
    .values({ phone, name, surname: '', patronymic: '', password_hash: passwordHash, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The customer whose phone and password these are, or null; unknown phones take as long as wrong passwords. */
export async function customerByPassword(db: Db, phone: string, password: string): Promise<number | null> {
  const row = await db.selectFrom('customers').where('phone', '=', phone).select(['id', 'password_hash']).executeTakeFirst();
  const matches = await passwordMatches(password, row?.password_hash ?? null);
  return matches && row ? row.id : null;
}

/** A new password ends every session of the account: whoever knew the old one is signed out. */
export async function replacePassword(db: Db, phone: string, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  const row = await db.updateTable('customers').set({ password_hash: passwordHash }).where('phone', '=', phone).returning('id').executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom('customer_sessions').where('customer_id', '=', row.id).execute();
  return row.id;
}

export interface GuestLists {
  cart_session?: string;
  compare_session?: string;
}

/** The cart a guest filled joins the account's: a product in both keeps the larger quantity. */
async function mergeCart(db: Db, customerId: number, guestId: string): Promise<void> {
  const own = await db.selectFrom('carts').where('customer_id', '=', customerId).select('id').executeTakeFirst();
  const guest = await db.selectFrom('carts').where('id', '=', guestId).where('customer_id', 'is', null).select('id').executeTakeFirst();
  if (!guest) return;
  if (!own) return void (await usableCart(db, guestId, customerId));
  await db.transaction().execute(async (trx) => {
    const ownItems = new Map((await trx.selectFrom('cart_items').where('cart_id', '=', own.id).select(['product_id', 'qty']).execute()).map((i) => [i.product_id, i.qty]));
    const guestItems = await trx.selectFrom('cart_items').where('cart_id', '=', guest.id).select(['product_id', 'qty', 'added_at']).execute();
    for (const item of guestItems) {
      const qty = Math.max(item.qty, ownItems.get(item.product_id) ?? 0);
      await trx
        .insertInto('cart_items')
        .values({ cart_id: own.id, product_id: item.product_id, qty, added_at: item.added_at })
        .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ qty }))
        .execute();
    }
    await trx.deleteFrom('cart_items').where('cart_id', '=', guest.id).execute();
    await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
  });
}

/** The compared products of a guest join the account's lists; a full category list keeps what it has. */
async function mergeCompare(db: Db, customerId: number, guestId: string): Promise<void> {
  const own = await db.selectFrom('compare_sessions').where('customer_id', '=', customerId).select('id').executeTakeFirst();
  const guest = await db.selectFrom('compare_sessions').where('id', '=', guestId).where('customer_id', 'is', null).select('id').executeTakeFirst();
  if (!guest) return;
  if (!own) return void (await usableSession(db, guestId, customerId));
  const items = await db.selectFrom('compare_items').where('session_id', '=', guest.id).select('product_id').orderBy('created_at').execute();
  for (const { product_id } of items) {
    try {
      await addToCompare(db, own.id, product_id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  await db.deleteFrom('compare_items').where('session_id', '=', guest.id).execute();
  await db.deleteFrom('compare_sessions').where('id', '=', guest.id).execute();
}

/** Signs the customer in: the guest's cart and compare lists join the account, and a session starts. */
export async function signIn(db: Db, customerId: number, lists: GuestLists) {
  if (lists.cart_session) await mergeCart(db, customerId, lists.cart_session);
  if (lists.compare_session) await mergeCompare(db, customerId, lists.compare_session);
  const token = await createSession(db, customerId);
  return { token, customer: await customerById(db, customerId) };
}

/** Wrong passwords allowed per phone and address before logins from there wait. */
export const LOGIN_LIMIT = { failures: 10, windowSeconds: 15 * 60 } as const;

/**
 * Counts failed logins per phone and address, so a phone's password cannot be guessed at speed. Kept in
 * memory: a restart forgives, which costs an attacker nothing they could not get by changing address.
 */
export function loginFailures() {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => at > now - LOGIN_LIMIT.windowSeconds * 1000);
  return {
    /** Seconds until this phone may try again from this address, or 0. */
    waitFor(phone: string, ip: string, now = Date.now()): number {
      const times = recent(`${phone}|${ip}`, now);
      if (times.length < LOGIN_LIMIT.failures) return 0;
      return Math.max(1, Math.ceil((times[0]! + LOGIN_LIMIT.windowSeconds * 1000 - now) / 1000));
    },
    record(phone: string, ip: string, now = Date.now()): void {
      const key = `${phone}|${ip}`;
      failures.set(key, [...recent(key, now), now]);
    },
    forget(phone: string, ip: string): void {
      failures.delete(`${phone}|${ip}`);
    },
  };
}
