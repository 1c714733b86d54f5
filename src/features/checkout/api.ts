import { api, ApiFailure, unwrap, type ErrorBody } from '../../lib/api';
import { i18next } from '../../lib/i18n';
import { isWorthRetrying, outboxEntry, readJson, sendEntry, type OutboxEntry } from '../../lib/outbox';
import { nextWait, retryAfterMs, retrying, type Backoff } from '../../lib/retry';
import type { CheckoutProduct, CreateOrdersAnswer, CreateOrdersBody } from './types';

const network = () => i18next.t('errors:network');

/** The cart to check out; the `cart_session` cookie stands in when the store has not learnt it yet. */
const cartHeader = (cartSession: string | null): Record<string, string> => (cartSession ? { 'cart-session': cartSession } : {});
const proofHeader = (token: string | null): Record<string, string> => (token ? { 'x-verification-token': token } : {});

/** The token proves the phone a promo code may be bound to. */
export const initCheckout = (cartSession: string | null, promoCodeId: number | null, verificationToken: string | null) =>
  unwrap(
    api.POST('/api/checkout/init-checkout', {
      params: { header: { ...cartHeader(cartSession), ...proofHeader(verificationToken) } },
      body: promoCodeId ? { promo_code_id: promoCodeId } : {},
    }),
    network(),
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
  const refused = await call.then((r) => (r.response.status === 429 ? (r.error as ErrorBody & { resend_in: number }) : null), () => null);
  if (refused) throw new CodeTooSoon(refused, refused.resend_in);
  return (await unwrap(call, network())).data.resend_in;
}

export const confirmCheckoutCode = async (phone: string, code: string) =>
  (await unwrap(api.POST('/api/checkout/verification/confirm', { body: { phone, code: code.trim() } }), network())).data;

export const validatePromoCode = async (code: string, verificationToken: string | null) =>
  (await unwrap(api.GET('/api/checkout/promo-code/validate', { params: { query: { code: code.trim() }, header: proofHeader(verificationToken) } }), network())).data;

export const topCities = async () => (await unwrap(api.GET('/api/delivery/top-cities'), network())).data;
export const findCities = async (name: string) => (await unwrap(api.GET('/api/delivery/find-city', { params: { query: { name } } }), network())).data;
export const cityById = async (id: number) => (await unwrap(api.GET('/api/cities/{id}', { params: { path: { id } } }), network())).data;

/** docs/product-rules.md#checkout "Get deliveries": the city id with the order lines as `order_items[]=productId:qty`. */
export const orderItemsQuery = (products: readonly Pick<CheckoutProduct, 'product_id' | 'qty'>[]) => products.map((p) => `${p.product_id}:${p.qty}`);

export const cityDeliveries = async (cityId: number, products: readonly CheckoutProduct[]) =>
  (await unwrap(api.GET('/api/delivery/{cityId}', { params: { path: { cityId }, query: { 'order_items[]': orderItemsQuery(products) } } }), network())).data;

/** Every pickup point of the delivery in the city, or those whose title or address holds the query. */
export async function pickupPoints(cityId: number, deliveryId: number, query = '') {
  const q = query.trim();
  const call = q
    ? api.GET('/api/delivery/filter/warehouses', { params: { query: { city_id: cityId, delivery_id: deliveryId, query: q } } })
    : api.GET('/api/delivery/warehouses', { params: { query: { city_id: cityId, delivery_id: deliveryId } } });
  return (await unwrap(call, network())).data;
}

export const mapConfig = () => unwrap(api.GET('/api/delivery/map-config'), network());

/** One attempt to place the orders; its Idempotency-Key stays the same for every retry of it. */
export type OrdersAttempt = OutboxEntry;

export function ordersAttempt(body: CreateOrdersBody, headers: { lang: string; cartSession: string | null; verificationToken: string | null }): OrdersAttempt {
  return outboxEntry({
    method: 'POST',
    url: '/api/checkout/create-orders',
    body: { type: 'json', value: body },
    headers: { 'accept-language': headers.lang, ...cartHeader(headers.cartSession), ...proofHeader(headers.verificationToken) },
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
  let response: Response;
  try {
    response = await retrying(
      () => sendEntry(attempt),
      // A failed network may have failed before or after the server made the orders; the key makes retrying safe.
      (outcome, n) =>
        outcome.ok && !isWorthRetrying(outcome.value.status) ? null : nextWait(n, ORDERS_BACKOFF, outcome.ok ? retryAfterMs(outcome.value.headers.get('Retry-After')) : null),
    );
  } catch {
    throw new ApiFailure(0, { message: network() });
  }
  const body = await readJson(response);
  if (response.ok) return body as CreateOrdersAnswer;
  const failure = body as Partial<ErrorBody> | null;
  const fallback = isWorthRetrying(response.status) ? network() : i18next.t('errors:unexpected');
  throw new ApiFailure(response.status, { message: failure?.message ?? fallback, errors: failure?.errors });
}
