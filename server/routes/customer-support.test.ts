import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../services/auth/passwords';
import { settleOverduePayments } from '../services/checkout/acquirer-payments';
import { moveSellerOrder } from '../services/seller/seller-orders';
import { buyer, CARD, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, lastSmsCode, signInTestCustomer, type Method, type TestApp } from '../testing/app';
import { nonOperatorSessions, signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let adminId: number;
let freshOffers: ReturnType<typeof offerSource>;

const SUPPORT = { phones: '+380 44 300 20 10, +380 67 300 20 11', email: 'help@kramnytsia.test' };

beforeAll(async () => {
  t = await createTestApp({ products: 120, config: { storePhone: SUPPORT.phones, storeEmail: SUPPORT.email } });
  freshOffers = offerSource(t);
  ({ id: adminId, token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ token: moderator } = await signInTestOperator(t.db, 'moderator'));
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
let seq = 0;
/** Each call from its own address, so the per-address limits never refuse another test. */
const address = () => `198.51.100.${(seq += 1) % 250}`;
const as = (method: Method, url: string, cookies: Cookies, body?: object, lang = 'uk', ip = address()) =>
  t.app.inject({
    method,
    url,
    cookies,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    ...(body !== undefined && { payload: body }),
  });
const asAdmin = (method: Method, url: string, body?: object, lang = 'uk') => as(method, url, { operator_token: admin }, body, lang);
const find = (typed: string, lang = 'uk') =>
  asAdmin('GET', `/api/operator/support/customers?phone=${encodeURIComponent(typed)}`, undefined, lang);
const login = (phone: string, password: string, lang = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-customer',
    payload: { phone, password },
    remoteAddress: address(),
    headers: { 'accept-language': lang },
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/customer', cookies: { token } });

/** A customer with a password and a session, as if registered: the session is what blocking must end. */
async function customerWithPassword(password = 'secret-pass') {
  const customer = await signInTestCustomer(t.db, 'Марія');
  await t.db
    .updateTable('customers')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', customer.id)
    .execute();
  return { ...customer, password };
}

/** An order placed at checkout with this phone, signed in when a token is given, else as a guest who proved it. */
async function placeOrder(phone: string, token?: string, payment_id = CASH): Promise<number> {
  const [offer] = await freshOffers(1);
  const session = await fillCart(t, [{ id: offer!.id, qty: 1 }], token ? { token } : {});
  const shopper = token ? { session, token } : { session, proof: await proveByCode(t, phone) };
  const point = await pickupPoint(t, 'store_pickup');
  const order = {
    contact_data: recipient(phone),
    payment_id,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: [{ product_id: offer!.id, qty: 1 }],
  };
  const res = await createOrders(t, { customer_data: buyer(phone), orders: [order] }, shopper);
  expect(res.statusCode).toBe(201);
  return (res.json().data as { id: number }[])[0]!.id;
}

const ROUTES: [Method, string, object?][] = [
  ['GET', '/api/operator/support/customers?phone=0671112233'],
  ['GET', '/api/operator/support/orders/1'],
  ['POST', '/api/operator/support/customers/1/code'],
  ['POST', '/api/operator/support/customers/1/block', { reason: 'так' }],
  ['POST', '/api/operator/support/customers/1/unblock'],
];

describe('who reaches support', () => {
  it.each(ROUTES)('%s %s: a moderator gets 403', async (method, url, body) => {
    expect((await as(method, url, { operator_token: moderator }, body)).statusCode).toBe(403);
  });

  it.each(ROUTES)('%s %s: a customer’s and a seller’s sessions, and none, get 401', async (method, url, body) => {
    for (const cookies of await nonOperatorSessions(t)) expect((await as(method, url, cookies, body)).statusCode).toBe(401);
  });
});

describe('finding a customer by phone', () => {
  let id: number;
  let phone: string;
  beforeAll(async () => {
    ({ id, phone } = await signInTestCustomer(t.db, 'Оксана'));
  });

  // The table's numbers are written from the customer's own 380XXXXXXXXX, every way people type one.
  const national = () => phone.slice(3);
  it.each([
    ['international with a plus', () => `+${phone}`],
    ['international without one', () => phone],
    [
      'grouped with brackets and dashes',
      () => `+38 (0${national().slice(0, 2)}) ${national().slice(2, 5)}-${national().slice(5, 7)}-${national().slice(7)}`,
    ],
    ['national with a zero', () => `0${national()}`],
    ['national in groups', () => `0${national().slice(0, 2)} ${national().slice(2, 5)} ${national().slice(5, 7)} ${national().slice(7)}`],
    ['the old trunk prefix', () => `8 0${national()}`],
    ['the nine digits alone', () => national()],
    ['the 00 call prefix', () => `00${phone}`],
    ['a zero doubled after +380', () => `+380 0${national()}`],
  ])('%s finds the account', async (_, typed) => {
    const res = await find(typed());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone, account: { id, name: 'Оксана', blocked_at: null, sessions: 1 } });
  });

  it.each([
    ['uk', 'Введіть номер телефону або номер замовлення'],
    ['ru', 'Введите номер телефона или номер заказа'],
  ])('refuses what is no phone, in %s', async (lang, text) => {
    for (const typed of ['067 111 22', '+48 601 111 222', 'Олена']) {
      const res = await find(typed, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.phone).toEqual([text]);
    }
  });

  it('says so when a phone has neither account nor order, in the asker’s language', async () => {
    const res = await find('+380 99 000 00 01', 'ru');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('По номеру +380990000001 нет ни учётной записи, ни заказов');
  });

  it('shows the account’s orders and the phone’s guest orders, newest first, and the sign-ins', async () => {
    const customer = await customerWithPassword();
    expect((await login(customer.phone, customer.password)).statusCode).toBe(200);
    const own = await placeOrder(customer.phone, customer.token);
    const guest = await placeOrder(customer.phone);
    const res = await find(customer.phone);
    const { data } = res.json();
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([guest, own]);
    expect(data.orders[0]).toMatchObject({ status: 'new', status_label: 'Нове' });
    expect(data.orders[0].total).toBeGreaterThan(0);
    expect(data.sign_ins).toEqual([{ at: expect.any(String), method: 'password' }]);
    expect(data.account.sessions).toBe(2);
  });

  it('finds a phone that has guest orders only, with no account', async () => {
    const phone = '380991140077';
    const order = await placeOrder(phone);
    const { data } = (await find(`0${phone.slice(3)}`)).json();
    expect(data).toMatchObject({ phone, account: null, sign_ins: [] });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([order]);
  });
});

describe('an order by its number', () => {
  it('tells its buyer and its statuses from the placing on, with who moved it', async () => {
    const customer = await signInTestCustomer(t.db, 'Ірина');
    const id = await placeOrder(customer.phone, customer.token);
    const { seller_id } = await t.db.selectFrom('orders').where('id', '=', id).select('seller_id').executeTakeFirstOrThrow();
    await moveSellerOrder(t.db, seller_id, id, 'confirmed', new Date());
    await moveSellerOrder(t.db, seller_id, id, 'sent', new Date());
    const res = await asAdmin('GET', `/api/operator/support/orders/${id}`, undefined, 'ru');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id, status: 'sent', buyer_phone: customer.phone, customer_id: customer.id });
    expect(data.history.map((h: { status: string; by: string; status_label: string }) => [h.status, h.by, h.status_label])).toEqual([
      ['new', 'buyer', 'Новый'],
      ['confirmed', 'seller', 'Подтверждён'],
      ['sent', 'seller', 'Отправлен'],
    ]);
  });

  it('tells an order cancelled because its online payment did not come', async () => {
    const customer = await signInTestCustomer(t.db, 'Ірина');
    const id = await placeOrder(customer.phone, customer.token, CARD);
    const later = new Date(Date.now() + (t.config.paymentExpiryMinutes + 1) * 60_000);
    await settleOverduePayments(t.db, null, t.config.paymentExpiryMinutes, later);
    const { data } = (await asAdmin('GET', `/api/operator/support/orders/${id}`)).json();
    expect(data.history.map((h: { status: string; by: string; at: string }) => [h.status, h.by, h.at])).toEqual([
      ['new', 'buyer', data.created_at],
      ['cancelled', 'payment', later.toISOString()],
    ]);
  });

  it('says an unknown number is not found', async () => {
    const res = await asAdmin('GET', '/api/operator/support/orders/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Замовлення № 99999999 не знайдено');
  });
});

const blockedText = {
  uk: `Ваш обліковий запис заблоковано, увійти в нього не можна. Зверніться до служби підтримки: ${SUPPORT.phones}, ${SUPPORT.email}. Щодня з 8:00 до 21:00.`,
  ru: `Ваша учётная запись заблокирована, войти в неё нельзя. Обратитесь в службу поддержки: ${SUPPORT.phones}, ${SUPPORT.email}. Ежедневно с 8:00 до 21:00.`,
};

describe('blocking and unblocking an account', () => {
  it('ends its sessions at once, refuses its sign-in with the support contacts in uk and ru, keeps its orders, and unblocking restores sign-in', async () => {
    const customer = await customerWithPassword();
    const order = await placeOrder(customer.phone, customer.token);
    expect((await me(customer.token)).statusCode).toBe(200);

    const blocked = await asAdmin('POST', `/api/operator/support/customers/${customer.id}/block`, { reason: ' Шахрайські замовлення ' });
    expect(blocked.statusCode).toBe(200);
    expect((await me(customer.token)).statusCode).toBe(401);
    for (const lang of ['uk', 'ru'] as const) {
      const refused = await login(customer.phone, customer.password, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: blockedText[lang], errors: { phone: [blockedText[lang]] } });
      expect(refused.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
    // a wrong password still answers as for anyone: being blocked is told only to whoever knows the password
    expect((await login(customer.phone, 'wrong-pass')).statusCode).toBe(422);
    const { data } = (await find(customer.phone)).json();
    expect(data.account).toMatchObject({ block_reason: 'Шахрайські замовлення', sessions: 0 });
    expect(data.account.blocked_at).not.toBeNull();
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([order]);

    const again = await asAdmin('POST', `/api/operator/support/customers/${customer.id}/block`, { reason: 'ще раз' }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Учётная запись уже заблокирована');

    expect((await asAdmin('POST', `/api/operator/support/customers/${customer.id}/unblock`)).statusCode).toBe(200);
    const signedIn = await login(customer.phone, customer.password);
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json().data.token)).statusCode).toBe(200);
    const twice = await asAdmin('POST', `/api/operator/support/customers/${customer.id}/unblock`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Обліковий запис не заблоковано');

    const log = await asAdmin('GET', `/api/operator/audit?subject=customer:${customer.id}`);
    expect(
      log
        .json()
        .data.map((e: { action: string; before: unknown; after: unknown; operator: { id: number } }) => [
          e.action,
          e.before,
          e.after,
          e.operator.id,
        ]),
    ).toEqual([
      ['customer.unblock', { blocked: true, reason: 'Шахрайські замовлення' }, { blocked: false, reason: '' }, adminId],
      ['customer.block', { blocked: false, reason: '' }, { blocked: true, reason: 'Шахрайські замовлення', sessions_ended: 1 }, adminId],
    ]);
  });

  it('refuses a blocked account a new password by reset too, and keeps its old one', async () => {
    const customer = await customerWithPassword();
    await asAdmin('POST', `/api/operator/support/customers/${customer.id}/block`, { reason: 'Перевірка' });
    const ip = address();
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': 'ru' } });
    expect((await post('/api/auth/reset/forgot-password', { phone: customer.phone })).statusCode).toBe(200);
    const proof = await post('/api/auth/reset/verify-phone', { phone: customer.phone, code: await lastSmsCode(t.db, customer.phone) });
    const reset = await post('/api/auth/reset/new-password', {
      reset_token: proof.json().data.reset_token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(blockedText.ru);
    await asAdmin('POST', `/api/operator/support/customers/${customer.id}/unblock`);
    expect((await login(customer.phone, 'brand-new-pass')).statusCode).toBe(422);
    expect((await login(customer.phone, customer.password)).statusCode).toBe(200);
  });

  it('takes a reason, and refuses an unknown account, in the asker’s language', async () => {
    const customer = await signInTestCustomer(t.db);
    const blank = await asAdmin('POST', `/api/operator/support/customers/${customer.id}/block`, { reason: '   ' }, 'ru');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toEqual(['Обязательное поле']);
    const unknown = await asAdmin('POST', '/api/operator/support/customers/99999999/block', { reason: 'так' }, 'ru');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Учётная запись не найдена');
    expect((await me(customer.token)).statusCode).toBe(200);
  });
});

describe('sending a code again', () => {
  it('sends one through the SMS provider for the step last asked, under the send limits, and logs it', async () => {
    const customer = await customerWithPassword();
    const sent = await asAdmin('POST', `/api/operator/support/customers/${customer.id}/code`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ purpose: 'reset', resend_in: 60, message: 'Код надіслано: відновлення пароля' });
    const outbox = await t.db.selectFrom('sms_outbox').where('phone', '=', customer.phone).select(['purpose', 'text']).execute();
    expect(outbox.map((m) => m.purpose)).toEqual(['reset']);
    expect(outbox[0]!.text).toMatch(/\b\d{6}\b/);

    // the customer's own send a minute ago, or support's, holds the next one back alike
    const soon = await asAdmin('POST', `/api/operator/support/customers/${customer.id}/code`, undefined, 'ru');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().resend_in).toBeGreaterThan(0);
    expect(soon.headers['retry-after']).toBe(String(soon.json().resend_in));
    expect(soon.json().message).toMatch(/\d+/);

    const log = await asAdmin('GET', `/api/operator/audit?subject=customer:${customer.id}&action=customer.code`);
    expect(log.json().data.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [null, { purpose: 'reset', phone: customer.phone }],
    ]);
  });

  it('sends the code of the step the customer last asked one for', async () => {
    const phone = '380991140088';
    await proveByCode(t, phone);
    const { id } = await t.db
      .insertInto('customers')
      .values({ phone, name: 'Гість', surname: '', patronymic: '', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // a minute has passed since the customer's own send
    await t.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    const sent = await asAdmin('POST', `/api/operator/support/customers/${id}/code`, undefined, 'ru');
    expect(sent.json().data).toMatchObject({ purpose: 'checkout', message: 'Код отправлен: оформление заказа' });
  });
});
