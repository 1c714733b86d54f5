import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets, asked of it once: none of them depends on the request (the policy has no nonces). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/**
 * What a script, stylesheet, font or picture a page loads is governed by: no sniffing into another type, no
 * reading from another site, the referrer of a stylesheet's own fetches, HTTPS for the host. The rest of helmet's
 * headers (the content policy, framing, the opener, the agent cluster…) act only where the answer becomes a
 * document or a worker.
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

/** Raster pictures and stylesheets never become a document or a worker, wherever they are served from. */
const NEVER_A_DOCUMENT = /^(?:image\/(?:avif|webp|png|jpeg|gif)|text\/css|font\/)/;
/** Documents and workers that could come from the build's folder: an SVG runs scripts when opened on its own. */
const COULD_BE_A_DOCUMENT = /html|xml|svg/;

/**
 * Whether an answer is only ever loaded by a page: pictures and styles, and the build's hashed files (module
 * scripts, their maps), which no page runs as a worker: the service worker is served from the top, not `/assets/`.
 */
export function isSubresource(url: string, contentType: string): boolean {
  if (NEVER_A_DOCUMENT.test(contentType)) return true;
  return url.startsWith('/assets/') && contentType !== '' && !COULD_BE_A_DOCUMENT.test(contentType);
}

/**
 * Helmet's headers on every answer, worked out once at start. @fastify/helmet made a new middleware for every
 * request, its Content-Security-Policy parsed again, which cost a cached catalogue answer about a tenth of its time;
 * running helmet's eleven header functions on each request still cost an add to cart 3 % (docs/benchmarks.md).
 * A script, stylesheet or picture goes without the headers only a document reads: they were 0.7 KB of every such
 * answer, about 8 KB of a first product view over HTTP/1.1 (docs/benchmarks.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  const documentOnly = Object.keys(headers).filter((name) => !SUBRESOURCE_HEADERS.has(name));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && isSubresource(req.url, type)) for (const name of documentOnly) reply.removeHeader(name);
    done(null, payload);
  });
}
