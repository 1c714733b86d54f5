import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { sellerPause } from '../services/seller/seller-profile';
import { sellerByKey, type ApiSeller } from '../services/seller/seller-keys';
import { createSellerSession, SELLER_SESSION_DAYS, sellerUserBySession, type SessionSellerUser } from '../services/seller/seller-users';
import { ApiError } from './errors';

/** The workspace's own session cookie: a customer's `token` cookie means nothing to the seller routes, nor this to the shop's. */
export const SELLER_COOKIE = 'seller_token';

/** The signed-in seller user of the workspace, or null. */
export async function sellerUserOf(req: FastifyRequest, db: Db): Promise<SessionSellerUser | null> {
  const token = req.cookies[SELLER_COOKIE];
  return token ? sellerUserBySession(db, token) : null;
}

/** The signed-in user as the workspace reads it, with whether the back office has its shop paused. */
export const sellerUserAnswer = (user: SessionSellerUser) => ({
  data: {
    id: user.id,
    name: user.name,
    phone: user.phone,
    role: user.role,
    seller: { id: user.seller_id, shop_name: user.shop_name },
    pause: user.paused_at === null ? null : { since: user.paused_at, reason: user.pause_reason },
  },
});

/** Signs a seller user in: a new session in the `seller_token` cookie; answers the user as the sign-in routes do. */
export async function signInSellerUser(db: Db, config: Pick<Config, 'https'>, reply: FastifyReply, id: number) {
  const token = await createSellerSession(db, id);
  reply.setCookie(SELLER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.https,
    maxAge: SELLER_SESSION_DAYS * 86_400,
  });
  return sellerUserAnswer((await sellerUserBySession(db, token))!);
}

/**
 * The seller a request acts for: an integration sends `Authorization: Bearer <key>`, the workspace its session
 * cookie. A request that sends a key is judged by the key alone, so a wrong key never falls back to a cookie.
 */
export async function requireSeller(req: FastifyRequest, db: Db): Promise<ApiSeller> {
  const key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (key) {
    const seller = await sellerByKey(db, key);
    if (!seller) throw new ApiError(401, 'sellerKeyInvalid');
    return seller;
  }
  const user = await sellerUserOf(req, db);
  if (!user) throw new ApiError(401, 'sellerSignInRequired');
  return { id: user.seller_id, shop_name: user.shop_name };
}

/**
 * The owner signed in to the workspace, or the refusal: no session is 401, a manager or a key is 403. A request
 * that sends a key is judged by the key alone (docs/product-rules.md#seller-workspace), and a key is no person.
 */
export async function requireOwner(req: FastifyRequest, db: Db): Promise<SessionSellerUser> {
  if (/^Bearer\s+\S+$/i.test(req.headers.authorization ?? '')) throw new ApiError(403, 'seller-team:errors.ownerOnly');
  const user = await sellerUserOf(req, db);
  if (!user) throw new ApiError(401, 'sellerSignInRequired');
  if (user.role !== 'owner') throw new ApiError(403, 'seller-team:errors.ownerOnly');
  return user;
}

/**
 * Refuses what would publish while the back office has the seller paused (docs/product-rules.md#back-office):
 * offers, feeds, proposed products, replies and the profile wait until it resumes; orders and chats go on.
 */
export async function refuseWhilePaused(db: Db, sellerId: number): Promise<void> {
  if ((await sellerPause(db, sellerId)).paused) throw new ApiError(409, 'sellerPausedNoPublishing');
}
