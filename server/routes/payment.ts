import { recordingAffiliatePostback } from '../adapters/affiliate';
import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { AllowPaymentsAnswer, GroupStatusAnswer, GroupStatusQuery, PaymentCallbackAnswer, PaymentCallbackBody } from '../contract/payment';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { paymentMethods } from '../services/checkout/choices';
import { applyPaymentOutcome, checkoutOrders } from '../services/checkout/payment';
import { sellerExists } from '../services/customer/saved-deliveries';
import type { RoutePlugin } from './context';

const tags = ['payment'];

/**
 * The shop's side of online payment (docs/product-rules.md#payment-and-the-thank-you-page "/api/payment/..."): the callback an acquirer calls, the
 * methods a seller takes, and the status the thank-you page reads. Without an acquirer (PAYMENT_PROVIDER unset in
 * production) no callback is genuine and only the methods paid on delivery are offered.
 */
export const paymentRoutes: RoutePlugin = async (app, { db, config, providers: { payment: provider } }) => {
  const affiliate = recordingAffiliatePostback(db, app.log);

  app.post(
    '/api/payment/callback',
    {
      schema: {
        tags,
        summary: 'The acquirer reports a payment (signed); the session and its online-paid orders take the status',
        description:
          'A bad signature: 403. A final status never changes, so replays are harmless; the answer is the status after the call.',
        body: PaymentCallbackBody,
        response: { 200: PaymentCallbackAnswer, ...errorResponses, 403: ErrorBody },
      },
    },
    async (req) => {
      const verified = provider?.verify(req.body) ?? null;
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
      schema: {
        tags,
        summary: 'The payment methods a seller (id) accepts',
        params: IdParam,
        response: { 200: AllowPaymentsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      if (!(await sellerExists(db, req.params.id))) throw new ApiError(404, 'sellerNotFound');
      return { data: await paymentMethods(db, requestLang(req), config) };
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
};
