import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import {
  createOperatorSession,
  OPERATOR_SESSION_DAYS,
  operatorBySession,
  type OperatorRole,
  type SessionOperator,
} from '../services/operator/operator-users';
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

/** Signs an operator user in: a new session in the `operator_token` cookie; answers the user as the sign-in routes do. */
export async function signInOperator(db: Db, config: Pick<Config, 'https'>, reply: FastifyReply, id: number) {
  const token = await createOperatorSession(db, id);
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.https,
    maxAge: OPERATOR_SESSION_DAYS * 86_400,
  });
  const user = (await operatorBySession(db, token))!;
  return { data: { id: user.id, name: user.name, phone: user.phone, role: user.role } };
}
