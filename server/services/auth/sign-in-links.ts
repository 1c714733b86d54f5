import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';

/** How long a one-time sign-in link works: long enough to find the SMS the next morning. */
export const SIGN_IN_LINK_HOURS = 72;

type SignInLinkKind = 'operator' | 'seller';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time link's token for this user: 256 random bits, kept only as a hash. */
export async function createSignInLink(db: Db, kind: SignInLinkKind, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SIGN_IN_LINK_HOURS * 3_600_000);
  await db
    .insertInto('sign_in_links')
    .values({ token_hash: hashToken(token), kind, user_id: userId, created_at: now.toISOString(), expires_at: expires.toISOString() })
    .execute();
  return token;
}

/** Spends a link: the user it signs in, or null for an unknown, spent or expired one. A link works once. */
export async function spendSignInLink(db: Db, kind: SignInLinkKind, token: string, now = new Date()): Promise<number | null> {
  const spent = await db
    .deleteFrom('sign_in_links')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id ?? null;
}
