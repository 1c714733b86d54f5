import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { customerByToken, type SessionCustomer } from '../services/auth/customer-sessions';
import { ApiError } from './errors';

/** Who a route serves: `required` answers a guest 401 before anything else; `optional` lets guests in too. */
type CustomerNeed = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the session's customer; see ADR 10. */
    customer?: CustomerNeed;
  }
  interface FastifyRequest {
    /** Resolved once per request on routes that declare `config.customer`; read it through `customerOf` / `customerIfAny`. */
    sessionCustomer: SessionCustomer | null;
  }
}

/** The `token` cookie carries the session; `Authorization: Bearer` serves other clients. */
export function sessionToken(req: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? req.cookies.token ?? null;
}

/**
 * Resolves the customer of routes that declare `config.customer`, once, before the body is parsed or validated:
 * a guest on a customer-only route gets 401 whatever the body, never a 400 about a form they may not send.
 * Register after the cookie plugin, whose own request hook reads the cookies this one needs.
 */
export function registerCustomerResolution(app: FastifyInstance, db: Db): void {
  app.decorateRequest('sessionCustomer', null);
  app.addHook('onRequest', async (req) => {
    const need = req.routeOptions.config.customer;
    if (!need) return;
    const token = sessionToken(req);
    req.sessionCustomer = token ? await customerByToken(db, token) : null;
    if (need === 'required' && !req.sessionCustomer) throw new ApiError(401, 'signInRequired');
  });
}

/**
 * The signed-in customer of a public route for some of its requests only (the cabinet's "in my purchases"
 * suggestions on the live search): such a route cannot declare `config.customer`, which would keep its other answers
 * out of the shared cache, so it asks here, and marks those requests private (`config.privateWhen`). A guest gets 401.
 */
export async function customerFor(db: Db, req: FastifyRequest): Promise<SessionCustomer> {
  const token = sessionToken(req);
  const customer = token ? await customerByToken(db, token) : null;
  if (!customer) throw new ApiError(401, 'signInRequired');
  return customer;
}

/** A route that forgot its option would otherwise see every shopper as a guest: that is a bug, not a 401. */
function undeclared(req: FastifyRequest, need: CustomerNeed): Error {
  return new Error(`${req.method} ${req.routeOptions.url} reads the customer without config.customer '${need}'`);
}

/** The signed-in customer of a route with `config: { customer: 'required' }`. */
export function customerOf(req: FastifyRequest): SessionCustomer {
  if (req.routeOptions.config.customer !== 'required' || !req.sessionCustomer) throw undeclared(req, 'required');
  return req.sessionCustomer;
}

/** The customer, or null for a guest, on a route with `config: { customer: 'optional' }`. */
export function customerIfAny(req: FastifyRequest): SessionCustomer | null {
  if (req.routeOptions.config.customer !== 'optional') throw undeclared(req, 'optional');
  return req.sessionCustomer;
}
