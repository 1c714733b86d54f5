import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. Helmet's middleware is made once here: @fastify/helmet made a new one, its
 * Content-Security-Policy parsed again, for every request, which cost a cached catalogue answer about a tenth of
 * its time (docs/benchmarks.md). The policy has no per-request part (no nonces), so one middleware serves all.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)));
}
