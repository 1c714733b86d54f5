import type { FastifyReply, FastifyRequest } from 'fastify';
import { adCookieChange, ADS_COOKIE, ADUID_COOKIE } from '../../src/domain/attribution';
import { CONSENT_COOKIE, consentFromCookie } from '../../src/domain/attribution-consent';
import { AD_COOKIE_SECONDS } from '../../src/domain/limits';

/**
 * docs/product-rules.md#analytics-and-attribution: a landing page from an ad keeps its source, written with the page
 * itself (no script needed) but only when the shopper has consented to advertising. Before the choice the browser
 * keeps the landing link and applies the same rule once the shopper agrees.
 */
export function keepAdSource(req: FastifyRequest, reply: FastifyReply, search: string, secure: boolean): void {
  if (!consentFromCookie(req.cookies[CONSENT_COOKIE])?.ads) return;
  const change = adCookieChange(search);
  if (!change) return;
  // Readable by the app: it sends them with the orders it places.
  const options = { path: '/', maxAge: AD_COOKIE_SECONDS, sameSite: 'lax', secure } as const;
  if (change.ads) reply.setCookie(ADS_COOKIE, change.ads, options);
  if (change.aduid) reply.setCookie(ADUID_COOKIE, change.aduid, options);
  else if (change.aduid === null) reply.clearCookie(ADUID_COOKIE, { path: '/' });
}

/** The ad source and affiliate click id an order carries: what the shopper's cookies hold. */
export function adSourceOf(req: FastifyRequest): { utmSource: string; admitadUid: string } {
  return { utmSource: req.cookies[ADS_COOKIE] ?? '', admitadUid: req.cookies[ADUID_COOKIE] ?? '' };
}
