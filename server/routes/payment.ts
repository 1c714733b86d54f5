import type { FastifyReply, FastifyRequest } from 'fastify';
import { localizedPath, paths, splitLang, type Lang } from '../../src/domain/paths';
import { recordingAffiliatePostback } from '../adapters/affiliate';
import { sandboxAcquirer, signCallback } from '../adapters/payment';
import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { AllowPaymentsAnswer, GroupStatusAnswer, GroupStatusQuery, PaymentCallbackAnswer, PaymentCallbackBody, SandboxDecision, SandboxParams } from '../contract/payment';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { SANDBOX_PAGE_CSP, sandboxNotFoundPage, sandboxPaymentPage } from '../http/sandbox-page';
import { paymentMethods } from '../services/checkout/choices';
import { applyPaymentOutcome, checkoutOrders, paymentSession } from '../services/checkout/payment';
import { sellerExists } from '../services/saved-deliveries';
import type { RoutePlugin } from './context';

const tags = ['payment'];

/** The thank-you page of a checkout, in the language the orders were placed in. */
const thankYouUrl = (lang: Lang, checkoutId: string) => localizedPath(lang, paths.thankYou(checkoutId));

/** A browser form posts `status=success`; read it without a form-body plugin for this one page. */
function parseForm(_req: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/**
 * The shop's side of online payment (docs/product-rules.md#payment-and-the-thank-you-page "/api/payment/..."): the callback an acquirer calls, the
 * methods a seller takes, and the status the thank-you page reads. Plus the default acquirer itself, a
 * sandbox served here: its page and the decision that plays the acquirer's callback.
 */
export const paymentRoutes: RoutePlugin = async (app, { db, config }) => {
  const provider = sandboxAcquirer(config.secret);
  const affiliate = recordingAffiliatePostback(db, app.log);

  app.post(
    '/api/payment/callback',
    {
      schema: {
        tags,
        summary: 'The acquirer reports a payment (signed); the session and its online-paid orders take the status',
        description: 'A bad signature: 403. A final status never changes, so replays are harmless; the answer is the status after the call.',
        body: PaymentCallbackBody,
        response: { 200: PaymentCallbackAnswer, ...errorResponses, 403: ErrorBody },
      },
    },
    async (req) => {
      const verified = provider.verify(req.body);
      if (!verified) throw new ApiError(403, 'paymentSignatureInvalid');
      const applied = await applyPaymentOutcome(db, verified.sessionId, verified.status);
      if (applied === null) throw new ApiError(404, 'paymentNotFound');
      // After the payment is committed: the network hears only of orders that are paid for good, once each. Its
      // failure is logged for support; the acquirer must still hear that the shop took the payment.
      for (const order of applied.paidByAffiliate) {
        await affiliate.orderPaid(order).catch((error: unknown) => req.log.error({ err: error, order }, 'affiliate postback failed'));
      }
      return { data: { status: applied.status } };
    },
  );

  app.get(
    '/api/payment/allow-payments/:id',
    {
      schema: { tags, summary: 'The payment methods a seller (id) accepts', params: IdParam, response: { 200: AllowPaymentsAnswer, ...errorResponses } },
    },
    async (req) => {
      if (!(await sellerExists(db, req.params.id))) throw new ApiError(404, 'sellerNotFound');
      return { data: await paymentMethods(db, requestLang(req)) };
    },
  );

  app.get(
    '/api/payment/group-status',
    {
      schema: {
        tags,
        summary: 'Every order of a checkout with its seller, units, total, payment status and receipt link (the thank-you page)',
        description:
          'checkout_id is the random id create-orders answered (the thank-you link carries it); knowing it is what lets a guest read this, on any device.',
        querystring: GroupStatusQuery,
        response: { 200: GroupStatusAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      const data = await checkoutOrders(db, req.query.checkout_id);
      if (data.length === 0) throw new ApiError(404, 'checkoutNotFound');
      reply.header('Cache-Control', 'private, no-store');
      return { data };
    },
  );

  // The sandbox acquirer: a page outside the app (no scripts, its own strict CSP) and its decision.
  const page = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const session = await paymentSession(db, req.params.id);
    // Without a referrer a browser's form post names its origin "null", which the store refuses as a foreign write.
    reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', SANDBOX_PAGE_CSP).header('Referrer-Policy', 'same-origin').type('text/html; charset=utf-8');
    if (!session) return reply.status(404).send(sandboxNotFoundPage(splitLang(req.url).lang, config.storeName));
    return sandboxPaymentPage({
      lang: session.lang,
      sessionId: session.id,
      storeName: config.storeName,
      amountKop: session.amountKop,
      status: session.status,
      thankYouUrl: thankYouUrl(session.lang, session.checkoutId),
    });
  };
  const pageSchema = { hide: true, params: SandboxParams };
  app.get('/payment/sandbox/:id', { schema: pageSchema }, page);
  app.get('/ru/payment/sandbox/:id', { schema: pageSchema }, page);

  app.register(async (acquirer) => {
    acquirer.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    acquirer.post<{ Params: { id: string }; Body: { status: 'success' | 'fail' } }>(
      '/payment/sandbox/:id/decide',
      { schema: { hide: true, params: SandboxParams, body: SandboxDecision } },
      async (req, reply) => {
        const session = await paymentSession(db, req.params.id);
        if (!session) throw new ApiError(404, 'paymentNotFound');
        // Plays the acquirer: a signed callback to the shop's public endpoint, as a real one would send.
        const delivered = await app.inject({ method: 'POST', url: '/api/payment/callback', payload: signCallback(config.secret, session.id, req.body.status) });
        if (delivered.statusCode !== 200) throw new ApiError(502, 'server');
        return reply.redirect(thankYouUrl(session.lang, session.checkoutId), 303);
      },
    );
  });
};
