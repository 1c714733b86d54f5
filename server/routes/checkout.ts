import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationText } from '../../src/domain/validation-texts';
import { normalizeUaPhone } from '../../src/domain/phone';
import {
  CheckoutHeaders,
  CreateOrdersAnswer,
  CreateOrdersBody,
  CreateOrdersHeaders,
  FastOrderBody,
  InitCheckoutAnswer,
  InitCheckoutBody,
} from '../contract/checkout';
import { ErrorBody, errorResponses } from '../contract/common';
import type { Db } from '../db/connection';
import { adSourceOf } from '../http/ad-cookies';
import { clientAddress } from '../http/client-address';
import { customerIfAny } from '../http/customer';
import { ApiError } from '../http/errors';
import { idempotencyKey, requestFingerprint, runOnce, storedAnswer } from '../http/idempotency';
import { requestLang } from '../http/lang';
import { usableCart } from '../services/customer/cart';
import { checkoutPlacement } from '../services/checkout/create-orders';
import { FAST_ORDER_LIMITS, fastOrderPlacement } from '../services/checkout/fast-order';
import { initCheckout } from '../services/checkout/init';
import { placeOrders, type Placement } from '../services/checkout/placement';
import { rateLimitCounter } from '../services/auth/rate-limits';
import { verifiedPhone } from '../services/auth/verification';
import { errorText } from '../i18n/texts';
import type { RoutePlugin } from './context';
import { mobilePhoneOf } from './verification';

const tags = ['checkout'];
const HOUR_MS = 3_600_000;
const placedResponses = { 201: CreateOrdersAnswer, ...errorResponses, 409: ErrorBody, 422: ErrorBody } as const;

type Placed = { status: 201; body: CreateOrdersAnswer };

/** docs/product-rules.md#checkout "Checkout": init, create orders, and the one-click fast order (docs/product-rules.md#checkout). */
export const checkoutRoutes: RoutePlugin = async (app, { db, config, providers: { payment: payments, novaPoshta } }) => {
  const counter = rateLimitCounter(db);

  /** Who is checking out: the signed-in customer, their cart (the cart-session header or cookie) and the phone a guest proved. */
  const callerOf = async (req: FastifyRequest) => {
    const customer = customerIfAny(req);
    const header = req.headers['cart-session'];
    const cartId = await usableCart(db, typeof header === 'string' ? header : req.cookies.cart_session, customer?.id ?? null);
    const token = req.headers['x-verification-token'];
    const verified = typeof token === 'string' ? await verifiedPhone(db, token, 'checkout') : null;
    return { customer, cartId, verified, lang: requestLang(req) };
  };

  /**
   * Places orders once per Idempotency-Key, all in one transaction (runOnce's). A request with the same key
   * that lost the race fails on what the winner changed (the cart is emptied, the stock taken); the
   * winner's stored answer is then its answer too, so a double click never shows an error.
   */
  const place = async (req: FastifyRequest, reply: FastifyReply, scope: string, build: (trx: Db) => Promise<Placement>) => {
    const key = idempotencyKey(req);
    const fingerprint = requestFingerprint(req);
    reply.header('Cache-Control', 'private, no-store');
    try {
      const done = await runOnce<Placed>(db, scope, key, {
        fingerprint,
        write: async (trx) => ({ status: 201, body: await placeOrders(trx, payments, await build(trx)) }),
      });
      return reply.status(done.status).send(done.body);
    } catch (error) {
      const stored = key ? await storedAnswer<Placed>(db, scope, key, fingerprint) : null;
      if (stored) return reply.status(stored.status).send(stored.body);
      throw error;
    }
  };

  app.post(
    '/api/checkout/init-checkout',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'The cart as one order per seller and warehouse, with payments, deliveries, saved data and the promo discount',
        description:
          'Quantities are capped at the stock; out-of-stock items (or ones that cannot meet their minimum) are listed in dropped. A promo_code_id is applied only when usable by the proven phones (the customer’s, or x-verification-token’s) and the items reach its minimum; otherwise promo is null.',
        headers: CheckoutHeaders,
        body: InitCheckoutBody,
        response: { 200: InitCheckoutAnswer, ...errorResponses },
      },
      // docs/product-rules.md#checkout: the body is optional; a call without one is a checkout without a promo code.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req, reply) => {
      const caller = await callerOf(req);
      reply.header('Cache-Control', 'private, no-store');
      return initCheckout(db, { ...caller, promoCodeId: req.body.promo_code_id, offer: config });
    },
  );

  app.post(
    '/api/checkout/create-orders',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Place the orders (one per seller and warehouse) in one transaction; once per Idempotency-Key',
        description:
          "A guest proves customer_data.phone with x-verification-token (403 otherwise); a signed-in customer does not. Bad input: 400 'Щось пішло не так, замовлення не прийнято' with errors keyed customer_data.{field}, orders.{i}.contact_data.{field}, orders.{i}.items[.{j}], orders.{i}.payment_id, orders.{i}.delivery, promo_code_id. Too little stock (someone bought it first): 409 with the same message and errors orders.{i}.items.{j} naming the items. paymentUrl: the payment page when any order is paid online.",
        headers: CreateOrdersHeaders,
        body: CreateOrdersBody,
        response: { ...placedResponses, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const caller = await callerOf(req);
      const buyerPhone = normalizeUaPhone(req.body.customer_data.phone);
      // An invalid phone is a 400 from the checks below; a valid one a guest has not proved is refused here.
      if (!caller.customer && buyerPhone && caller.verified !== buyerPhone) {
        throw new ApiError(403, 'checkoutPhoneNotProven');
      }
      return place(req, reply, `checkout:${caller.cartId ?? 'none'}`, (trx) =>
        checkoutPlacement(trx, {
          lang: caller.lang,
          cartId: caller.cartId,
          customerId: caller.customer?.id ?? null,
          accountPhone: caller.customer?.phone ?? null,
          body: req.body,
          adSource: adSourceOf(req),
          offer: config,
          npQuotes: novaPoshta ? { client: novaPoshta, senderCityRef: config.novaPoshta?.sender?.cityRef ?? null } : null,
        }),
      );
    },
  );

  app.post(
    '/api/checkout/fast-order',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'One-click order of the whole orderable cart (one order per seller and warehouse); the seller calls back',
        description: `A request to be called back: no delivery and no payment method (they are agreed on the phone), and no stock taken until the seller confirms the order. An empty cart (or nothing in stock): 422; more than is in stock: 409; ${FAST_ORDER_LIMITS.waitingPerPhone} fast orders of the phone still waiting for their seller: 422; past ${FAST_ORDER_LIMITS.perAddressPerHour} an hour from one address: 429 with Retry-After.`,
        headers: CreateOrdersHeaders,
        body: FastOrderBody,
        response: placedResponses,
      },
    },
    async (req, reply) => {
      const caller = await callerOf(req);
      const phone = mobilePhoneOf(req, req.body.phone);
      const name = req.body.name.trim();
      if (!name) throw new ApiError(400, 'badRequest', { name: [validationText('required', caller.lang)] });
      const scope = `fast-order:${caller.cartId ?? 'none'}`;
      const key = idempotencyKey(req);
      // A replay is answered as before and counts no second time against the address.
      const stored = key ? await storedAnswer<Placed>(db, scope, key, requestFingerprint(req)) : null;
      if (stored) return reply.status(stored.status).send(stored.body);
      const counted = await counter.hitBelow(FAST_ORDER_LIMITS.perAddressPerHour, 'fast-order:address', clientAddress(req), HOUR_MS);
      if (!counted) {
        const wait = Math.max(
          1,
          Math.ceil(
            ((await counter.fullUntil('fast-order:address', clientAddress(req), FAST_ORDER_LIMITS.perAddressPerHour)) - Date.now()) / 1000,
          ),
        );
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ message: errorText(caller.lang, 'fastOrderTooMany', { seconds: String(wait) }) });
      }
      try {
        return await place(req, reply, scope, (trx) =>
          fastOrderPlacement(trx, {
            lang: caller.lang,
            cartId: caller.cartId,
            customerId: caller.customer?.id ?? null,
            name,
            phone,
            adSource: adSourceOf(req),
          }),
        );
      } catch (error) {
        // Only a placed fast order counts: an empty cart or a refusal leaves the allowance as it was.
        await counter.uncount(counted);
        throw error;
      }
    },
  );
};
