import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

const SIGN_IN = { message: 'Увійдіть до свого кабінету, щоб продовжити' };

/** A body no route accepts: not even JSON. */
const sendBroken = (method: Method, url: string, token?: string) =>
  t.app.inject({
    method,
    url,
    cookies: token ? { token } : {},
    headers: { 'accept-language': 'uk', 'content-type': 'application/json' },
    payload: '{"oops',
  });

describe('a guest on a customer-only route', () => {
  it.each<[Method, string, object]>([
    ['DELETE', '/api/customer/delete', {}],
    ['PUT', '/api/customer/update/personal', { surname: 'Тестова' }],
    ['POST', '/api/customer/favorite/product/abc', {}],
  ])('%s %s with a bad body or path gets 401, not 400', async (method, url, body) => {
    const answer = await t.call(method, url, { body });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(SIGN_IN);
    const ru = await t.call(method, url, { body, lang: 'ru' });
    expect(ru.statusCode).toBe(401);
    expect(ru.json().message).not.toBe(SIGN_IN.message);
  });

  it('a signed-in customer with the same bad body still gets the 400 naming the field', async () => {
    const { token } = await signInTestCustomer(t.db);
    const answer = await t.call('PUT', '/api/customer/update/personal', { token, body: { surname: 'Тестова' } });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toContain('name');
  });
});

/** Every operation of the published contract that belongs to a signed-in customer, with its path parameters filled by a bad value. */
async function customerOperations(): Promise<[Method, string][]> {
  const { paths } = (await t.call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  const customerOnly = (path: string) => /^\/api\/(customer|conversation\/|order-conversations)/.test(path);
  return Object.entries(paths)
    .filter(([path]) => customerOnly(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((m): [Method, string] => [m.toUpperCase() as Method, path.replace(/\{\w+\}/g, 'abc')]),
    )
    .concat([['POST', '/api/product/abc/reviews']]);
}

describe('every customer route', () => {
  it('answers a guest 401 before it looks at the path, query or body', async () => {
    const operations = await customerOperations();
    // The cabinet, its saved data, favourites, orders, chats, auto purchases and writing a review.
    expect(operations.length).toBeGreaterThan(45);
    const refused: string[] = [];
    for (const [method, url] of operations) {
      const answer = method === 'GET' ? await t.call(method, `${url}?page=abc`) : await sendBroken(method, url);
      if (answer.statusCode !== 401 || answer.body !== JSON.stringify(SIGN_IN))
        refused.push(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('serves a signed-in customer as before', async () => {
    const { token, phone } = await signInTestCustomer(t.db);
    const answer = await t.call('GET', '/api/customer', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.phone).toContain(phone.slice(-7));
  });
});
