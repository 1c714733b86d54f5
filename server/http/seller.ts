import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { sellerByKey, type ApiSeller } from '../services/seller-keys';
import { ApiError } from './errors';

/** The seller API is for other clients, never a browser session: only `Authorization: Bearer <key>` counts. */
export async function requireSeller(req: FastifyRequest, db: Db): Promise<ApiSeller> {
  const key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const seller = key ? await sellerByKey(db, key) : null;
  if (!seller) throw new ApiError(401, 'sellerKeyInvalid');
  return seller;
}
