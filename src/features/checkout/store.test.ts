// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_HIGHLIGHT_MS } from '../../domain/order-validity';
import { checkoutBuyer, phoneVerification } from '../../stores/checkout-buyer';
import { notifications } from '../../stores/notifications';
import { placedCheckoutId } from '../../stores/placed-orders';
import { BUYER_STEP, initialOrderForm } from './model';
import { applyPromo, appliedPromo, checkoutData, highlighted, loadStatus, orderForms, sending, submitCheckout } from './store';
import type { CheckoutOrder, CreateOrdersAnswer } from '../../api/checkout';

const PHONE = '380671234567';
const order: CheckoutOrder = {
  id: '3-7',
  seller: { id: 3, shop_name: 'Зелена лавка' },
  warehouse_id: 7,
  total: 400,
  totalWithoutDiscount: 400,
  discount: 0,
  products: [
    {
      id: 11,
      product_id: 11,
      base_product_id: 5,
      title: 'Олія',
      image: { src: '/a.webp', width: 1, height: 1, alt: '' },
      price: 400,
      old_price: null,
      qty: 1,
      seller: { shop_name: 'Зелена лавка' },
    },
  ],
  payments: [{ id: 2, title: 'Оплата при отриманні', is_online: false }],
  deliveries: [],
  savedDeliveries: [],
  recipient: null,
};
const placed: CreateOrdersAnswer = {
  checkout_id: 'c-1',
  paymentUrl: null,
  data: [
    {
      id: 501,
      seller: { id: 3, shop_name: 'Зелена лавка' },
      total: 400,
      payment_status: 'new',
      download_pdf_link: '/api/orders/501/receipt.pdf?t=x',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let orderRequests: Request[] = [];
let answers: (() => Response)[] = [];
/** Answers of other calls by path (promo validation, init). */
let other: Record<string, () => Response> = {};
let otherRequests: Request[] = [];

function fill(): void {
  checkoutData.value = { orders: [order], dropped: [], customer_data: null, promo: null };
  loadStatus.value = 'ready';
  orderForms.value = {
    [order.id]: {
      ...initialOrderForm(order),
      city: { id: 1, name: 'Київ' },
      delivery: { id: 1, title: 'Відділення', kind: 'office', pricing: { is_by_provider: true, free_from: null, default_price: 80 } },
      office: { id: 40, title: 'Відділення №4' },
      payment: order.payments[0]!,
    },
  };
  checkoutBuyer.value = { name: 'Оксана', firstName: 'Мельник', phone: '+380 67 123 45 67', email: '' };
  phoneVerification.value = { phone: PHONE, token: 'proof-1', expiresAt: Date.now() + 3_600_000 };
}

beforeEach(() => {
  other = {};
  otherRequests = [];
  orderRequests = [];
  answers = [];
  notifications.value = [];
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.origin), init);
    if (!request.url.endsWith('/api/checkout/create-orders')) {
      otherRequests.push(request);
      const path = new URL(request.url).pathname;
      return other[path]?.() ?? json({ items: [], meta: { total: 0, clear_total: 0, qty: 0 }, cart_session: null });
    }
    orderRequests.push(request);
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('submitCheckout', () => {
  it('with missing data: lights the steps up for ERROR_HIGHLIGHT_MS, says what is wrong, sends nothing', async () => {
    vi.useFakeTimers();
    fill();
    checkoutBuyer.value = { ...checkoutBuyer.value, firstName: '' };
    orderForms.value = { [order.id]: { ...orderForms.value[order.id]!, payment: null } };
    expect(await submitCheckout()).toBe('invalid');
    expect([...highlighted.value]).toEqual([BUYER_STEP, 'checkout-3-7-payment']);
    expect(notifications.value.map((n) => n.title)).toContain('Заповніть всі необхідні дані');
    expect(orderRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(ERROR_HIGHLIGHT_MS - 1);
    expect(highlighted.value.size).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(highlighted.value.size).toBe(0);
  });

  it('retries a lost answer with the same Idempotency-Key, then keeps the checkout for the thank-you page', async () => {
    // only the waits between tries: the cart's storage (IndexedDB) keeps its own scheduling
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fill();
    answers = [() => json({ message: 'busy' }, 503), () => json(placed, 201)];
    const outcome = submitCheckout();
    expect(sending.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toEqual({ checkoutId: 'c-1', paymentUrl: null });
    expect(orderRequests).toHaveLength(2);
    const [first, retry] = orderRequests.map((r) => r.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(orderRequests[0]!.headers.get('x-verification-token')).toBe('proof-1');
    expect(await orderRequests[0]!.json()).toMatchObject({ customer_data: { name: 'Оксана', surname: 'Мельник', phone: PHONE } });
    expect(placedCheckoutId()).toBe('c-1');
    expect(sending.value).toBe(false);
  });

  it('a refused send re-enables the page; sending the same again is the same attempt, changed orders a new one', async () => {
    fill();
    answers = [
      () => json({ message: 'Щось пішло не так, замовлення не прийнято', errors: { 'orders.0.items.0': ['Олія: лишилось 0'] } }, 409),
    ];
    expect(await submitCheckout()).toBe('failed');
    expect(sending.value).toBe(false);
    expect(notifications.value.map((n) => n.title || n.text)).toEqual(['Щось пішло не так, замовлення не прийнято', 'Олія: лишилось 0']);

    answers = [() => json({ message: 'ще раз' }, 409)];
    await submitCheckout();
    answers = [() => json({ message: 'ще раз' }, 409)];
    checkoutBuyer.value = { ...checkoutBuyer.value, email: 'oksana@example.com' };
    await submitCheckout();
    const keys = orderRequests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an online payment sends the browser to the payment page and keeps the page disabled meanwhile', async () => {
    fill();
    answers = [() => json({ ...placed, paymentUrl: '/payment/sandbox/c-1' }, 201)];
    expect(await submitCheckout()).toEqual({ checkoutId: 'c-1', paymentUrl: '/payment/sandbox/c-1' });
    expect(placedCheckoutId()).toBe('c-1');
    expect(sending.value).toBe(true);
    sending.value = false;
  });
});

describe('applyPromo', () => {
  const INVALID = 'Неправильний промокод';
  const promo = { id: 4, code: 'HEMP10', discount_percent: 10, discount: null, min_total: 0, expires_at: '2027-12-31T23:59:59.000Z' };

  beforeEach(() => {
    fill();
    appliedPromo.value = null;
  });

  it.each(['HEMP1', 'HEMP1000A', ''])('refuses %j without asking the server: 6 or 8 characters', async (code) => {
    expect(await applyPromo(code)).toBe(INVALID);
    expect(otherRequests).toHaveLength(0);
  });

  it("answers the server's word for an unknown code", async () => {
    other['/api/checkout/promo-code/validate'] = () => json({ message: INVALID, errors: { code: [INVALID] } }, 422);
    expect(await applyPromo('NOPE00')).toBe(INVALID);
    expect(appliedPromo.value).toBeNull();
  });

  it('inits again with the code (and the phone proof) to show the discount', async () => {
    other['/api/checkout/promo-code/validate'] = () => json({ data: promo });
    other['/api/checkout/init-checkout'] = () =>
      json({
        orders: [{ ...order, total: 360, discount: 40 }],
        dropped: [],
        customer_data: null,
        promo: { id: 4, code: 'HEMP10', discount: 40 },
      });
    expect(await applyPromo(' hemp10 ')).toBeNull();
    expect(appliedPromo.value).toEqual({ id: 4, code: 'HEMP10' });
    expect(checkoutData.value?.orders[0]?.discount).toBe(40);
    const init = otherRequests.find((r) => r.url.endsWith('/api/checkout/init-checkout'))!;
    expect(await init.json()).toEqual({ promo_code_id: 4 });
    expect(init.headers.get('x-verification-token')).toBe('proof-1');
    // what the shopper chose stays chosen
    expect(orderForms.value[order.id]?.office).toEqual({ id: 40, title: 'Відділення №4' });
  });

  it('a code these orders do not qualify for (its minimum) is refused', async () => {
    other['/api/checkout/promo-code/validate'] = () => json({ data: { ...promo, min_total: 5000 } });
    other['/api/checkout/init-checkout'] = () => json({ orders: [order], dropped: [], customer_data: null, promo: null });
    expect(await applyPromo('HEMP10')).toBe(INVALID);
    expect(appliedPromo.value).toBeNull();
  });
});
