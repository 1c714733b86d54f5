import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RateLimitCounter, RateWindow } from '../services/auth/rate-limits';
import { clientAddress } from './client-address';
import { sessionToken } from './customer';
import { CART_ID, sentDeviceId } from './device-id';

/**
 * Calls that cost the shop something real (a password hash, an SMS, an order, a photo decoded) or guard an
 * account: they count per address whatever session they carry, so a new cookie buys no new tries. Their own
 * limits (wrong logins, SMS per address and phone: docs/product-rules.md#accounts-and-sign-in and #checkout)
 * count on top, as before.
 */
export const PER_ADDRESS_CALLS: ReadonlySet<string> = new Set([
  'POST /api/auth/registration/add-phone',
  'POST /api/auth/registration/verify-phone',
  'POST /api/auth/registration/create-password',
  'POST /api/auth/login-customer',
  'POST /api/auth/reset/forgot-password',
  'POST /api/auth/reset/verify-phone',
  'POST /api/auth/reset/new-password',
  'POST /api/checkout/verification/init',
  'POST /api/checkout/verification/confirm',
  'POST /api/checkout/create-orders',
  'POST /api/checkout/fast-order',
  'POST /api/product/:id/reviews',
  'POST /api/contact',
  'POST /api/cooperation',
  // A log line per report: a client making up a session per report gets no fresh allowance with it.
  'POST /api/client-errors',
]);

/**
 * Sessions one address may start counting in a window. Shoppers behind one carrier's address each start one a
 * minute; a client that makes up a cookie per request starts one per request, and past this many its requests
 * count per address again.
 */
export const NEW_SESSIONS_PER_ADDRESS = 100;

/** Who a request counts against: its address alone, or its session as long as the address may start one. */
type Counted = { session: string | null; address: string };

/** Session ids are as good as passwords: the table keeps only a digest of them. */
const digest = (id: string) => createHash('sha256').update(id).digest('base64url').slice(0, 22);

/**
 * The rate-limit key of a request: the signed-in customer's token, else the guest's cart id, else nothing,
 * with the address it came from (`clientAddress`: an IPv6 network as one). Space-separated, as an
 * address never holds a space.
 */
export function fairLimitKey(req: FastifyRequest): string {
  const address = clientAddress(req);
  const session = PER_ADDRESS_CALLS.has(`${req.method} ${req.routeOptions.url}`)
    ? undefined
    : (sessionToken(req) ?? sentDeviceId(req, CART_ID));
  return session ? `${address} ${digest(session)}` : address;
}

function counted(key: string): Counted {
  const [address = key, session = null] = key.split(' ');
  return { address, session };
}

/**
 * Counts one hit of a fair-limit key in `bucket`. A session counts on its own, unless its window is just
 * starting and its address has started {@link NEW_SESSIONS_PER_ADDRESS} already: then the hit is taken back
 * (so the next one asks again) and counts against the address, as a request without a session does.
 */
export async function hitFairly(
  counter: RateLimitCounter,
  bucket: string,
  key: string,
  windowMs: number,
  now: number,
): Promise<RateWindow> {
  const { address, session } = counted(key);
  if (session) {
    const window = await counter.hit(bucket, `session:${session}`, windowMs, now);
    if (window.hits > 1 || (await counter.hitBelow(NEW_SESSIONS_PER_ADDRESS, `${bucket}:new-sessions`, address, windowMs, now)))
      return window;
    await counter.uncount(window);
  }
  return counter.hit(bucket, `address:${address}`, windowMs, now);
}
