import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorText } from '../i18n/texts';
import type { loginAttempts } from '../services/auth/auth';
import { mobilePhoneOf } from '../routes/verification';
import { clientAddress } from './client-address';
import { requestLang } from './lang';

/**
 * The one way a phone and a password sign in, for a customer, a seller user and an operator alike: the same limits
 * per phone and per address (a 429 with Retry-After), one 422 for an unknown phone and a wrong password, and a try
 * the check could not finish (a database error) not counted against the shopper. Answers the account's id, or null
 * once it has sent the refusal.
 */
export async function passwordSignIn(
  req: FastifyRequest<{ Body: { phone: string; password: string } }>,
  reply: FastifyReply,
  attempts: ReturnType<typeof loginAttempts>,
  check: (phone: string, password: string) => Promise<number | null>,
): Promise<number | null> {
  const lang = requestLang(req);
  const phone = mobilePhoneOf(req, req.body.phone);
  const attempt = await attempts.begin(phone, clientAddress(req));
  if (attempt.wait > 0) {
    await reply
      .status(429)
      .header('retry-after', String(attempt.wait))
      .send({ message: errorText(lang, 'loginTooManyAttempts', { seconds: String(attempt.wait) }) });
    return null;
  }
  const id = await check(phone, req.body.password).catch(async (error: unknown) => {
    await attempt.withdrawn();
    throw error;
  });
  if (id === null) {
    const message = errorText(lang, 'wrongLogin');
    await reply.status(422).send({ message, errors: { password: [message] } });
    return null;
  }
  await attempt.succeeded();
  return id;
}
