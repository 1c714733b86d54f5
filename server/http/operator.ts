import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { operatorBySession, type OperatorRole, type SessionOperator } from '../services/operator/operator-users';
import { ApiError } from './errors';

/** The back office's own session cookie: neither the shop's `token` nor the workspace's `seller_token` opens it, nor it them. */
export const OPERATOR_COOKIE = 'operator_token';

export async function operatorOf(req: FastifyRequest, db: Db): Promise<SessionOperator | null> {
  const token = req.cookies[OPERATOR_COOKIE];
  return token ? operatorBySession(db, token) : null;
}

/** The signed-in operator, in one of `roles`: 401 without a back-office session, 403 for another role. */
export async function requireOperator(
  req: FastifyRequest,
  db: Db,
  roles: readonly OperatorRole[] = ['admin', 'moderator'],
): Promise<SessionOperator> {
  const operator = await operatorOf(req, db);
  if (!operator) throw new ApiError(401, 'operatorSignInRequired');
  if (!roles.includes(operator.role)) throw new ApiError(403, 'operatorForbidden');
  return operator;
}
