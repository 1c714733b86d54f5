import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../src/domain/paths';

/** The app sends its language in `accept-language` as plain `uk` or `ru`; browsers send a list. */
export function requestLang(req: FastifyRequest): Lang {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^ru\b/i.test(header.trim()) ? 'ru' : 'uk';
}

/** Picks the column of the request's language: `name` → `name_uk` | `name_ru`. */
export function col<N extends string>(name: N, lang: Lang): `${N}_${Lang}` {
  return `${name}_${lang}`;
}
