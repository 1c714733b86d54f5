import type { FastifyRequest } from 'fastify';
import { validationText } from '../../src/domain/validation-texts';
import type { Lang } from '../../src/domain/paths';
import { normalizeUaPhone } from '../../src/domain/phone';
import { ErrorBody, errorResponses } from '../contract/common';
import {
  ConfirmVerificationAnswer,
  ConfirmVerificationBody,
  InitVerificationAnswer,
  InitVerificationBody,
  TooSoon,
} from '../contract/verification';
import { clientAddress } from '../http/client-address';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import { confirmCode, sendCode, VERIFICATION_TOKEN_SECONDS } from '../services/auth/verification';
import type { RoutePlugin } from './context';

const tags = ['checkout'];

/** The canonical 380XXXXXXXXX, or a 400 that marks the phone field. */
export function mobilePhoneOf(req: FastifyRequest, input: string): string {
  const phone = normalizeUaPhone(input);
  if (phone) return phone;
  throw new ApiError(400, 'phoneInvalid', { phone: [errorText(requestLang(req), 'phoneInvalid')] });
}

/** docs/product-rules.md#accounts-and-sign-in "Wrong SMS code", as the message and as the code field's error. */
export function wrongCode(lang: Lang) {
  const message = validationText('wrongSmsCode', lang);
  return { message, errors: { code: [message] } };
}

/** The 429 body of a send refused by the limits: the text and the seconds to wait. */
export function tooSoon(lang: Lang, resendIn: number) {
  const message = errorText(lang, 'smsResendLater', { seconds: String(resendIn) });
  return { message, errors: { phone: [message] }, resend_in: resendIn };
}

/** docs/product-rules.md#checkout "Init verification" and "Confirm verification": a guest proves a phone by an SMS code before checking out. */
export const verificationRoutes: RoutePlugin = async (app, { db, config, providers: { sms } }) => {
  app.post(
    '/api/checkout/verification/init',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS to the phone; it replaces the phone’s earlier code and lives 10 minutes',
        description:
          'The same answer whether the phone belongs to a customer or not. 429 with resend_in when asked again within a minute, or past 5 an hour per phone or 20 an hour per address.',
        body: InitVerificationBody,
        response: { 200: InitVerificationAnswer, ...errorResponses, 429: TooSoon },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const phone = mobilePhoneOf(req, req.body.phone);
      const outcome = await sendCode(db, sms, config.secret, {
        phone,
        purpose: 'checkout',
        ip: clientAddress(req),
        lang,
        storeName: config.storeName,
      });
      if (!outcome.sent) return reply.status(429).header('retry-after', String(outcome.resendIn)).send(tooSoon(lang, outcome.resendIn));
      return { data: { resend_in: outcome.resendIn, expires_in: outcome.expiresIn } };
    },
  );

  app.post(
    '/api/checkout/verification/confirm',
    {
      schema: {
        tags,
        summary: 'Check the SMS code; a right one gives a verification_token that proves the phone for an hour',
        description:
          "Wrong, expired, used or unknown codes all answer 422 'Невірний код'. A code is checked at most 5 times (the right try included) and works once; then a new one must be sent.",
        body: ConfirmVerificationBody,
        response: { 200: ConfirmVerificationAnswer, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const phone = mobilePhoneOf(req, req.body.phone);
      const token = await confirmCode(db, config.secret, { phone, purpose: 'checkout', code: req.body.code.trim() });
      if (!token) return reply.status(422).send(wrongCode(requestLang(req)));
      return { data: { verification_token: token, expires_in: VERIFICATION_TOKEN_SECONDS } };
    },
  );
};
