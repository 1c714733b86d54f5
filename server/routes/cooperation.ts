import { checkForm } from '../../src/domain/form-rules';
import { cooperationRules } from '../../src/domain/contact-forms';
import { errorResponses } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import { CooperationBody } from '../contract/cooperation';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { serverText } from '../i18n/i18n';
import { saveCooperationRequest } from '../services/content/contact-forms';
import { storeMessageLimit } from './contact';
import type { RoutePlugin } from './context';

/**
 * Partners who want to sell here (docs/product-rules.md#contact-and-cooperation): their form. The requests hold a
 * partner's contacts and belong to the operator's back office, so no seller key reads them.
 */
export const cooperationRoutes: RoutePlugin = async (app, { db }) => {
  app.post(
    '/api/cooperation',
    {
      config: storeMessageLimit,
      schema: {
        tags: ['cooperation'],
        summary: 'A partner’s request to sell on the marketplace; answered with the thank-you to show',
        body: CooperationBody,
        response: { 201: MessageReceived, ...errorResponses },
      },
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
};
