import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, itRefusesGuests, lastSmsCode, signInTestCustomer, wrongCode, type Method, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

let seq = 0;
/** Each test asks from its own address, so the per-address SMS limit never refuses another test. */
const address = () => `203.0.113.${(seq += 1)}`;

const call = (method: Method, url: string, token?: string, body?: object, lang?: string) =>
  t.call(method, url, { token, body, lang, ip: address() });

const personal = { name: 'Олена', surname: 'Коваль', patronymic: 'Петрівна', birth_day: '1985-06-15', gender: 2 };

const lastCode = (phone: string, purpose = 'password') => lastSmsCode(t.db, phone, purpose);

describe('a guest', () => {
  itRefusesGuests(
    () => t,
    [
      ['PUT', '/api/customer/update/personal', personal],
      ['PUT', '/api/customer/update/email', { email: 'a@b.ua' }],
      ['PUT', '/api/customer/update/password/init', { password: 'secret-pass', password_confirmation: 'secret-pass' }],
      ['PUT', '/api/customer/update/password/confirm', { code: '123456' }],
      ['DELETE', '/api/customer/delete', { confirm: true }],
    ],
  );
});

describe('personal info', () => {
  it('saves and answers the customer', async () => {
    const { id, phone, token } = await signInTestCustomer(t.db);
    const res = await call('PUT', '/api/customer/update/personal', token, { ...personal, name: '  Олена ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id, phone, email: null, ...personal } });
    expect((await call('GET', '/api/customer', token)).json().data).toMatchObject(personal);
  });

  it('keeps the stored patronymic when the body leaves it out, and clears it with an empty one', async () => {
    const { token } = await signInTestCustomer(t.db);
    await call('PUT', '/api/customer/update/personal', token, personal);
    const { patronymic: _left, ...withoutPatronymic } = personal;
    const kept = await call('PUT', '/api/customer/update/personal', token, { ...withoutPatronymic, name: 'Ольга' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ name: 'Ольга', patronymic: 'Петрівна' });
    const cleared = await call('PUT', '/api/customer/update/personal', token, { ...personal, patronymic: '' });
    expect(cleared.json().data.patronymic).toBe('');
  });

  it('clears the birthday and the gender with null', async () => {
    const { token } = await signInTestCustomer(t.db);
    await call('PUT', '/api/customer/update/personal', token, personal);
    const res = await call('PUT', '/api/customer/update/personal', token, { ...personal, birth_day: null, gender: null });
    expect(res.json().data).toMatchObject({ birth_day: null, gender: null });
  });

  it.each<[string, string, number, string[] | undefined]>([
    ['uk', '1939-12-31', 400, ['min 1940']],
    ['uk', '1940-01-01', 200, undefined],
    ['uk', '2010-12-31', 200, undefined],
    ['uk', '2011-01-01', 400, ['max 2010']],
    ['ru', '1900-05-05', 400, ['min 1940']],
    ['ru', '2024-05-05', 400, ['max 2010']],
    ['uk', '1990-02-30', 400, ['Введіть коректне значення']],
    ['ru', '05.05.1990', 400, ['Введите корректное значение']],
  ])('%s: birth day %s -> %i %j', async (lang, birth_day, status, errors) => {
    const { token } = await signInTestCustomer(t.db);
    const res = await call('PUT', '/api/customer/update/personal', token, { ...personal, birth_day }, lang);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors?.birth_day).toEqual(errors);
  });

  it('refuses an empty name and a gender other than 1 or 2', async () => {
    const { token } = await signInTestCustomer(t.db);
    const res = await call('PUT', '/api/customer/update/personal', token, { ...personal, name: ' ', gender: 3 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('gender');
    const empty = await call('PUT', '/api/customer/update/personal', token, { ...personal, name: ' ' });
    expect(empty.json().errors).toEqual({ name: ["Обов'язкове поле"] });
  });
});

describe('e-mail', () => {
  it('is kept in lower case', async () => {
    const { token } = await signInTestCustomer(t.db);
    const res = await call('PUT', '/api/customer/update/email', token, { email: ' Olena.Koval@Example.UA ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('olena.koval@example.ua');
  });

  it("answers 409 when another account has it, whatever its case; one's own is fine", async () => {
    const a = await signInTestCustomer(t.db);
    const b = await signInTestCustomer(t.db);
    await call('PUT', '/api/customer/update/email', a.token, { email: 'taken@example.ua' });
    const res = await call('PUT', '/api/customer/update/email', b.token, { email: 'TAKEN@example.ua' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Ця електронна адреса вже належить іншому акаунту',
      errors: { email: ['Ця електронна адреса вже належить іншому акаунту'] },
    });
    expect((await call('PUT', '/api/customer/update/email', a.token, { email: 'taken@example.ua' })).statusCode).toBe(200);
  });

  it.each(['', 'not-an-email', 'a@b'])('refuses %j', async (email) => {
    const { token } = await signInTestCustomer(t.db);
    const res = await call('PUT', '/api/customer/update/email', token, { email });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });
});

describe('password change', () => {
  const passwords = { password: 'new-secret-42', password_confirmation: 'new-secret-42' };
  const login = (phone: string, password: string) => call('POST', '/api/auth/login-customer', undefined, { phone, password });

  it('checks the password like registration does', async () => {
    const { token } = await signInTestCustomer(t.db);
    const res = await call('PUT', '/api/customer/update/password/init', token, { password: 'short', password_confirmation: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: ['Мінімальна кількість символів: 8'], password_confirmation: ['Паролі не збігаються'] });
  });

  it('sends a code to the account phone, sets the password with it and ends the other sessions only', async () => {
    const { phone, token } = await signInTestCustomer(t.db);
    const other = (await login(phone, 'anything')).statusCode;
    expect(other).toBe(422);
    const elsewhere = await signInTestCustomer(t.db);
    // a second session of the same account
    await t.db
      .updateTable('customer_sessions')
      .set({ customer_id: (await t.db.selectFrom('customers').where('phone', '=', phone).select('id').executeTakeFirstOrThrow()).id })
      .where('customer_id', '=', elsewhere.id)
      .execute();

    const init = await call('PUT', '/api/customer/update/password/init', token, passwords);
    expect(init.statusCode).toBe(200);
    expect(init.json()).toEqual({ data: { resend_in: 60, expires_in: 600 } });
    const held = await t.db.selectFrom('password_changes').selectAll().execute();
    expect(JSON.stringify(held)).not.toContain('new-secret-42');

    const res = await call('PUT', '/api/customer/update/password/confirm', token, { code: await lastCode(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe(phone);
    expect((await call('GET', '/api/customer', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/customer', elsewhere.token)).statusCode).toBe(401);
    expect((await login(phone, 'new-secret-42')).statusCode).toBe(200);
  });

  it("answers 'Невірний код' to a wrong code, and refuses the 6th try even with the right one", async () => {
    const { phone, token } = await signInTestCustomer(t.db);
    await call('PUT', '/api/customer/update/password/init', token, passwords);
    const code = await lastCode(phone);
    for (let i = 0; i < 5; i += 1) {
      const res = await call('PUT', '/api/customer/update/password/confirm', token, { code: wrongCode(code) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Невірний код', errors: { code: ['Невірний код'] } });
    }
    expect((await call('PUT', '/api/customer/update/password/confirm', token, { code })).statusCode).toBe(422);
    expect((await login(phone, 'new-secret-42')).statusCode).toBe(422);
  });

  it('a code sent for another purpose does not change the password; asking again within a minute waits', async () => {
    const { phone, token } = await signInTestCustomer(t.db);
    await call('PUT', '/api/customer/update/password/init', token, passwords);
    const again = await call('PUT', '/api/customer/update/password/init', token, passwords);
    expect(again.statusCode).toBe(429);
    expect(again.json().resend_in).toBeGreaterThan(0);
    await call('POST', '/api/auth/reset/forgot-password', undefined, { phone });
    expect((await call('PUT', '/api/customer/update/password/confirm', token, { code: await lastCode(phone, 'reset') })).statusCode).toBe(
      422,
    );
  });

  it('a code without a password waiting is wrong', async () => {
    const { token } = await signInTestCustomer(t.db);
    expect((await call('PUT', '/api/customer/update/password/confirm', token, { code: '123456' })).statusCode).toBe(422);
  });
});

describe('account deletion', () => {
  async function orderOf(customerId: number, phone: string) {
    const seller = await t.db.selectFrom('warehouses').select(['id', 'seller_id']).executeTakeFirstOrThrow();
    const { id } = await insertTestOrder(t.db, {
      checkout_id: `test-${customerId}`,
      customer_id: customerId,
      seller_id: seller.seller_id,
      warehouse_id: seller.id,
      status: 'fulfilled',
      payment_status: 'success',
      buyer_surname: 'Коваль',
      buyer_phone: phone,
      buyer_email: 'olena@example.ua',
      recipient_name: 'Іван',
      recipient_surname: 'Петренко',
      recipient_phone: '380501112233',
      receipt_token: `receipt-${customerId}`,
    });
    return id;
  }

  it('needs {confirm: true}', async () => {
    const { token } = await signInTestCustomer(t.db);
    expect((await call('DELETE', '/api/customer/delete', token, {})).statusCode).toBe(400);
    expect((await call('DELETE', '/api/customer/delete', token, { confirm: false })).statusCode).toBe(400);
    expect((await call('GET', '/api/customer', token)).statusCode).toBe(200);
  });

  it('removes the personal data, keeps the orders without it, and lets the phone register again', async () => {
    const { id, phone, token } = await signInTestCustomer(t.db);
    const orderId = await orderOf(id, phone);
    const product = await t.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await call('POST', `/api/customer/favorite/product/${product.id}`, token);
    await call('POST', '/api/customer/contacts', token, { name: 'Іван', surname: 'Петренко', phone: '380501112233' });
    await t.db
      .insertInto('carts')
      .values({ id: `cart-of-${id}`, customer_id: id, created_at: '2026-01-01', updated_at: '2026-01-01' })
      .execute();
    await t.db
      .insertInto('cart_items')
      .values({ cart_id: `cart-of-${id}`, product_id: product.id, qty: 1, added_at: '2026-01-01' })
      .execute();

    const res = await call('DELETE', '/api/customer/delete', token, { confirm: true });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await call('GET', '/api/customer', token)).statusCode).toBe(401);

    expect(await t.db.selectFrom('customers').where('id', '=', id).select('id').executeTakeFirst()).toBeUndefined();
    for (const table of ['customer_sessions', 'customer_contacts', 'favorite_lists', 'carts'] as const) {
      expect(await t.db.selectFrom(table).where('customer_id', '=', id).selectAll().execute(), table).toEqual([]);
    }
    expect(await t.db.selectFrom('cart_items').where('cart_id', '=', `cart-of-${id}`).selectAll().execute()).toEqual([]);
    const order = await t.db.selectFrom('orders').where('id', '=', orderId).selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      customer_id: null,
      buyer_name: '',
      buyer_surname: '',
      buyer_phone: '',
      buyer_email: '',
      total_kop: 10_000,
      recipient_name: 'Іван',
    });

    await call('POST', '/api/auth/registration/add-phone', undefined, { phone });
    const proof = await call('POST', '/api/auth/registration/verify-phone', undefined, {
      phone,
      code: await lastCode(phone, 'registration'),
    });
    const { registration_token } = proof.json().data;
    const again = await call('POST', '/api/auth/registration/create-password', undefined, {
      registration_token,
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    });
    expect(again.statusCode).toBe(200);
    // a new, empty account: SQLite may even give it the old id, and still nothing of the old one comes back
    expect(again.json().data.customer).toMatchObject({ phone, name: '', email: null, birth_day: null });
    const { token: newToken } = again.json().data;
    expect((await call('GET', '/api/customer/contacts', newToken)).json().data).toEqual([]);
    expect(
      (await t.db.selectFrom('orders').where('id', '=', orderId).select('customer_id').executeTakeFirstOrThrow()).customer_id,
    ).toBeNull();
  });
});
