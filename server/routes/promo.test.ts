import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveByCode } from '../testing/checkout';
import { createSession } from '../services/auth/customer-sessions';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
/** VIP's phone proved once: a phone gets one SMS code a minute, and a token serves for an hour. */
let vipVerification: string;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  vipVerification = await proveByCode(t, VIP.phone);
});
afterAll(() => t.close());

/** The seed's code bound to a phone (server/db/seed/promo.ts). */
const VIP = { code: 'VIP380', phone: '380671234567' };

interface Proof {
  lang?: string;
  token?: string;
  verification?: string;
}
const get = (url: string, { lang = 'uk', token, verification }: Proof = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    cookies: token ? { token } : {},
    headers: { 'accept-language': lang, ...(verification ? { 'x-verification-token': verification } : {}) },
  });
const validate = (code: string, proof?: Proof) => get(`/api/checkout/promo-code/validate?code=${encodeURIComponent(code)}`, proof);
const existsFor = async (phone: string, proof?: Proof) =>
  (await get(`/api/checkout/promo-code/exists-by-phone?phone=${encodeURIComponent(phone)}`, proof)).json();

const INVALID = { message: 'Неправильний промокод', errors: { code: ['Неправильний промокод'] } };

describe('GET /api/checkout/promo-code/validate', () => {
  it('a percentage code', async () => {
    const res = await validate('HEMP10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: 1, code: 'HEMP10', discount_percent: 10, discount: null, min_total: 0, expires_at: '2027-12-31T23:59:59.000Z' },
    });
  });

  it('a sum code, in UAH, with its minimum order', async () => {
    expect((await validate('CBD150')).json().data).toMatchObject({
      code: 'CBD150',
      discount_percent: null,
      discount: 150,
      min_total: 1000,
    });
    expect((await validate('GIFT300A')).json().data).toMatchObject({ discount: 300, min_total: 2000 });
  });

  it.each([[' hemp10 '], ['Hemp10'], ['zoo2026a']])('case and surrounding spaces do not matter: %j', async (typed) => {
    expect((await validate(typed)).statusCode).toBe(200);
  });

  it.each([
    ['ABCDEF', 'unknown'],
    ['LETO25', 'expired and used up'],
    ['HEMP1', 'too short'],
    ['HEMP1000', 'unknown 8 characters'],
    ['HEMP10000', 'too long'],
    ['', 'empty'],
  ])('%j (%s) is the one invalid-code answer', async (code) => {
    const res = await validate(code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
  });

  it('speaks Russian to a Russian page', async () => {
    expect((await validate('ABCDEF', { lang: 'ru' })).json().message).toBe('Неправильный промокод');
  });

  it('a code used up but not expired is invalid', async () => {
    await t.db.updateTable('promo_codes').set({ used_count: 200 }).where('code', '=', 'GIFT300A').execute();
    expect((await validate('GIFT300A')).statusCode).toBe(422);
    await t.db.updateTable('promo_codes').set({ used_count: 9 }).where('code', '=', 'GIFT300A').execute();
  });

  it('a code expired but not used up is invalid', async () => {
    await t.db.updateTable('promo_codes').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('code', '=', 'KRAM2027').execute();
    expect((await validate('KRAM2027')).statusCode).toBe(422);
  });

  describe('a code bound to a phone', () => {
    it('is invalid for a guest and for a customer with another phone', async () => {
      expect((await validate(VIP.code)).json()).toEqual(INVALID);
      const { token } = await signInTestCustomer(t.db);
      expect((await validate(VIP.code, { token })).statusCode).toBe(422);
    });

    it('is valid for the customer signed in with that phone', async () => {
      const { id } = await t.db
        .insertInto('customers')
        .values({ phone: VIP.phone, name: 'Віра', surname: 'Іванова', patronymic: '', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await createSession(t.db, id);
      expect((await validate(VIP.code, { token })).json().data).toMatchObject({ code: VIP.code, discount_percent: 20 });
    });

    it.each<[string, string]>([
      ['uk', "Цей промокод прив'язаний до номера телефону: увійдіть або зареєструйтеся з ним, щоб скористатися промокодом"],
      ['ru', 'Этот промокод привязан к номеру телефона: войдите или зарегистрируйтесь с ним, чтобы воспользоваться промокодом'],
    ])('(%s) is refused to a guest who proved that phone by SMS, inviting them to sign in or register', async (lang, text) => {
      const res = await validate(VIP.code, { verification: vipVerification, lang });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: text, errors: { code: [text] } });
    });

    it('is plainly invalid with a verification token of another phone or a made-up one', async () => {
      expect((await validate(VIP.code, { verification: await proveByCode(t, '380501234567') })).json()).toEqual(INVALID);
      expect((await validate(VIP.code, { verification: 'made-up-token' })).json()).toEqual(INVALID);
    });
  });
});

describe('GET /api/checkout/promo-code/exists-by-phone', () => {
  it('tells a caller who proved the phone', async () => {
    expect(await existsFor(VIP.phone, { verification: vipVerification })).toEqual({ data: { exists: true } });
  });

  it('reads the phone in any form', async () => {
    expect(await existsFor('+38 (067) 123-45-67', { verification: vipVerification })).toEqual({ data: { exists: true } });
  });

  it('tells nothing to anyone else', async () => {
    expect(await existsFor(VIP.phone)).toEqual({ data: { exists: false } });
    expect(await existsFor(VIP.phone, { verification: await proveByCode(t, '380631112233') })).toEqual({ data: { exists: false } });
    const { token } = await signInTestCustomer(t.db);
    expect(await existsFor(VIP.phone, { token })).toEqual({ data: { exists: false } });
  });

  it('is false for a proved phone without codes', async () => {
    const customer = await signInTestCustomer(t.db);
    expect(await existsFor(customer.phone, { token: customer.token })).toEqual({ data: { exists: false } });
  });

  it('does not count a used-up code', async () => {
    await t.db.updateTable('promo_codes').set({ used_count: 1 }).where('code', '=', VIP.code).execute();
    expect(await existsFor(VIP.phone, { verification: vipVerification })).toEqual({ data: { exists: false } });
    await t.db.updateTable('promo_codes').set({ used_count: 0 }).where('code', '=', VIP.code).execute();
  });

  it('a malformed phone is a 400', async () => {
    expect((await get('/api/checkout/promo-code/exists-by-phone?phone=123')).statusCode).toBe(400);
  });
});
