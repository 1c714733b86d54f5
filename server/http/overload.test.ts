import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandling } from './errors';
import { HEALTH_PATH, registerOverloadShedding, RETRY_AFTER_SECONDS } from './overload';

// A heap limit of 1 MB: every process is past it, so the store is under pressure from the first sample on.
const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  await registerOverloadShedding(app, { overloadEventLoopDelayMs: 0, overloadHeapMb: 1 });
  app.get('/api/menu', async () => ({ data: [] }));
  app.get('/assets/shell.js', async (_req, reply) => reply.type('text/javascript').send('export {}'));
  app.get('/catalog/c1', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  await app.ready();
  await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 50 });
});
afterAll(() => app.close());

describe('under pressure', () => {
  it.each([
    ['uk', 'Сервер зараз перевантажений. Спробуйте за кілька секунд'],
    ['ru', 'Сервер сейчас перегружен. Попробуйте через несколько секунд'],
  ])('a request gets 503 at once with Retry-After and the text in %s', async (lang, message) => {
    const answer = await app.inject({ method: 'GET', url: '/api/menu', headers: { 'accept-language': lang } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({ message });
  });

  it.each(['/assets/shell.js', '/catalog/c1'])('%s is still served: a page missing its script would never come alive', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('the health check still answers: a busy process is alive', async () => {
    const answer = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});

describe('with room to spare', () => {
  it('answers as usual', async () => {
    const calm = Fastify();
    registerErrorHandling(calm);
    await registerOverloadShedding(calm, { overloadEventLoopDelayMs: 1000, overloadHeapMb: 100_000 });
    calm.get('/api/menu', async () => ({ data: [] }));
    expect((await calm.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200);
    await calm.close();
  });
});
