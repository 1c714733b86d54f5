import { api, ApiFailure, apiFailure, type ErrorBody } from '../lib/api';
import { i18next } from '../lib/i18n';
import { answerBody, operation, type Sent } from '../lib/operation';
import { isWorthRetrying, outboxEntry, sendEntry, type OutboxEntry } from '../lib/outbox';
import { nextWait, retryAfterMs, retrying, type Backoff } from '../lib/retry';
import { bodyOf, dataOf } from './answer';
import type { RequestBodyOf, ResponseOf } from './types';

export type InitCheckoutAnswer = ResponseOf<'/api/checkout/init-checkout', 'post'>;
export type CheckoutOrder = InitCheckoutAnswer['orders'][number];
export type CheckoutProduct = CheckoutOrder['products'][number];
export type PaymentMethod = CheckoutOrder['payments'][number];
export type CreateOrdersBody = RequestBodyOf<'/api/checkout/create-orders'>;
export type CreateOrdersAnswer = ResponseOf<'/api/checkout/create-orders', 'post', 201>;
type FastOrderAnswer = ResponseOf<'/api/checkout/fast-order', 'post', 201>;

const network = () => i18next.t('errors:network');

/** The cart to check out; the `cart_session` cookie stands in when the store has not learnt it yet. */
const cartHeader = (cartSession: string | null) => (cartSession ? { 'cart-session': cartSession } : {});
const proofHeader = (token: string | null) => (token ? { 'x-verification-token': token } : {});

/** The token proves the phone a promo code may be bound to. */
export const initCheckout = (cartSession: string | null, promoCodeId: number | null, verificationToken: string | null) =>
  bodyOf(
    api.POST('/api/checkout/init-checkout', {
      params: { header: { ...cartHeader(cartSession), ...proofHeader(verificationToken) } },
      body: promoCodeId ? { promo_code_id: promoCodeId } : {},
    }),
  );

/** A code asked for too soon (429): the seconds to wait come with the refusal. */
export class CodeTooSoon extends ApiFailure {
  constructor(
    body: ErrorBody,
    readonly resendIn: number,
  ) {
    super(429, body);
  }
}

/** Sends the SMS code; answers the seconds before another may be asked for. */
export async function sendCheckoutCode(phone: string): Promise<number> {
  const call = api.POST('/api/checkout/verification/init', { body: { phone } });
  const refused = await call.then(
    (r) => (r.response.status === 429 ? (r.error as ErrorBody & { resend_in: number }) : null),
    () => null,
  );
  if (refused) throw new CodeTooSoon(refused, refused.resend_in);
  return (await bodyOf(call)).data.resend_in;
}

export const confirmCheckoutCode = (phone: string, code: string) =>
  dataOf(api.POST('/api/checkout/verification/confirm', { body: { phone, code: code.trim() } }));

export const validatePromoCode = (code: string, verificationToken: string | null) =>
  dataOf(
    api.GET('/api/checkout/promo-code/validate', { params: { query: { code: code.trim() }, header: proofHeader(verificationToken) } }),
  );

/** One attempt to place the orders; its Idempotency-Key stays the same for every retry of it. */
export type OrdersAttempt = OutboxEntry;

export function ordersAttempt(
  body: CreateOrdersBody,
  headers: { lang: string; cartSession: string | null; verificationToken: string | null },
): OrdersAttempt {
  return outboxEntry({
    operation: operation('post', '/api/checkout/create-orders', {
      params: { header: { ...cartHeader(headers.cartSession), ...proofHeader(headers.verificationToken) } },
      body,
    }),
    headers: { 'accept-language': headers.lang },
    scope: 'checkout',
  });
}

/** A lost answer or a busy server: the same attempt goes twice more within a few seconds. */
const ORDERS_BACKOFF: Backoff = { retries: 2, baseMs: 1_000, maxMs: 4_000 };

/**
 * docs/product-rules.md#checkout "Create orders". A lost answer or a busy server is retried with the same key, so the server
 * answers the orders it already made instead of making new ones.
 */
export async function placeOrders(attempt: OrdersAttempt): Promise<CreateOrdersAnswer> {
  let sent: Sent;
  try {
    sent = await retrying(
      () => sendEntry(attempt),
      // A failed network may have failed before or after the server made the orders; the key makes retrying safe.
      (outcome, n) =>
        outcome.ok && !isWorthRetrying(outcome.value.response.status)
          ? null
          : nextWait(n, ORDERS_BACKOFF, outcome.ok ? retryAfterMs(outcome.value.response.headers.get('Retry-After')) : null),
    );
  } catch {
    throw new ApiFailure(0, { message: network() });
  }
  const { status } = sent.response;
  if (sent.response.ok) return answerBody(sent) as CreateOrdersAnswer;
  throw apiFailure(status, answerBody(sent), isWorthRetrying(status) ? network() : i18next.t('errors:unexpected'));
}

/**
 * docs/product-rules.md#cart "fast order": one attempt, with its own Idempotency-Key, so a double click sends one
 * request; a new click after a failure is a new attempt.
 */
export async function placeFastOrder(
  customer: { name: string; phone: string },
  headers: { lang: string; cartSession: string | null },
): Promise<FastOrderAnswer> {
  const entry = outboxEntry({
    operation: operation('post', '/api/checkout/fast-order', { params: { header: cartHeader(headers.cartSession) }, body: customer }),
    headers: { 'accept-language': headers.lang },
    scope: 'fast-order',
  });
  let sent: Sent;
  try {
    sent = await sendEntry(entry);
  } catch {
    throw new ApiFailure(0, { message: network() });
  }
  if (sent.response.ok) return answerBody(sent) as FastOrderAnswer;
  throw apiFailure(sent.response.status, answerBody(sent), i18next.t('errors:unexpected'));
}
