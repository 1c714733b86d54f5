import { computed, signal } from '@preact/signals-react';
import {
  initCheckout,
  ordersAttempt,
  placeOrders,
  validatePromoCode,
  type InitCheckoutAnswer,
  type OrdersAttempt,
} from '../../api/checkout';
import { cityById } from '../../api/delivery';
import { isPromoCodeLengthValid } from '../../domain/limits';
import { validationText } from '../../domain/validation-texts';
import { ERROR_HIGHLIGHT_MS } from '../../domain/order-validity';
import { ApiFailure } from '../../lib/api';
import { rememberCheckoutOrders, trackCheckoutChoice, trackCheckoutOpened } from '../../lib/analytics/checkout';
import { readCookie, writeCookie } from '../../lib/cookies';
import { cartOrdered, cartSession, reloadCart } from '../../stores/cart';
import { checkoutBuyer, updateCheckoutBuyer, verificationTokenFor } from '../../stores/checkout-buyer';
import { notifyCallFailure } from '../../stores/call-failure';
import { notify } from '../../stores/notifications';
import { rememberPlacedCheckout } from '../../stores/placed-orders';
import { lang } from '../../stores/session';
import { createOrdersBody, initialOrderForm, invalidSteps, isBuyerValid, withCity, type OrderForm } from './model';
import { phoneForApi } from './rules';

/** docs/product-rules.md#checkout "Checkout flow": the page's state, shared by its small components. */
export const checkoutData = signal<InitCheckoutAnswer | null>(null);
export const loadStatus = signal<'loading' | 'ready' | 'failed'>('loading');
export const orderForms = signal<Readonly<Record<string, OrderForm>>>({});
/** Step ids highlighted after a send with missing data, for ERROR_HIGHLIGHT_MS. */
export const highlighted = signal<ReadonlySet<string>>(new Set());
/** Grows with each send refused for missing data: every step then shows its fields' errors. */
export const revealErrors = signal(0);
export const sending = signal(false);
export const appliedPromo = signal<{ id: number; code: string } | null>(null);

export const isSignedIn = computed(() => checkoutData.value?.customer_data != null);
/** A guest's proof for the phone typed now; null for a customer, whose session proves it. */
export const verificationToken = computed(() => (isSignedIn.value ? null : verificationTokenFor(phoneForApi(checkoutBuyer.value.phone))));
export const phoneProved = computed(() => isSignedIn.value || verificationToken.value !== null);

const CITY_COOKIE_DAYS = 365;

const reportFailure = (error: unknown) => {
  if (!(error instanceof ApiFailure)) console.error(error);
  notifyCallFailure(error);
};

export function updateOrderForm(orderId: string, change: (form: OrderForm) => OrderForm): void {
  const form = orderForms.peek()[orderId];
  if (!form) return;
  const changed = change(form);
  orderForms.value = { ...orderForms.peek(), [orderId]: changed };
  const order = checkoutData.peek()?.orders.find((o) => o.id === orderId);
  if (order) trackCheckoutChoice(order, form, changed);
}

/** The city goes to the `city` cookie too (docs/product-rules.md#checkout): the next visit starts from it and sends it as Accept-City. */
export function selectCity(orderId: string, city: OrderForm['city']): void {
  updateOrderForm(orderId, (form) => withCity(form, city));
  if (city) writeCookie('city', String(city.id), CITY_COOKIE_DAYS);
}

function accept(answer: InitCheckoutAnswer): void {
  checkoutData.value = answer;
  // A re-init (a promo code) keeps what the shopper already chose.
  const forms = orderForms.peek();
  orderForms.value = Object.fromEntries(answer.orders.map((order) => [order.id, forms[order.id] ?? initialOrderForm(order)]));
  const known = answer.customer_data;
  if (known) {
    const typed = checkoutBuyer.peek();
    // The account's phone is the proved one; the rest is only a default for what the shopper left empty.
    updateCheckoutBuyer({
      name: typed.name || known.name,
      firstName: typed.firstName || known.surname,
      email: typed.email || known.email,
      phone: `+${known.phone}`,
    });
  }
}

/** With the `city` cookie set, orders without a city start in that city (top cities are offered otherwise). */
async function startInCookieCity(): Promise<void> {
  const id = Number(readCookie('city'));
  if (!Number.isInteger(id) || id <= 0 || Object.values(orderForms.peek()).every((f) => f.city)) return;
  try {
    const city = await cityById(id);
    for (const [orderId, form] of Object.entries(orderForms.peek()))
      if (!form.city) updateOrderForm(orderId, (f) => withCity(f, { id: city.id, name: city.name }));
  } catch (error) {
    console.warn('checkout: the city of the cookie did not load', error);
  }
}

/** docs/product-rules.md#checkout "Checkout flow" 1: init, with the promo code the shopper applied. */
export async function openCheckout(): Promise<void> {
  loadStatus.value = 'loading';
  try {
    accept(await initCheckout(cartSession.peek(), appliedPromo.peek()?.id ?? null, verificationToken.peek()));
    loadStatus.value = 'ready';
    trackCheckoutOpened(checkoutData.peek()!.orders, appliedPromo.peek()?.code);
  } catch (error) {
    loadStatus.value = 'failed';
    reportFailure(error);
    return;
  }
  await startInCookieCity();
}

const invalidPromo = () => validationText('invalidPromoCode', lang.peek());

/** Checks the code, then inits again with it so every order shows its discount. Answers the field's error, or null. */
export async function applyPromo(code: string): Promise<string | null> {
  if (!isPromoCodeLengthValid(code)) return invalidPromo();
  try {
    const promo = await validatePromoCode(code, verificationToken.peek());
    const answer = await initCheckout(cartSession.peek(), promo.id, verificationToken.peek());
    // The init drops a code these orders do not qualify for (a minimum total).
    if (!answer.promo) return invalidPromo();
    appliedPromo.value = { id: promo.id, code: promo.code };
    accept(answer);
    return null;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 422) return error.body.errors?.code?.[0] ?? error.body.message;
    reportFailure(error);
    return null;
  }
}

export async function removePromo(): Promise<void> {
  try {
    accept(await initCheckout(cartSession.peek(), null, verificationToken.peek()));
    appliedPromo.value = null;
  } catch (error) {
    reportFailure(error);
  }
}

let highlightTimer: ReturnType<typeof setTimeout> | undefined;

/** docs/product-rules.md#checkout: the invalid steps light up for ERROR_HIGHLIGHT_MS, and the page scrolls to the first. */
function highlight(steps: string[]): void {
  highlighted.value = new Set(steps);
  revealErrors.value += 1;
  clearTimeout(highlightTimer);
  highlightTimer = setTimeout(() => (highlighted.value = new Set()), ERROR_HIGHLIGHT_MS);
  notify({ type: 'error', title: validationText('missingCheckoutData', lang.peek()) });
  if (typeof document === 'undefined') return;
  const first = document.getElementById(steps[0]!);
  first?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // After the errors render: the keyboard lands where the first fix is needed.
  requestAnimationFrame(() => (first?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? first)?.focus({ preventScroll: true }));
}

/** docs/product-rules.md#checkout ad tracking cookies, sent with the orders when the shopper came through an ad. */
const tracking = () => ({ utm_source: readCookie('ads'), admitad_uid: readCookie('aduid') });

/** The current attempt: a retry of the same orders keeps its Idempotency-Key; changed orders are a new attempt. */
let attempt: { body: string; entry: OrdersAttempt } | null = null;

/** Placed: the checkout whose thank-you page to show, and the payment page to go to first when something is paid online. */
export type SubmitOutcome = 'invalid' | 'failed' | { checkoutId: string; paymentUrl: string | null };

/** docs/product-rules.md#checkout "Checkout flow" 3 and 4. */
export async function submitCheckout(): Promise<SubmitOutcome> {
  const data = checkoutData.peek();
  if (!data || sending.peek()) return 'invalid';
  const l = lang.peek();
  const buyer = checkoutBuyer.peek();
  const forms = orderForms.peek();
  const steps = invalidSteps(isBuyerValid(buyer, phoneProved.peek(), l), data.orders, forms, l);
  if (steps.length > 0) {
    highlight(steps);
    return 'invalid';
  }
  const body = createOrdersBody(buyer, data.orders, forms, appliedPromo.peek()?.id ?? null, tracking());
  const json = JSON.stringify(body);
  if (attempt?.body !== json)
    attempt = {
      body: json,
      entry: ordersAttempt(body, { lang: l, cartSession: cartSession.peek(), verificationToken: verificationToken.peek() }),
    };
  sending.value = true;
  let placed;
  try {
    placed = await placeOrders(attempt.entry);
  } catch (error) {
    sending.value = false;
    reportFailure(error);
    return 'failed';
  }
  attempt = null;
  rememberPlacedCheckout(placed.checkout_id);
  rememberCheckoutOrders(
    placed.data.map((o) => o.id),
    data.orders.map((o) => ({ ...o, ...forms[o.id]! })),
    appliedPromo.peek()?.code,
  );
  // Before the browser may leave for the payment page: the cart it comes back to no longer holds them.
  await cartOrdered(body.orders.flatMap((o) => o.items.map((i) => i.product_id)));
  const outcome = { checkoutId: placed.checkout_id, paymentUrl: placed.paymentUrl };
  // The page stays disabled while the browser leaves for the payment page.
  if (placed.paymentUrl) return outcome;
  appliedPromo.value = null;
  // These orders are placed: the next checkout starts from its own init.
  checkoutData.value = null;
  loadStatus.value = 'loading';
  orderForms.value = {};
  sending.value = false;
  void reloadCart();
  return outcome;
}
