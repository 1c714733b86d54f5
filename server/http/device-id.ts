import type { FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Ids a guest's browser keeps for us (the cart, the search history): sent as a header by the app, and kept in a
 * cookie as well, so a page the server renders finds the same one, and a browser that lost its storage keeps it.
 */
interface DeviceId {
  header: string;
  cookie: string;
}

/** The guest's cart: the app's `cart-session` header, or the `cart_session` cookie. */
export const CART_ID: DeviceId = { header: 'cart-session', cookie: 'cart_session' };

/** The id the request names: the app's header first, the cookie otherwise. */
export function sentDeviceId(req: FastifyRequest, id: DeviceId): string | undefined {
  const header = req.headers[id.header];
  return typeof header === 'string' ? header : req.cookies[id.cookie];
}

/** Keeps the id in its cookie for a year (HttpOnly: the app sends it as a header from its own storage). */
export function keepDeviceId(reply: FastifyReply, id: DeviceId, value: string, secure: boolean): void {
  reply.setCookie(id.cookie, value, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure });
}
