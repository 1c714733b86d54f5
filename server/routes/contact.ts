import { checkForm } from '../../src/domain/form-rules';
import { contactMessageRules, STORE_MESSAGES_PER_MINUTE } from '../../src/domain/contact-forms';
import { errorResponses } from '../contract/common';
import { ContactMessageBody, ContactPage, MessageReceived } from '../contract/contact';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { serverText } from '../i18n/i18n';
import { saveContactMessage } from '../services/content/contact-forms';
import { storePhones } from '../http/blocked-account';
import type { RoutePlugin } from './context';

const tags = ['contact'];

/** A message to the shop costs a person's time to read: a few a minute from one address (docs/product-rules.md#contact-and-cooperation). */
export const storeMessageLimit = { rateLimit: { max: STORE_MESSAGES_PER_MINUTE, timeWindow: '1 minute' } };

/** The contact page (docs/product-rules.md#contact-and-cooperation): the store's phones, e-mail and hours, and its form. */
export const contactRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/contact',
    {
      config: { cache: 'public' },
      schema: { tags, summary: 'The store’s phones, e-mail and support hours', response: { 200: ContactPage, ...errorResponses } },
    },
    async (req) => ({
      data: {
        phones: storePhones(config),
        email: config.storeEmail,
        schedule: serverText(requestLang(req), 'contact', 'schedule'),
      },
    }),
  );

  app.post(
    '/api/contact',
    {
      config: storeMessageLimit,
      schema: {
        tags,
        summary: 'A message to the store’s support; answered with the thank-you to show',
        body: ContactMessageBody,
        response: { 201: MessageReceived, ...errorResponses },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const problems = checkForm(contactMessageRules, req.body, lang);
      if (problems) throw new ApiError(400, 'formInvalid', problems);
      const id = await saveContactMessage(db, lang, req.body);
      return reply.status(201).send({ data: { id, message: serverText(lang, 'contact', 'thanks') } });
    },
  );
};
