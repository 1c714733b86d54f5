import type { FastifyRequest } from 'fastify';
import { validationText } from '../../src/domain/validation-texts';
import { ErrorBody, errorResponses, PageQuery } from '../contract/common';
import {
  CustomerPromoCodes,
  PhoneQuery,
  PromoCodeAnswer,
  PromoExistsAnswer,
  ValidatePromoQuery,
  VerificationHeaders,
} from '../contract/promo';
import type { Db } from '../db/connection';
import { customerIfAny, customerOf } from '../http/customer';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import { customerPromoCodes } from '../services/promo/customer-promo-codes';
import { phoneHasPromoCodes, usablePromoCode, waitsForAccount } from '../services/promo/promo-codes';
import { provenPhones } from '../services/auth/verification';
import type { RoutePlugin } from './context';
import { mobilePhoneOf } from './verification';

const tags = ['checkout'];

async function phonesOf(req: FastifyRequest, db: Db): Promise<string[]> {
  const customer = customerIfAny(req);
  const token = req.headers['x-verification-token'];
  return provenPhones(db, customer?.phone ?? null, typeof token === 'string' ? token : undefined);
}

/** docs/product-rules.md#checkout "Promo code check" and "Promo codes by phone". A phone is proved by signing in or by a verification_token. */
export const promoRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/checkout/promo-code/validate',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Check a promo code: its discount, minimum order and expiry',
        description:
          "Unknown, expired, used-up, wrongly sized (not 6 or 8 characters) codes, and a code bound to another phone, all answer 422 'Неправильний промокод'. A code bound to a phone is usable only signed in with it: a guest who proved that phone (x-verification-token) gets 422 asking to sign in or register. The minimum order is for the checkout to apply.",
        headers: VerificationHeaders,
        querystring: ValidatePromoQuery,
        response: { 200: PromoCodeAnswer, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const customer = customerIfAny(req);
      const promo = await usablePromoCode(db, req.query.code, customer?.phone ?? null);
      if (promo) return { data: promo };
      const lang = requestLang(req);
      // The guest proved the phone, so naming what the code needs tells nobody else anything.
      const needsAccount = !customer && (await waitsForAccount(db, req.query.code, await phonesOf(req, db)));
      const message = needsAccount ? errorText(lang, 'promoNeedsAccount') : validationText('invalidPromoCode', lang);
      return reply.status(422).send({ message, errors: { code: [message] } });
    },
  );

  app.get(
    '/api/checkout/promo-code/exists-by-phone',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Whether usable promo codes are bound to the phone; false unless the caller proved it',
        headers: VerificationHeaders,
        querystring: PhoneQuery,
        response: { 200: PromoExistsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const phone = mobilePhoneOf(req, req.query.phone);
      const proved = (await phonesOf(req, db)).includes(phone);
      return { data: { exists: proved && (await phoneHasPromoCodes(db, phone)) } };
    },
  );

  app.get(
    '/api/customer/promo-codes',
    {
      config: { customer: 'required' },
      schema: {
        tags: ['cabinet'],
        summary: 'Promo codes the customer can use: public ones and those bound to their phone (docs/product-rules.md#cabinet)',
        querystring: PageQuery,
        response: { 200: CustomerPromoCodes, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => customerPromoCodes(db, customerOf(req).phone, req.query.page ?? 1),
  );
};
