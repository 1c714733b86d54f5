import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { localizedPath, paths, splitLang, type Lang } from '../../src/domain/paths';
import { recordingAffiliatePostback } from '../adapters/affiliate';
import type { AcquirerEvent, OutsideAcquirer } from '../adapters/payment';
import type { LiqpayAcquirer } from '../adapters/liqpay';
import type { MonobankAcquirer } from '../adapters/monobank';
import type { PaymentProviderName } from '../config';
import { LiqpayCallbackBody, MonobankWebhookBody, MonobankWebhookHeaders, PaymentPageParams } from '../contract/payment';
import type { Db } from '../db/connection';
import { ApiError } from '../http/errors';
import { acquirerPayment, applyAcquirerEvent, markRefunded } from '../services/checkout/acquirer-payments';
import { paymentSession, type PaymentSession } from '../services/checkout/payment';
import { acquirerHandOffPage, HAND_OFF_PAGE_CSP, sandboxNotFoundPage } from '../http/sandbox-page';
import type { RoutePlugin } from './context';
import { parseForm } from './payment-sandbox';

const thankYouUrl = (lang: Lang, checkoutId: string) => localizedPath(lang, paths.thankYou(checkoutId));

/**
 * One report of the acquirer, from its callback: applied, the affiliate told of newly paid orders, and money that
 * came in for a failed or expired payment sent back at once. Answers the session's status.
 */
async function takeReport(db: Db, acquirer: OutsideAcquirer<PaymentProviderName>, event: AcquirerEvent | null, log: FastifyBaseLogger) {
  if (!event) throw new ApiError(403, 'paymentSignatureInvalid');
  const applied = await applyAcquirerEvent(db, event);
  if (applied === null) throw new ApiError(404, 'paymentNotFound');
  if (applied.ignored)
    log.warn({ session: event.sessionId, state: event.state, ignored: applied.ignored }, 'acquirer report changed nothing');
  const affiliate = recordingAffiliatePostback(db, log);
  for (const order of applied.paidByAffiliate) {
    await affiliate.orderPaid(order).catch((error: unknown) => log.error({ err: error, order }, 'affiliate postback failed'));
  }
  if (applied.refundDue) {
    // The acquirer must still hear that the report was taken; a refund it refuses now is for support to finish.
    const payment = (await acquirerPayment(db, event.sessionId))!;
    await acquirer.refund(payment).then(
      () => markRefunded(db, event.sessionId),
      (error: unknown) => log.error({ err: error, session: event.sessionId }, 'refund of a late payment failed'),
    );
  }
  return { data: { status: applied.status } };
}

/** LiqPay's callback (PAYMENT_PROVIDER=liqpay): registered only when LiqPay is the store's acquirer (server/app.ts). */
export const liqpayRoutes: RoutePlugin = async (app, { db, providers }) => {
  const acquirer = providers.payment as LiqpayAcquirer;
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    scope.post<{ Body: { data: string; signature: string } }>(
      '/api/payment/liqpay/callback',
      { schema: { hide: true, body: LiqpayCallbackBody } },
      async (req) => takeReport(db, acquirer, acquirer.readCallback(req.body.data, req.body.signature), req.log),
    );
  });
};

/**
 * Monobank acquiring (PAYMENT_PROVIDER=monobank): the store's page before Monobank's (its button makes the session's
 * invoice and sends the shopper on to Monobank's page), and the webhook. Registered only when Monobank is the store's acquirer (server/app.ts).
 */
export const monobankRoutes: RoutePlugin = async (app, { db, config, providers }) => {
  const acquirer = providers.payment as MonobankAcquirer;
  const handOff = (reply: FastifyReply, session: PaymentSession, unavailable = false) =>
    reply
      .status(unavailable ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', HAND_OFF_PAGE_CSP)
      // Without a referrer a browser's form post names its origin "null", which the store refuses as a foreign write.
      .header('Referrer-Policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(
        acquirerHandOffPage({
          lang: session.lang,
          storeName: config.storeName,
          amountKop: session.amountKop,
          action: `/payment/monobank/${session.id}`,
          unavailable,
        }),
      );
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', HAND_OFF_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(sandboxNotFoundPage(splitLang(req.url).lang, config.storeName));

  const page = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const session = await paymentSession(db, req.params.id);
    if (!session) return notFound(req, reply);
    if (session.status !== 'new')
      return reply.header('Cache-Control', 'no-store').redirect(thankYouUrl(session.lang, session.checkoutId), 303);
    return handOff(reply, session);
  };
  const pageSchema = { hide: true, params: PaymentPageParams };
  app.get('/payment/monobank/:id', { schema: pageSchema }, page);
  app.get('/ru/payment/monobank/:id', { schema: pageSchema }, page);

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    scope.post<{ Params: { id: string } }>('/payment/monobank/:id', { schema: pageSchema }, async (req, reply) => {
      const session = await paymentSession(db, req.params.id);
      if (!session) return notFound(req, reply);
      reply.header('Cache-Control', 'no-store');
      if (session.status !== 'new') return reply.redirect(thankYouUrl(session.lang, session.checkoutId), 303);
      const kept = await db.selectFrom('payment_sessions').where('id', '=', session.id).select('page_url').executeTakeFirst();
      if (kept?.page_url) return reply.redirect(kept.page_url, 303);
      let invoice: { invoiceId: string; pageUrl: string };
      try {
        invoice = await acquirer.createInvoice({
          sessionId: session.id,
          checkoutId: session.checkoutId,
          amountKop: session.amountKop,
          lang: session.lang,
        });
      } catch (error) {
        req.log.error({ err: error, session: session.id }, 'Monobank invoice not made');
        return handOff(reply, session, true);
      }
      // One invoice per session, or a shopper with two tabs could pay twice: the first one kept wins, the other is closed.
      const claimed = await db
        .updateTable('payment_sessions')
        .set({ provider_ref: invoice.invoiceId, page_url: invoice.pageUrl })
        .where('id', '=', session.id)
        .where('provider_ref', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows > 0n) return reply.redirect(invoice.pageUrl, 303);
      await acquirer
        .abandon({ sessionId: session.id, ref: invoice.invoiceId, amountKop: session.amountKop })
        .catch((error: unknown) => req.log.error({ err: error, invoice: invoice.invoiceId }, 'spare Monobank invoice not removed'));
      const winner = await db.selectFrom('payment_sessions').where('id', '=', session.id).select('page_url').executeTakeFirstOrThrow();
      return reply.redirect(winner.page_url!, 303);
    });
  });

  app.register(async (scope) => {
    // X-Sign signs the very bytes Monobank sent, so the body is read as text and parsed only once it is verified.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post<{ Body: string; Headers: { 'x-sign': string } }>(
      '/api/payment/monobank/webhook',
      { schema: { hide: true, body: MonobankWebhookBody, headers: MonobankWebhookHeaders } },
      async (req) => {
        const event = await acquirer.readWebhook(req.body, req.headers['x-sign']).catch((error: unknown) => {
          // Without Monobank's key nothing can be checked; Monobank sends the webhook again on an error.
          req.log.error({ err: error }, 'Monobank key not fetched');
          throw new ApiError(503, 'paymentAcquirerUnavailable');
        });
        return takeReport(db, acquirer, event, req.log);
      },
    );
  });
};
