import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { passwordMatches } from '../auth/passwords';

/** How long a workspace sign-in lasts: shorter than a shopper's, since it changes prices and stock. */
export const SELLER_SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The seller user whose phone and password these are, or null; an unknown phone takes as long as a wrong password. */
export async function sellerUserByPassword(db: Db, phone: string, password: string): Promise<number | null> {
  const user = await db.selectFrom('seller_users').where('phone', '=', phone).select(['id', 'password_hash']).executeTakeFirst();
  // An owner made by onboarding has no password until it sets one: checked against the decoy, like an unknown phone.
  return (await passwordMatches(password, user?.password_hash || null)) ? user!.id : null;
}

/** Starts a workspace session and returns its token: 256 random bits, kept on the server only as a hash. */
export async function createSellerSession(db: Db, sellerUserId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SELLER_SESSION_DAYS * 86_400_000);
  await db
    .insertInto('seller_sessions')
    .values({
      token_hash: hashToken(token),
      seller_user_id: sellerUserId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return token;
}

/** The seller user of a session, with the seller it works for, or null for an unknown or expired token. */
export async function sellerUserBySession(db: Db, token: string, now = new Date()) {
  return (
    (await db
      .selectFrom('seller_sessions as ss')
      .innerJoin('seller_users as u', 'u.id', 'ss.seller_user_id')
      .innerJoin('sellers as s', 's.id', 'u.seller_id')
      .where('ss.token_hash', '=', hashToken(token))
      .where('ss.expires_at', '>', now.toISOString())
      .select(['u.id', 'u.name', 'u.phone', 'u.role', 's.id as seller_id', 's.shop_name', 's.paused_at', 's.pause_reason'])
      .executeTakeFirst()) ?? null
  );
}

export type SessionSellerUser = NonNullable<Awaited<ReturnType<typeof sellerUserBySession>>>;

export async function endSellerSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('seller_sessions').where('token_hash', '=', hashToken(token)).execute();
}
