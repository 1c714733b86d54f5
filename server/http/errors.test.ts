import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJV_OPTIONS, ApiError, registerErrorHandling } from './errors';

const app = Fastify({ ajv: { customOptions: AJV_OPTIONS } });
beforeAll(async () => {
  registerErrorHandling(app);
  app.post('/echo', { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }), qty: Type.Integer({ minimum: 1 }) }) } }, async (req) => req.body);
  app.get('/gone', async () => {
    throw new ApiError(404, 'productNotFound');
  });
  app.get('/boom', async () => {
    throw new Error('database on fire');
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string, lang = 'uk') =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json', 'accept-language': lang } });

describe('error answers', () => {
  it.each([
    ['uk', '{"name": ', 'Запит містить некоректний JSON'],
    ['ru', '{"name": ', 'Запрос содержит некорректный JSON'],
  ])('bad JSON (%s) is a 400 with a message', async (lang, payload, message) => {
    const res = await post(payload, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    ['uk', '{}', { name: ["Обов'язкове поле"], qty: ["Обов'язкове поле"] }],
    ['uk', '{"name": "", "qty": 0}', { name: ['Введіть коректне значення'], qty: ['Введіть коректне значення'] }],
    ['ru', '{"name": "a"}', { qty: ['Обязательное поле'] }],
  ])('bad fields (%s %s) are a 400 with per-field texts', async (lang, payload, errors) => {
    const res = await post(payload, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('an ApiError answers its status and translated text', async () => {
    const res = await app.inject({ url: '/gone', headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Товар не найден' });
  });

  it('an unexpected failure is a 500 that does not leak its cause', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Щось пішло не так. Спробуйте ще раз' });
  });
});
