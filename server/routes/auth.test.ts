import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastSmsCode, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

let seq = 0;
/** Each test asks from its own address, so the per-address SMS limit never refuses another test. */
const address = () => `198.51.100.${(seq += 1)}`;
const newPhone = () => `38093${String((seq += 1)).padStart(7, '0')}`;

const post = (url: string, payload: object, { lang = 'uk', ip = address(), cookies = {} as Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, cookies, headers: { 'accept-language': lang } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/customer', cookies: { token } });

const lastCodeOf = (phone: string) => lastSmsCode(t.db, phone);
const outboxOf = (phone: string) => t.db.selectFrom('sms_outbox').where('phone', '=', phone).select(['purpose']).execute();

async function register(phone: string, password = 'secret-pass', extra: object = {}, typed = phone) {
  expect((await post('/api/auth/registration/add-phone', { phone: typed })).statusCode).toBe(200);
  const verified = await post('/api/auth/registration/verify-phone', { phone: typed, code: await lastCodeOf(phone) });
  const { registration_token } = verified.json().data;
  return post('/api/auth/registration/create-password', {
    registration_token,
    password,
    password_confirmation: password,
    name: 'Олена',
    ...extra,
  });
}

describe('registration', () => {
  it('proves the phone by SMS, creates the account and signs in with an HttpOnly cookie', async () => {
    const phone = newPhone();
    const res = await register(phone, 'secret-pass', {}, `+${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5)}`);
    expect(res.statusCode).toBe(200);
    const { token, customer } = res.json().data;
    expect(customer).toEqual({
      id: expect.any(Number),
      name: 'Олена',
      surname: '',
      patronymic: '',
      phone,
      email: null,
      birth_day: null,
      gender: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 90 * 86_400 });
    expect((await me(token)).json()).toEqual({ data: customer });
    const stored = await t.db.selectFrom('customers').where('phone', '=', phone).select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('secret-pass');
  });

  it("answers 'Невірний код' for a wrong code and for a code that outlived its 10 minutes", async () => {
    const phone = newPhone();
    await post('/api/auth/registration/add-phone', { phone });
    const code = await lastCodeOf(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/api/auth/registration/verify-phone', { phone, code: wrong });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Невірний код', errors: { code: ['Невірний код'] } });
    await t.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    expect((await post('/api/auth/registration/verify-phone', { phone, code })).statusCode).toBe(422);
  });

  it('a checkout code does not prove a phone for registration', async () => {
    const phone = newPhone();
    await post('/api/checkout/verification/init', { phone });
    expect((await post('/api/auth/registration/verify-phone', { phone, code: await lastCodeOf(phone) })).statusCode).toBe(422);
  });

  it('answers a registered phone like any other, and says 409 only once the code proved it', async () => {
    const known = await signInTestCustomer(t.db);
    const unknown = newPhone();
    const a = await post('/api/auth/registration/add-phone', { phone: known.phone });
    const b = await post('/api/auth/registration/add-phone', { phone: unknown });
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    const { registration_token } = (
      await post('/api/auth/registration/verify-phone', { phone: known.phone, code: await lastCodeOf(known.phone) })
    ).json().data;
    const res = await post('/api/auth/registration/create-password', {
      registration_token,
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('На цей номер уже зареєстровано акаунт. Увійдіть або відновіть пароль');
  });

  it.each([
    ['short', 'short', { password: ['Мінімальна кількість символів: 8'] }],
    ['secret-pass', 'secret-pazz', { password_confirmation: ['Паролі не збігаються'] }],
    ['secret-pass', '', { password_confirmation: ["Обов'язкове поле"] }],
  ])('refuses password %j confirmed as %j field by field', async (password, password_confirmation, errors) => {
    const res = await register(newPhone(), 'unused', { password, password_confirmation });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('a registration token works once', async () => {
    const phone = newPhone();
    await post('/api/auth/registration/add-phone', { phone });
    const { registration_token } = (await post('/api/auth/registration/verify-phone', { phone, code: await lastCodeOf(phone) })).json()
      .data;
    const body = { registration_token, password: 'secret-pass', password_confirmation: 'secret-pass' };
    expect((await post('/api/auth/registration/create-password', body)).statusCode).toBe(200);
    expect((await post('/api/auth/registration/create-password', body)).statusCode).toBe(422);
  });

  it('two requests with one registration token at once: one account, and the other finds the token spent', async () => {
    const phone = newPhone();
    await post('/api/auth/registration/add-phone', { phone });
    const { registration_token } = (await post('/api/auth/registration/verify-phone', { phone, code: await lastCodeOf(phone) })).json()
      .data;
    const body = { registration_token, password: 'secret-pass', password_confirmation: 'secret-pass' };
    const answers = await Promise.all([
      post('/api/auth/registration/create-password', body),
      post('/api/auth/registration/create-password', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().message).toBe('Час на підтвердження номера минув. Отримайте новий код');
    expect(await t.db.selectFrom('customers').where('phone', '=', phone).select('id').execute()).toHaveLength(1);
  });

  it('refuses a second code within a minute with the seconds to wait', async () => {
    const phone = newPhone();
    const ip = address();
    await post('/api/auth/registration/add-phone', { phone }, { ip });
    const res = await post('/api/auth/registration/add-phone', { phone }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().resend_in).toBeGreaterThan(0);
  });
});

describe('login and logout', () => {
  it('signs in with phone and password; a wrong password and an unknown phone get the same answer', async () => {
    const phone = newPhone();
    await register(phone);
    const ok = await post('/api/auth/login-customer', { phone: `0${phone.slice(3)}`, password: 'secret-pass' });
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().data.token)).json().data.phone).toBe(phone);
    const wrong = await post('/api/auth/login-customer', { phone, password: 'wrong-pass' });
    const unknown = await post('/api/auth/login-customer', { phone: newPhone(), password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(422);
    expect([wrong.statusCode, wrong.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(wrong.json().message).toBe('Невірний телефон або пароль');
  });

  it('after 10 wrong passwords for a phone from one address, the 11th try waits (429)', async () => {
    const phone = newPhone();
    await register(phone);
    const ip = address();
    for (let i = 0; i < 10; i += 1)
      expect((await post('/api/auth/login-customer', { phone, password: `wrong-${i}` }, { ip })).statusCode).toBe(422);
    const blocked = await post('/api/auth/login-customer', { phone, password: 'secret-pass' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/auth/login-customer', { phone, password: 'secret-pass' }, { ip: address() })).statusCode).toBe(200);
  });

  it('logout ends the session: the token no longer works and the cookie is cleared', async () => {
    const phone = newPhone();
    const { token } = (await register(phone)).json().data;
    const res = await post('/api/auth/logout', {}, { cookies: { token } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('GET /api/customer answers 401 to a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer' })).statusCode).toBe(401);
  });
});

describe('login merges the guest lists', () => {
  const productIds = async () => (await t.db.selectFrom('products').select('id').orderBy('id').limit(3).execute()).map((p) => p.id);
  const setQty = (productId: number, qty: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/cart/update', headers, payload: { product_id: productId, qty } });

  it('keeps the larger quantity of a product in both carts and adds the rest', async () => {
    const [a, b] = await productIds();
    const phone = newPhone();
    const { token } = (await register(phone)).json().data;
    const own = await setQty(a!, 1, { authorization: `Bearer ${token}` });
    expect(own.statusCode).toBe(200);
    const guestA = await setQty(a!, 3, {});
    const cart_session = guestA.json().cart_session;
    await setQty(b!, 2, { 'cart-session': cart_session });
    const login = await post('/api/auth/login-customer', { phone, password: 'secret-pass', cart_session });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(
      cart
        .json()
        .items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])
        .sort(),
    ).toEqual(
      [
        [a, 3],
        [b, 2],
      ].sort(),
    );
  });

  it('adds the guest compared products to the account list', async () => {
    const [a, b] = await productIds();
    const phone = newPhone();
    const { token } = (await register(phone)).json().data;
    await t.app.inject({ method: 'POST', url: `/api/compare/product/${a}`, headers: { authorization: `Bearer ${token}` } });
    const guest = await t.app.inject({ method: 'POST', url: `/api/compare/product/${b}` });
    const compare_session = guest.json().compare_session;
    const login = await post('/api/auth/login-customer', { phone, password: 'secret-pass', compare_session });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/compare',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect([...list.json().compare_list].sort()).toEqual([a, b].sort());
  });
});

describe('forgot password', () => {
  it('sends a code to a customer and nothing to an unknown phone, answering both alike', async () => {
    const known = newPhone();
    await register(known);
    const unknown = newPhone();
    const a = await post('/api/auth/reset/forgot-password', { phone: known });
    const b = await post('/api/auth/reset/forgot-password', { phone: unknown });
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    expect((await outboxOf(known)).map((m) => m.purpose)).toContain('reset');
    expect(await outboxOf(unknown)).toEqual([]);
  });

  it('sets the new password, ends every other session and signs in', async () => {
    const phone = newPhone();
    const { token: old } = (await register(phone)).json().data;
    await post('/api/auth/reset/forgot-password', { phone });
    const verified = await post('/api/auth/reset/verify-phone', { phone, code: await lastCodeOf(phone) });
    const { reset_token } = verified.json().data;
    const res = await post('/api/auth/reset/new-password', {
      reset_token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(res.json().data.token)).statusCode).toBe(200);
    expect((await post('/api/auth/login-customer', { phone, password: 'secret-pass' })).statusCode).toBe(422);
    expect((await post('/api/auth/login-customer', { phone, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('a reset token sets one password, also when two requests carry it at once', async () => {
    const phone = newPhone();
    await register(phone);
    await post('/api/auth/reset/forgot-password', { phone });
    const { reset_token } = (await post('/api/auth/reset/verify-phone', { phone, code: await lastCodeOf(phone) })).json().data;
    const reset = (password: string) => post('/api/auth/reset/new-password', { reset_token, password, password_confirmation: password });
    const [first, second] = await Promise.all([reset('first-new-pass'), reset('second-new-pass')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const firstWon = first.statusCode === 200;
    const [won, lost] = firstWon ? [first, second] : [second, first];
    const [winning, losing] = firstWon ? ['first-new-pass', 'second-new-pass'] : ['second-new-pass', 'first-new-pass'];
    expect(lost.json().message).toBe('Час на підтвердження номера минув. Отримайте новий код');
    expect(lost.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect((await me(won.json().data.token)).statusCode).toBe(200);
    expect((await post('/api/auth/login-customer', { phone, password: losing })).statusCode).toBe(422);
    expect((await post('/api/auth/login-customer', { phone, password: winning })).statusCode).toBe(200);
    expect((await reset('third-new-pass')).statusCode).toBe(422);
  });
});
