import type { FastifyRequest } from 'fastify';
import { BaseProduct, ProductList, ProductPage } from '../contract/catalog';
import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { CharacteristicsReportBody, ComplaintBody, ReportAnswer } from '../contract/product-reports';
import { ViewedBody, ViewRecorded } from '../contract/recent-views';
import { ReminderHeaders, StockSubscription, StockSubscriptionBody } from '../contract/stock-reminders';
import { checkForm, type FieldErrors } from '../../src/domain/form-rules';
import { characteristicsReportRules, complaintRules, stockReminderRules } from '../../src/domain/product-reports';
import { customerIfAny } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import { fileProductReport } from '../services/orders/complaints';
import { knownOffer } from '../services/catalog/offer-stock';
import { baseProduct, productPage } from '../services/catalog/product-page';
import { recordRecentView } from '../services/catalog/recent-views';
import { similarProducts } from '../services/catalog/similar';
import { subscribeToStock, subscriber } from '../services/notifications/stock-subscriptions';
import { verifiedPhone } from '../services/auth/verification';
import { viewedProducts } from '../services/catalog/viewed';
import type { RoutePlugin } from './context';

function refuseInvalid(errors: FieldErrors | null): void {
  if (errors) throw new ApiError(400, 'formInvalid', errors);
}

export const productRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/product/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['product'],
        summary: 'Product page: the offer, its base product and all offers',
        params: IdParam,
        response: { 200: ProductPage, ...errorResponses },
      },
    },
    async (req) => {
      const page = await productPage(db, requestLang(req), config, req.params.id);
      if (!page) throw new ApiError(404, 'productNotFound');
      return page;
    },
  );

  // A read never writes (ADR 12): the app tells the server a page was seen with its own write.
  app.post(
    '/api/product/:id/view',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['product'],
        summary: 'The shopper opened this product’s page: a signed-in customer’s viewed list (cabinet) puts its goods on top',
        description:
          'Repeating it changes nothing but the time of the view. A guest’s views stay in their browser, and an unknown product is skipped: both answer 204 too.',
        params: IdParam,
        response: { 204: ViewRecorded, ...errorResponses },
      },
    },
    async (req, reply) => {
      const customer = customerIfAny(req);
      if (customer) await recordRecentView(db, customer.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/product/base/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['product'],
        summary: 'Base product with every seller proposition',
        params: IdParam,
        response: { 200: BaseProduct, ...errorResponses },
      },
    },
    async (req) => {
      const data = await baseProduct(db, requestLang(req), req.params.id);
      if (!data) throw new ApiError(404, 'productNotFound');
      return { data };
    },
  );

  app.get(
    '/api/product/:id/similar',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['product'],
        summary: 'Analogs: up to 12 other products of the category, in stock first, sharing the most characteristics',
        params: IdParam,
        response: { 200: ProductList, ...errorResponses },
      },
    },
    async (req) => {
      const data = await similarProducts(db, requestLang(req), req.params.id);
      if (!data) throw new ApiError(404, 'productNotFound');
      return { data };
    },
  );

  app.post(
    '/api/product/viewed',
    {
      schema: {
        tags: ['product'],
        summary: 'Cards of viewed products, in the order given; unknown ids are skipped',
        body: ViewedBody,
        response: { 200: ProductList, ...errorResponses },
      },
    },
    async (req) => {
      const ids = req.body.ids.map((record) => (typeof record === 'number' ? record : record.id));
      return { data: await viewedProducts(db, requestLang(req), ids) };
    },
  );

  app.post(
    '/api/product/:id/complaint',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['product'],
        summary: 'A complaint about the product, for the moderators',
        params: IdParam,
        body: ComplaintBody,
        response: { 201: ReportAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const { reason, text, contact = '' } = req.body;
      refuseInvalid(checkForm(complaintRules, { reason, text, contact }, lang));
      await knownOffer(db, req.params.id);
      const customer = customerIfAny(req);
      const id = await fileProductReport(db, {
        productId: req.params.id,
        customerId: customer?.id ?? null,
        kind: 'complaint',
        reason,
        text,
        contact,
      });
      return reply.status(201).send({ data: { id, kind: 'complaint' as const } });
    },
  );

  app.post(
    '/api/product/:id/characteristics-report',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['product'],
        summary: 'A report of an error in the characteristics',
        params: IdParam,
        body: CharacteristicsReportBody,
        response: { 201: ReportAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const { characteristic = '', text, contact = '' } = req.body;
      refuseInvalid(checkForm(characteristicsReportRules, { characteristic, text, contact }, lang));
      await knownOffer(db, req.params.id);
      const customer = customerIfAny(req);
      const id = await fileProductReport(db, {
        productId: req.params.id,
        customerId: customer?.id ?? null,
        kind: 'characteristics',
        reason: characteristic,
        text,
        contact,
      });
      return reply.status(201).send({ data: { id, kind: 'characteristics' as const } });
    },
  );

  app.post(
    '/api/product/:id/stock-subscription',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['product'],
        summary: 'Remind me when an out-of-stock offer is back: 201, the same whether this contact already waited for it or not',
        description:
          'A phone must be proven: the signed-in customer’s own (also when no contact is given), or the one x-verification-token proves (verification/init and confirm); another phone is a 403 that marks the phone field. An e-mail needs no proof; it is reached by e-mail only.',
        params: IdParam,
        headers: ReminderHeaders,
        body: StockSubscriptionBody,
        response: { 201: StockSubscription, ...errorResponses, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const { phone = '', email = '' } = req.body;
      const lang = requestLang(req);
      const customer = customerIfAny(req);
      refuseInvalid(checkForm(stockReminderRules(customer === null), { phone, email }, lang));
      const offer = await knownOffer(db, req.params.id);
      if (offer.stock > 0) throw new ApiError(409, 'productInStockAlready');
      const who = { ...subscriber(customer, phone, email), lang };
      const proven = await provenPhones(req, customer);
      if (who.phone !== null && !proven.includes(who.phone)) {
        throw new ApiError(403, 'stockReminderPhoneNotProven', { phone: [errorText(lang, 'stockReminderPhoneNotProven')] });
      }
      await subscribeToStock(db, offer.id, who);
      return reply.status(201).send({ data: { product_id: offer.id, followable: who.phone !== null } });
    },
  );

  /** The phones a request proves: the signed-in customer's own, and the one its x-verification-token proves. */
  async function provenPhones(req: FastifyRequest, customer: { phone: string } | null): Promise<string[]> {
    const token = req.headers['x-verification-token'];
    const verified = typeof token === 'string' ? await verifiedPhone(db, token, 'checkout') : null;
    return [customer?.phone ?? null, verified].filter((p): p is string => p !== null);
  }
};
