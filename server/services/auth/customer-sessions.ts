import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';

/** How long a sign-in lasts without activity. */
export const SESSION_DAYS = 90;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns its token: 256 random bits, kept on the server only as a hash. */
export async function createSession(db: Db, customerId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('customer_sessions')
    .values({ token_hash: hashToken(token), customer_id: customerId, created_at: now.toISOString(), expires_at: expires.toISOString() })
    .execute();
  return token;
}

/** The customer a token belongs to, or null for an unknown or expired token. */
export async function customerByToken(db: Db, token: string, now = new Date()) {
  return (
    (await db
      .selectFrom('customer_sessions as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .where('s.token_hash', '=', hashToken(token))
      .where('s.expires_at', '>', now.toISOString())
      // Blocking ends the account's sessions; this keeps one a sign-in racing the block made from opening anything.
      .where('c.blocked_at', 'is', null)
      .select(['c.id', 'c.phone', 'c.name', 'c.surname', 'c.patronymic', 'c.email', 'c.birth_day', 'c.gender'])
      .executeTakeFirst()) ?? null
  );
}

export type SessionCustomer = NonNullable<Awaited<ReturnType<typeof customerByToken>>>;

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** After a password change: whoever knew the old password is signed out everywhere but here. */
export async function endOtherSessions(db: Db, customerId: number, keptToken: string): Promise<void> {
  await db.deleteFrom('customer_sessions').where('customer_id', '=', customerId).where('token_hash', '!=', hashToken(keptToken)).execute();
}
