import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

const json = { 'accept-language': 'uk', 'content-type': 'application/json' };

describe('a JSON content type', () => {
  it.each(['/api/customer/recent-views', '/api/multisearch/history', '/api/customer/favorite/product/1'])(
    'with no body on DELETE %s is no body, not a broken one',
    async (url) => {
      const { token } = await signInTestCustomer(t.db);
      const res = await t.app.inject({ method: 'DELETE', url, headers: json, cookies: { token } });
      expect(res.statusCode).toBe(200);
    },
  );

  it('with no body on a DELETE whose route needs one is refused by its schema', async () => {
    const { token } = await signInTestCustomer(t.db);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/customer/delete', headers: json, cookies: { token } });
    expect(res.statusCode).toBe(400);
  });

  it.each<['POST' | 'DELETE', string, string]>([
    ['POST', '/api/auth/login-customer', ''],
    ['POST', '/api/auth/login-customer', '{"phone":'],
    ['DELETE', '/api/multisearch/history', '{"query":'],
    ['POST', '/api/auth/login-customer', '{"__proto__":{"x":1},"phone":"380670000000","password":"x"}'],
  ])('%s %s with %j is a 400 with the JSON message', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
  });
});
