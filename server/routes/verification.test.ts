import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastSmsCode, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

let seq = 0;
/** Each test asks from its own address, so the per-address limit of one never refuses another. */
const address = () => `192.0.2.${(seq += 1)}`;
const phone = () => `38066${String((seq += 1)).padStart(7, '0')}`;

const post = (url: string, payload: object, { lang = 'uk', ip = address() } = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': lang } });
const init = (body: object, options?: { lang?: string; ip?: string }) => post('/api/checkout/verification/init', body, options);
const confirm = (body: object, options?: { lang?: string; ip?: string }) => post('/api/checkout/verification/confirm', body, options);

const lastCodeOf = (phone: string) => lastSmsCode(t.db, phone);

describe('POST /api/checkout/verification/init', () => {
  it('writes the SMS with a 6-digit code to the outbox and says when to ask again', async () => {
    const p = phone();
    const res = await init({ phone: p });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { resend_in: 60, expires_in: 600 } });
    const outbox = await t.db.selectFrom('sms_outbox').where('phone', '=', p).selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ purpose: 'checkout' });
    expect(outbox[0]!.text).toMatch(/\b\d{6}\b/);
  });

  it.each([['+38 (067) 555-11-22'], ['0675551122'], ['380675551122']])('reads %j as 380675551122', async (typed) => {
    await t.db.deleteFrom('sms_codes').where('phone', '=', '380675551122').execute();
    expect((await init({ phone: typed })).statusCode).toBe(200);
    expect(await t.db.selectFrom('sms_outbox').where('phone', '=', '380675551122').select('id').execute()).not.toHaveLength(0);
  });

  it.each([['067123456'], ['80671234567'], ['not a phone'], ['']])('refuses %j with a 400 on the phone field', async (typed) => {
    const res = await init({ phone: typed });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phone).toEqual(['Введіть номер мобільного телефону у форматі +380 XX XXX XX XX']);
  });

  it('a missing phone is a 400 too', async () => {
    expect((await init({})).statusCode).toBe(400);
  });

  it('a second request within a minute is 429 with resend_in and Retry-After, in the request language', async () => {
    const p = phone();
    await init({ phone: p });
    const res = await init({ phone: p }, { lang: 'ru' });
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.resend_in).toBeGreaterThan(0);
    expect(body.resend_in).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(body.resend_in));
    expect(body.message).toBe(`Новый код можно получить через ${body.resend_in} с`);
    expect(body.errors.phone).toEqual([body.message]);
  });

  it('answers the same for a customer’s phone and a stranger’s', async () => {
    const known = '380671234567';
    await t.db
      .insertInto('customers')
      .values({ phone: known, name: 'Іра', surname: 'Коваль', patronymic: '', created_at: new Date().toISOString() })
      .execute();
    const a = await init({ phone: known });
    const b = await init({ phone: phone() });
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
  });
});

describe('POST /api/checkout/verification/confirm', () => {
  it('a right code gives a verification_token; the same code again is wrong', async () => {
    const p = phone();
    await init({ phone: p });
    const code = await lastCodeOf(p);
    const res = await confirm({ phone: `+${p}`, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ verification_token: expect.stringMatching(/^[\w-]{43}$/), expires_in: 3600 });
    expect((await confirm({ phone: p, code })).statusCode).toBe(422);
  });

  it.each([
    ['uk', 'Невірний код'],
    ['ru', 'Неверный код'],
  ])('a wrong code is 422 with the docs/product-rules.md#accounts-and-sign-in text (%s)', async (lang, text) => {
    const p = phone();
    await init({ phone: p });
    const wrong = String((Number(await lastCodeOf(p)) + 1) % 1_000_000).padStart(6, '0');
    const res = await confirm({ phone: p, code: wrong }, { lang });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: text, errors: { code: [text] } });
  });

  it('a code never sent, and an expired one, answer the same 422', async () => {
    expect((await confirm({ phone: phone(), code: '123456' })).json()).toEqual({
      message: 'Невірний код',
      errors: { code: ['Невірний код'] },
    });
    const p = phone();
    await init({ phone: p });
    await t.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', p)
      .execute();
    expect((await confirm({ phone: p, code: await lastCodeOf(p) })).statusCode).toBe(422);
  });

  it('after 5 wrong checks the right code fails too, until a new one is sent', async () => {
    const p = phone();
    await init({ phone: p });
    const code = await lastCodeOf(p);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await confirm({ phone: p, code: wrong })).statusCode).toBe(422);
    expect((await confirm({ phone: p, code })).statusCode).toBe(422);
  });

  it('a bad phone is a 400, not a wrong code', async () => {
    expect((await confirm({ phone: '12', code: '123456' })).statusCode).toBe(400);
  });
});
