import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 100 });
});
afterAll(() => t.close());

const FOREIGN = { uk: 'Запит надійшов з іншого сайту, тому магазин його не виконав. Відкрийте магазин за його адресою й спробуйте ще раз' };

describe('writes from another origin', () => {
  // inject addresses the app as http://localhost:80, so that is the request's own origin; PUBLIC_URL is https://kramnytsia.test.
  it.each<[string, Method, string, Record<string, string>, 'passes' | 'refused']>([
    ['the public origin', 'POST', '/api/auth/logout', { origin: 'https://kramnytsia.test' }, 'passes'],
    ['the origin the request was addressed to', 'POST', '/api/auth/logout', { origin: 'http://localhost' }, 'passes'],
    [
      'the Host of a LAN address with its port',
      'POST',
      '/api/auth/logout',
      { host: '192.168.1.20:8080', origin: 'http://192.168.1.20:8080' },
      'passes',
    ],
    ['an own Referer without Origin', 'POST', '/api/auth/logout', { referer: 'https://kramnytsia.test/cart' }, 'passes'],
    ['no Origin, no Referer (curl, seller API, callbacks)', 'POST', '/api/auth/logout', {}, 'passes'],
    ['a read from a foreign origin', 'GET', '/api/delivery/map-config', { origin: 'https://evil.example' }, 'passes'],
    ['a foreign origin', 'POST', '/api/auth/logout', { origin: 'https://evil.example' }, 'refused'],
    [
      'a foreign origin naming our host in its path',
      'POST',
      '/api/auth/logout',
      { origin: 'https://kramnytsia.test.evil.example' },
      'refused',
    ],
    ['the null origin', 'POST', '/api/auth/logout', { origin: 'null' }, 'refused'],
    ['a foreign Referer without Origin', 'POST', '/api/auth/logout', { referer: 'https://evil.example/page' }, 'refused'],
    ['an unreadable Referer', 'POST', '/api/auth/logout', { referer: 'not a url' }, 'refused'],
    ['another port of the same host', 'POST', '/api/auth/logout', { origin: 'http://localhost:5173' }, 'refused'],
    ['another scheme of the public host', 'POST', '/api/auth/logout', { origin: 'http://kramnytsia.test' }, 'refused'],
    ['a foreign origin, PUT', 'PUT', '/api/cart/update', { origin: 'https://evil.example' }, 'refused'],
    ['a foreign origin, DELETE', 'DELETE', '/api/compare/product/1', { origin: 'https://evil.example' }, 'refused'],
    ['a foreign origin on the sandbox acquirer', 'POST', '/payment/sandbox/x/decide', { origin: 'https://evil.example' }, 'refused'],
  ])('%s: %s %s %j %s', async (_, method, url, headers, outcome) => {
    const res = await t.app.inject({ method, url, headers: { 'accept-language': 'uk', ...headers }, cookies: { token: 'a-session' } });
    if (outcome === 'passes') expect(res.statusCode).not.toBe(403);
    else expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { message: FOREIGN.uk } });
  });

  it('the refusal speaks the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'accept-language': 'ru', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Запрос пришел с другого сайта/);
  });

  it('a refused write changes nothing: the session stays open', async () => {
    const { token } = await signInTestCustomer(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' }, cookies: { token } });
    expect((await t.call('GET', '/api/customer', { token })).statusCode).toBe(200);
  });
});
