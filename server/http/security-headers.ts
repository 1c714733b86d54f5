import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets, asked of it once: none of them depends on the request (the policy has no nonces). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = { setHeader: (name: string, value: unknown) => headers.set(name, String(value)), removeHeader: (name: string) => headers.delete(name) };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/**
 * Helmet's headers on every answer, worked out once at start. @fastify/helmet made a new middleware for every
 * request, its Content-Security-Policy parsed again, which cost a cached catalogue answer about a tenth of its time;
 * running helmet's eleven header functions on each request still cost an add to cart 3 % (docs/benchmarks.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
