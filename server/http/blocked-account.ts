import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { ErrorBody } from './errors';
import { requestLang } from './lang';
import { serverText } from '../i18n/i18n';

/** The store's support phones: STORE_PHONE may list several, comma-separated (the contact page shows each). */
export const storePhones = (config: Pick<Config, 'storePhone'>) =>
  config.storePhone
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean);

/**
 * docs/product-rules.md#support: a blocked account's sign-in is refused (403) with the reason it has none, and how
 * to reach support, in the contact page's words; under the phone field too, where the sign-in form shows it.
 */
export function refuseBlocked(req: FastifyRequest, reply: FastifyReply, config: Config): FastifyReply {
  const lang = requestLang(req);
  const message = serverText(lang, 'admin-support', 'blockedSignIn', {
    phones: storePhones(config).join(', '),
    email: config.storeEmail,
    schedule: serverText(lang, 'contact', 'schedule'),
  });
  return reply.status(403).send({ message, errors: { phone: [message] } } satisfies ErrorBody);
}
