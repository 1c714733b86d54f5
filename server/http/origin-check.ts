import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { requestLang } from './lang';
import { errorText } from '../i18n/texts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An origin in the form browsers send it (lower-case host, no default port), or null when it is not one. */
function normalOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Where the browser says the request comes from: Origin, else Referer's origin; undefined when it says nothing. */
function claimedOrigin(req: FastifyRequest): string | null | undefined {
  const { origin, referer } = req.headers;
  if (origin !== undefined) return normalOrigin(origin);
  if (referer !== undefined) return normalOrigin(referer);
  return undefined;
}

/**
 * Refuses writes a browser sends from another origin. The session lives in a SameSite=Lax cookie, which a
 * browser still sends from a page of the same site but another origin (a sibling subdomain, another port of
 * the same host) and which older browsers ignore, so such a page could otherwise place orders or change a
 * profile as the signed-in shopper.
 *
 * Browsers name the sending page's origin on cross-origin writes (Origin; `null` from sandboxed or
 * privacy-hiding contexts, which is refused too), and a page cannot forge it. A write that names no origin
 * at all comes from outside a browser (curl, the seller API with its key, an acquirer's signed callback,
 * tests), where there is no shopper's cookie to abuse, so it passes.
 *
 * The store's own origin is PUBLIC_URL, and also the origin the request itself was addressed to (its Host,
 * with X-Forwarded-Host/-Proto only from a trusted proxy): a page never chooses the Host header of a request
 * it makes, so a request whose Origin equals its own Host came from a page of this very address. That keeps
 * `npm start` on localhost or a LAN address, and the Vite dev server (whose proxy passes the Host on),
 * working without listing every address the store answers on. Writes from another port or scheme of the
 * same host are another origin, and refused like any other site.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const publicOrigin = normalOrigin(config.publicUrl);
  app.addHook('onRequest', async (req, reply) => {
    if (READS.has(req.method)) return;
    const claimed = claimedOrigin(req);
    if (claimed === undefined) return;
    if (claimed !== null && (claimed === publicOrigin || claimed === normalOrigin(`${req.protocol}://${req.host}`))) return;
    return reply.status(403).send({ message: errorText(requestLang(req), 'foreignOrigin') });
  });
}
