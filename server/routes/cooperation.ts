import { checkForm } from '../../src/domain/form-rules';
import { cooperationRules } from '../../src/domain/store-messages';
import { errorResponses, ErrorBody } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import { CooperationBody, CooperationListQuery, CooperationRequestList } from '../contract/cooperation';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireSeller } from '../http/seller';
import { serverText } from '../i18n/i18n';
import { cooperationRequests, saveCooperationRequest } from '../services/store-messages';
import { storeMessageLimit } from './contact';
import type { RoutePlugin } from './context';

const REQUESTS_PER_PAGE = 50;

/** Partners who want to sell here (docs/product-rules.md#contact-and-cooperation): their form, and the list the sellers' team reads. */
export const cooperationRoutes: RoutePlugin = async (app, { db }) => {
  app.post(
    '/api/cooperation',
    {
      config: storeMessageLimit,
      schema: { tags: ['cooperation'], summary: 'A partner’s request to sell on the marketplace; answered with the thank-you to show', body: CooperationBody, response: { 201: MessageReceived, ...errorResponses } },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const values = { ...req.body, website: req.body.website ?? '' };
      const problems = checkForm(cooperationRules, values, lang);
      if (problems) throw new ApiError(400, 'formInvalid', problems);
      const id = await saveCooperationRequest(db, lang, values);
      return reply.status(201).send({ data: { id, message: serverText(lang, 'cooperation', 'thanks') } });
    },
  );

  app.get(
    '/api/seller-api/cooperation-requests',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'Partners’ requests to sell here, newest first, for the sellers’ team (any seller key)',
        querystring: CooperationListQuery,
        response: { 200: CooperationRequestList, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => {
      await requireSeller(req, db);
      return cooperationRequests(db, req.query.page, REQUESTS_PER_PAGE);
    },
  );
};
