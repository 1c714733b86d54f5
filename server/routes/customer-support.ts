import type { FastifyReply } from 'fastify';
import type { Lang } from '../../src/domain/paths';
import { phoneToFind } from '../../src/domain/support-search';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import {
  CodeResentAnswer,
  CustomerBlockBody,
  SupportCustomerAnswer,
  SupportCustomerQuery,
  SupportOrderAnswer,
} from '../contract/customer-support';
import { TooSoon } from '../contract/verification';
import { clientAddress } from '../http/client-address';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { serverText, type TextKey, type Vars } from '../i18n/i18n';
import {
  blockCustomer,
  resendCustomerCode,
  supportCustomer,
  supportOrder,
  unblockCustomer,
  type BlockOutcome,
} from '../services/operator/customer-support';
import type { RoutePlugin } from './context';
import { tooSoon } from './verification';

const tags = ['operator'];
const ADMIN = ['admin'] as const;

/** A refusal in support's own words, in the request's language. */
const refusal = (reply: FastifyReply, lang: Lang, status: number, key: TextKey<'admin-support'>, vars: Vars = {}) =>
  reply.status(status).send({ message: serverText(lang, 'admin-support', key, vars) });

/**
 * Support in the back office (docs/product-rules.md#support), the admins' alone: a customer found by phone, an order
 * by its number, with their histories; a one-time code sent again; an account blocked (its sessions end, it cannot
 * sign in) and unblocked. Every change is in the audit log.
 */
export const customerSupportRoutes: RoutePlugin = async (app, { db, config, providers }) => {
  const read = { ...errorResponses, 401: ErrorBody, 403: ErrorBody } as const;
  const decided = { 200: MessageReceived, ...read, 409: ErrorBody } as const;

  app.get(
    '/api/operator/support/customers',
    {
      schema: {
        tags,
        summary: 'A customer by phone, typed any common way: the account, its orders and guest orders of the phone, sign-ins; admins only',
        description: '400 for what is no Ukrainian phone; 404 when the phone has neither an account nor an order.',
        querystring: SupportCustomerQuery,
        response: { 200: SupportCustomerAnswer, ...read },
      },
    },
    async (req, reply) => {
      await requireOperator(req, db, ADMIN);
      const lang = requestLang(req);
      const phone = phoneToFind(req.query.phone);
      if (!phone) throw new ApiError(400, 'phoneInvalid', { phone: [serverText(lang, 'admin-support', 'searchInvalid')] });
      const found = await supportCustomer(db, lang, phone);
      if (!found) return refusal(reply, lang, 404, 'customerNotFound', { phone });
      return { data: found };
    },
  );

  app.get(
    '/api/operator/support/orders/:id',
    {
      schema: {
        tags,
        summary: 'An order by its number, with its buyer and every change of its status from the placing on; admins only',
        params: IdParam,
        response: { 200: SupportOrderAnswer, ...read },
      },
    },
    async (req, reply) => {
      await requireOperator(req, db, ADMIN);
      const order = await supportOrder(db, requestLang(req), req.params.id);
      if (!order) return refusal(reply, requestLang(req), 404, 'orderNotFound', { id: req.params.id });
      return { data: order };
    },
  );

  app.post(
    '/api/operator/support/customers/:id/code',
    {
      schema: {
        tags,
        summary: 'Sends the customer a new one-time code by SMS for the step they last asked one for (else a password reset); logged',
        description: 'Under the limits of every send (one a minute, 5 an hour per phone, 20 an hour per address): 429 with resend_in.',
        params: IdParam,
        response: { 200: CodeResentAnswer, ...read, 429: TooSoon },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const lang = requestLang(req);
      const resent = await resendCustomerCode(db, operator.id, req.params.id, {
        sms: providers.sms,
        secret: config.secret,
        storeName: config.storeName,
        ip: clientAddress(req),
      });
      if (!resent.found) return refusal(reply, lang, 404, 'accountNotFound');
      const { outcome, purpose } = resent;
      if (!outcome.sent) return reply.status(429).header('retry-after', String(outcome.resendIn)).send(tooSoon(lang, outcome.resendIn));
      const message = serverText(lang, 'admin-support', 'codeSent', { purpose: serverText(lang, 'admin-support', `purpose.${purpose}`) });
      return { data: { purpose, resend_in: outcome.resendIn, message } };
    },
  );

  /** A block or an unblock as the answer says it: saved, or why not. */
  const answer = (reply: FastifyReply, lang: Lang, id: number, outcome: BlockOutcome) => {
    if (outcome.done) return { data: { id, message: serverText(lang, 'admin', 'saved') } };
    if (outcome.problem === 'notFound') return refusal(reply, lang, 404, 'accountNotFound');
    return refusal(reply, lang, 409, outcome.problem);
  };

  app.post(
    '/api/operator/support/customers/:id/block',
    {
      schema: {
        tags,
        summary: 'Blocks an account with a reason: its sessions end at once and it cannot sign in; its orders stay; logged',
        params: IdParam,
        body: CustomerBlockBody,
        response: decided,
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      if (req.body.reason.trim() === '')
        throw new ApiError(400, 'formInvalid', { reason: [serverText(requestLang(req), 'validation', 'required')] });
      return answer(reply, requestLang(req), req.params.id, await blockCustomer(db, operator.id, req.params.id, req.body.reason));
    },
  );

  app.post(
    '/api/operator/support/customers/:id/unblock',
    {
      schema: {
        tags,
        summary: 'Unblocks an account: it signs in again; logged',
        params: IdParam,
        response: decided,
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      return answer(reply, requestLang(req), req.params.id, await unblockCustomer(db, operator.id, req.params.id));
    },
  );
};
