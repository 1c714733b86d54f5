import type { FastifyInstance, FastifyRequest } from 'fastify';
import { durably } from '../db/durable-commits';

/**
 * The writes a shopper or a seller must never lose once acknowledged: placing orders, a payment's outcome, and
 * every change to an account. A cart, a comparison or a search history is cheap to lose and keeps the fast commit.
 */
const DURABLE = [
  /^\/api\/checkout\/(create-orders|fast-order)/,
  /^\/api\/payment\//,
  /^(\/ru)?\/payment\/(sandbox|monobank)\//,
  /^\/api\/auth\//,
  /^\/api\/customer\//,
];

export function isDurableWrite(req: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD' && DURABLE.some((path) => path.test(req.url));
}

/** Runs such a request, hooks and handler, inside `durably`: its commits are synced before it is answered. */
export function registerDurableWrites(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (isDurableWrite(req)) durably(done);
    else done();
  });
}
