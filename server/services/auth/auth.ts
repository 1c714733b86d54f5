import type { Db } from '../../db/connection';
import type { SignInMethod } from '../../db/schema';
import { Conflict, DomainError, Refused } from '../platform/domain-errors';
import { usableCart } from '../customer/cart';
import { addToCompare, usableSession } from '../customer/compare';
import { createSession } from './customer-sessions';
import { hashPassword, passwordMatches } from './passwords';
import type { RateLimitCounter, RateWindow } from './rate-limits';
import { claimVerification } from './verification';

const CUSTOMER_FIELDS = ['id', 'name', 'surname', 'patronymic', 'phone', 'email', 'birth_day', 'gender'] as const;

export const customerById = (db: Db, id: number) =>
  db.selectFrom('customers').where('id', '=', id).select(CUSTOMER_FIELDS).executeTakeFirstOrThrow();

/** Whether an admin has blocked the account (docs/product-rules.md#support): then it cannot sign in. */
export async function isBlocked(db: Db, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').where('id', '=', customerId).select('blocked_at').executeTakeFirst();
  return Boolean(row?.blocked_at);
}

/** Whether the account of this phone is blocked; false for a phone without one. */
export async function phoneIsBlocked(db: Db, phone: string): Promise<boolean> {
  const row = await db.selectFrom('customers').where('phone', '=', phone).select('blocked_at').executeTakeFirst();
  return Boolean(row?.blocked_at);
}

/** What the API tells of an account: never its password hash or anything else the row holds. */
/** Whether an account holds this phone (380XXXXXXXXX). */
export const phoneHasAccount = async (db: Db, phone: string) =>
  Boolean(await db.selectFrom('customers').where('phone', '=', phone).select('id').executeTakeFirst());

export function customerAnswer(customer: Awaited<ReturnType<typeof customerById>>) {
  const { id, name, surname, patronymic, phone, email, birth_day, gender } = customer;
  return { id, name, surname, patronymic, phone, email, birth_day, gender };
}

/**
 * A new account for the phone a registration proof names, spending the proof in the same transaction: of two
 * requests with one proof, one makes the account and the other finds the proof spent (422). A phone that has an
 * account already answers 409 and keeps its proof.
 */
export async function createAccount(db: Db, proof: string, password: string, name: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const phone = await claimVerification(trx, proof, 'registration');
    if (!phone) throw new Refused('phoneProofExpired');
    const row = await trx
      .insertInto('customers')
      .values({ phone, name, surname: '', patronymic: '', password_hash: passwordHash, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Conflict('phoneTaken');
    return row.id;
  });
}

/** The customer whose phone and password these are, or null; unknown phones take as long as wrong passwords. */
export async function customerByPassword(db: Db, phone: string, password: string): Promise<number | null> {
  const row = await db.selectFrom('customers').where('phone', '=', phone).select(['id', 'password_hash']).executeTakeFirst();
  const matches = await passwordMatches(password, row?.password_hash ?? null);
  return matches && row ? row.id : null;
}

/**
 * Sets the password of the phone a reset proof names, spending the proof in the same transaction, so one proof
 * sets one password however many requests carry it. A new password ends every session of the account: whoever
 * knew the old one is signed out.
 */
export async function replacePassword(db: Db, proof: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const phone = await claimVerification(trx, proof, 'reset');
    const row = phone
      ? await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash })
          .where('phone', '=', phone)
          .returning('id')
          .executeTakeFirst()
      : undefined;
    if (!row) throw new Refused('phoneProofExpired');
    await trx.deleteFrom('customer_sessions').where('customer_id', '=', row.id).execute();
    return row.id;
  });
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
    const ownItems = new Map(
      (await trx.selectFrom('cart_items').where('cart_id', '=', own.id).select(['product_id', 'qty']).execute()).map((i) => [
        i.product_id,
        i.qty,
      ]),
    );
    const guestItems = await trx
      .selectFrom('cart_items')
      .where('cart_id', '=', guest.id)
      .select(['product_id', 'qty', 'added_at'])
      .execute();
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
  const guest = await db
    .selectFrom('compare_sessions')
    .where('id', '=', guestId)
    .where('customer_id', 'is', null)
    .select('id')
    .executeTakeFirst();
  if (!guest) return;
  if (!own) return void (await usableSession(db, guestId, customerId));
  const items = await db
    .selectFrom('compare_items')
    .where('session_id', '=', guest.id)
    .select('product_id')
    .orderBy('created_at')
    .execute();
  for (const { product_id } of items) {
    try {
      await addToCompare(db, own.id, product_id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  await db.deleteFrom('compare_items').where('session_id', '=', guest.id).execute();
  await db.deleteFrom('compare_sessions').where('id', '=', guest.id).execute();
}

/**
 * Signs the customer in: the guest's cart and compare lists join the account, and a session starts. Each sign-in is
 * kept, with how it came about, for support (docs/product-rules.md#support).
 */
export async function signIn(db: Db, customerId: number, lists: GuestLists, method: SignInMethod) {
  if (lists.cart_session) await mergeCart(db, customerId, lists.cart_session);
  if (lists.compare_session) await mergeCompare(db, customerId, lists.compare_session);
  const now = new Date();
  const token = await createSession(db, customerId, now);
  await db.insertInto('customer_sign_ins').values({ customer_id: customerId, method, created_at: now.toISOString() }).execute();
  return { token, customer: await customerById(db, customerId) };
}

/**
 * Wrong passwords allowed in the window before logins wait: for a phone from one address, for one address
 * over every phone it tries (guessing many phones, or unknown ones, costs a hash each too), and for a phone
 * over every address (a guess spread across many addresses).
 */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perPhoneAndAddress: 10, perAddress: 30, perPhone: 50 } as const;

interface LoginAttempt {
  /** seconds until a login may be tried, or 0 when this one may go on */
  wait: number;
  /** the password was right: this try is no failure, and the phone's count from this address starts over */
  succeeded(): Promise<void>;
  /** the password was never checked (the server was busy): this try is no failure */
  withdrawn(): Promise<void>;
}

/**
 * Counts login tries per phone and address, per address and per phone, so passwords cannot be guessed at
 * speed. A try counts as a failure from its start until it succeeds: logins sent all at once are refused
 * before their passwords are hashed, not after. The counts live in the shared rate-limit table, so every
 * server process over the database refuses alike.
 */
export function loginAttempts(counter: RateLimitCounter) {
  const windowMs = LOGIN_LIMITS.windowSeconds * 1000;
  // The tightest limit first: a try it refuses touches no other count.
  const limits = (phone: string, ip: string) =>
    [
      ['login:phone-address', `${phone}|${ip}`, LOGIN_LIMITS.perPhoneAndAddress],
      ['login:address', ip, LOGIN_LIMITS.perAddress],
      ['login:phone', phone, LOGIN_LIMITS.perPhone],
    ] as const;

  /** Seconds until every full count of these keys has room again. */
  async function waitFor(keys: ReturnType<typeof limits>, now: number): Promise<number> {
    const until = Math.max(...(await Promise.all(keys.map(([bucket, key, limit]) => counter.fullUntil(bucket, key, limit, now)))));
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  return {
    async begin(phone: string, ip: string, now = Date.now()): Promise<LoginAttempt> {
      const keys = limits(phone, ip);
      const counted: RateWindow[] = [];
      const withdrawn = async () => void (await Promise.all(counted.map((window) => counter.uncount(window))));
      for (const [bucket, key, limit] of keys) {
        const window = await counter.hitBelow(limit, bucket, key, windowMs, now);
        if (window) {
          counted.push(window);
          continue;
        }
        // Refused: the counts this try took already go back, so a refused try is no failure either.
        await withdrawn();
        const nothing = async () => {};
        return { wait: await waitFor(keys, now), succeeded: nothing, withdrawn: nothing };
      }
      return {
        wait: 0,
        withdrawn,
        async succeeded() {
          await withdrawn();
          await counter.forget(keys[0][0], keys[0][1]);
        },
      };
    },
  };
}
