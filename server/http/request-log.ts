import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * Marks the API calls a page render makes in-process (server/http/first-screen.ts) with the page request's id.
 * The header carries a key only this process knows, so a client cannot pass its own requests off as inner ones
 * and hide them from the info log.
 */
const INNER_HEADER = 'x-kramnytsia-inner-request';
const INNER_KEY = randomBytes(16).toString('hex');

/** The headers an inner call carries: it is logged under `pageRequestId`, at debug. */
export function innerRequestHeaders(pageRequestId: string): Record<string, string> {
  return { [INNER_HEADER]: `${INNER_KEY} ${pageRequestId}` };
}

/** The page request's id when this is one of its inner calls, else null. */
function pageRequestOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[INNER_HEADER];
  if (typeof value !== 'string') return null;
  const [key, id] = value.split(' ');
  return key === INNER_KEY && id ? id : null;
}

/** Query parameters whose values open something (a checkout, a receipt, a session): logged by name only. */
const SECRET_PARAMETER = /checkout|token|code|password|secret|key|signature|session|uid/i;
/** Path segments that are such a value: the payment session of the sandbox's or Monobank's page. */
const SECRET_SEGMENT = /^(\/(?:ru\/)?payment\/(?:sandbox|monobank)\/)[^/?]+/;

/** The address as a log line shows it: the path, and the query with every secret value replaced by "…". */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(SECRET_SEGMENT, '$1…');
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMETER.test(decodeURIComponent(name)) ? `${name}=…` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's options for the log: our own line per request instead of its two, and inner calls under the page's id. */
export const REQUEST_LOG_OPTIONS = {
  logController: new LogController({ disableRequestLogging: true }),
  genReqId: (req) => pageRequestOf(req.headers) ?? randomBytes(6).toString('base64url'),
} satisfies Pick<FastifyServerOptions, 'logController' | 'genReqId'>;

/**
 * One line per request at info: method, path (secrets left out), status, milliseconds, and the request id every
 * other line of the request carries. A page's inner API calls go at debug, under the page request's id.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const line = { method: req.method, path: loggedPath(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (pageRequestOf(req.headers) !== null) req.log.debug({ ...line, inner: true }, 'inner request');
    else req.log.info(line, 'request');
  });
}
