import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { customerByToken, type SessionCustomer } from '../services/customer-sessions';
import { ApiError } from './errors';

/** The `token` cookie carries the session; `Authorization: Bearer` serves other clients (DESIGN "API conventions"). */
export function sessionToken(req: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? req.cookies.token ?? null;
}

/** The signed-in customer, or null for a guest. */
export async function currentCustomer(req: FastifyRequest, db: Db): Promise<SessionCustomer | null> {
  const token = sessionToken(req);
  return token ? customerByToken(db, token) : null;
}

/** For routes only a signed-in customer may use: a guest gets 401. */
export async function requireCustomer(req: FastifyRequest, db: Db): Promise<SessionCustomer> {
  const customer = await currentCustomer(req, db);
  if (!customer) throw new ApiError(401, 'signInRequired');
  return customer;
}
