import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import { OperatorSellersAnswer, SellerPauseBody } from '../contract/operator';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { serverText } from '../i18n/i18n';
import { pauseSeller, resumeSeller, sellersForOperators, type PauseOutcome } from '../services/operator/seller-pauses';
import type { RoutePlugin } from './context';

const tags = ['operator'];
const ADMIN = ['admin'] as const;

function refused(outcome: PauseOutcome): void {
  if (outcome.done) return;
  if (outcome.problem === 'notFound') throw new ApiError(404, 'sellerNotFound');
  throw new ApiError(409, outcome.problem === 'alreadyPaused' ? 'sellerAlreadyPaused' : 'sellerNotPaused');
}

/**
 * Pausing and resuming sellers (docs/product-rules.md#back-office), the admins' alone: a paused seller's offers
 * are not sellable, so they leave the catalogue at once and its cart lines read as unavailable.
 */
export const sellerPauseRoutes: RoutePlugin = async (app, { db }) => {
  const decided = { 200: MessageReceived, ...errorResponses, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
  const done = (lang: ReturnType<typeof requestLang>, id: number) => ({ data: { id, message: serverText(lang, 'admin', 'saved') } });

  app.get(
    '/api/operator/sellers',
    {
      schema: {
        tags,
        summary: 'The sellers, paused ones first, with their offers’ count and why they are paused; admins only',
        response: { 200: OperatorSellersAnswer, ...errorResponses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await sellersForOperators(db) };
    },
  );

  app.post(
    '/api/operator/sellers/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pauses a seller with a reason: its offers leave the catalogue, its storefront says it is paused; logged',
        params: IdParam,
        body: SellerPauseBody,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      if (req.body.reason.trim() === '')
        throw new ApiError(400, 'formInvalid', { reason: [serverText(requestLang(req), 'validation', 'required')] });
      refused(await pauseSeller(db, operator.id, req.params.id, req.body.reason));
      return done(requestLang(req), req.params.id);
    },
  );

  app.post(
    '/api/operator/sellers/:id/resume',
    {
      schema: {
        tags,
        summary: 'Resumes a paused seller: its offers come back to the catalogue; logged',
        params: IdParam,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      refused(await resumeSeller(db, operator.id, req.params.id));
      return done(requestLang(req), req.params.id);
    },
  );
};
