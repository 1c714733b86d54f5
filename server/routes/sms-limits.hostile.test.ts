import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';

/** A low API limit, so a test goes past it in a few calls. */
const API_LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitPerMinute: API_LIMIT } });
});
afterAll(() => t.close());

/** Every route that sends an SMS code, with a body that sends one; `phone` makes each call a new phone. */
const SMS_ROUTES: [name: string, method: Method, url: string, body: (phone: string) => object, signedIn: boolean][] = [
  ['the checkout’s code', 'POST', '/api/checkout/verification/init', (phone) => ({ phone }), false],
  ['registration', 'POST', '/api/auth/registration/add-phone', (phone) => ({ phone }), false],
  ['a forgotten password', 'POST', '/api/auth/reset/forgot-password', (phone) => ({ phone }), false],
  [
    'a new password',
    'PUT',
    '/api/customer/update/password/init',
    () => ({ password: 'Secret-pass-42', password_confirmation: 'Secret-pass-42' }),
    true,
  ],
];

let seq = 0;
const newPhone = () => `38067${String(1_000_000 + ++seq).slice(-7)}`;

function expectTooMany(answer: Awaited<ReturnType<TestApp['call']>>) {
  expect(answer.statusCode).toBe(429);
  const body = answer.json() as { message: string; resend_in: number };
  expect(body.message).toEqual(expect.any(String));
  expect(body.resend_in).toBeGreaterThan(0);
  expect(Number(answer.headers['retry-after'])).toBe(body.resend_in);
}

describe('an SMS route past a limit', () => {
  it.each(SMS_ROUTES)(
    '%s: past the API limit answers 429 with resend_in and Retry-After, never 500',
    async (_name, method, url, body, signedIn) => {
      const ip = `10.7.${++seq}.1`;
      const { token } = await signInTestCustomer(t.db);
      const codes: number[] = [];
      for (let i = 0; i <= API_LIMIT; i++) {
        const answer = await t.call(method, url, { ip, body: body(newPhone()), ...(signedIn && { token }) });
        codes.push(answer.statusCode);
        if (i === API_LIMIT) {
          expectTooMany(answer);
          expect(answer.json().message).toBe('Забагато запитів. Спробуйте за хвилину');
        }
      }
      expect(codes.at(-1)).toBe(429);
      expect(codes).not.toContain(500);
    },
  );

  it.each(SMS_ROUTES)(
    '%s: a second code within a minute answers 429 with resend_in and Retry-After',
    async (_name, method, url, body, signedIn) => {
      const ip = `10.8.${++seq}.1`;
      const { token } = await signInTestCustomer(t.db);
      const phone = newPhone();
      expect((await t.call(method, url, { ip, body: body(phone), ...(signedIn && { token }) })).statusCode).toBe(200);
      expectTooMany(await t.call(method, url, { ip, lang: 'ru', body: body(phone), ...(signedIn && { token }) }));
    },
  );
});
