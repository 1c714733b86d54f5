import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t.close());

describe('POST /api/client-errors', () => {
  it('logs a render error the app met and answers 204', async () => {
    const res = await t.call('POST', '/api/client-errors', { body: { message: 'boom', stack: 'at Page', path: '/product/1' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it.each([
    ['no message', { path: '/' }],
    ['an empty message', { message: '', path: '/' }],
    ['a message past 1000 characters', { message: 'x'.repeat(1001), path: '/' }],
    ['a stack past 8000 characters', { message: 'boom', stack: 'x'.repeat(8001), path: '/' }],
    ['an unknown field', { message: 'boom', path: '/', cookie: 'token=1' }],
  ])('refuses %s with 400 in the request language', async (_case, body) => {
    const res = await t.call('POST', '/api/client-errors', { body, lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/[іїєґ]/i);
  });
});
