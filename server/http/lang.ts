import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../src/domain/paths';

/** The app sends its language in `accept-language` as plain `uk` or `ru`; browsers send a list. */
export function requestLang(req: FastifyRequest): Lang {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^ru\b/i.test(header.trim()) ? 'ru' : 'uk';
}
