import Fastify from 'fastify';
import ruErrors from '../../locales/ru/errors.json';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Busy, Conflict, Invalid, NotFound, Refused } from '../services/platform/domain-errors';
import { AJV_OPTIONS, ApiError, registerErrorHandling } from './errors';

const app = Fastify({ ajv: { customOptions: AJV_OPTIONS } });
beforeAll(async () => {
  registerErrorHandling(app);
  app.post(
    '/echo',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }), qty: Type.Integer({ minimum: 1 }) }) } },
    async (req) => req.body,
  );
  app.get(
    '/page/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 100 }) }),
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
      },
    },
    async (req) => ({ ...(req.params as object), ...(req.query as object) }),
  );
  app.get('/gone', async () => {
    throw new ApiError(404, 'productNotFound');
  });
  app.get('/refused/:kind', async (req) => {
    const kind = (req.params as { kind: string }).kind;
    if (kind === 'not-found') throw new NotFound('productNotFound');
    if (kind === 'conflict') throw new Conflict('orderCommentExists');
    if (kind === 'refused') throw new Refused('phoneProofExpired');
    if (kind === 'busy') throw new Busy('serverBusy');
    throw new Invalid('checkoutDeclined', {
      'orders.0.items.0': [{ reason: 'checkoutItemTwice', vars: { title: 'Корм' } }, { rule: 'required' }],
    });
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

  // AJV coerces these strings to ±Infinity and then checks neither the integer type nor the bounds.
  it.each([
    ['query', '/page/1?page=Infinity', { page: ['Введіть коректне значення'] }],
    ['query', '/page/1?page=-1e309', { page: ['Введіть коректне значення'] }],
    ['path', '/page/Infinity', { id: ['Введіть коректне значення'] }],
    ['path and query', '/page/1e999?page=-Infinity', { id: ['Введіть коректне значення'], page: ['Введіть коректне значення'] }],
  ])('an infinite number in the %s (%s) is a 400 naming the field', async (_part, url, errors) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Некоректний запит', errors });
  });

  it('an infinite number in the body is a 400 naming the field', async () => {
    const res = await post('{"name": "a", "qty": "Infinity"}', 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Некорректный запрос', errors: { qty: ['Введите корректное значение'] } });
  });

  it('finite numbers still pass', async () => {
    const res = await app.inject({ url: '/page/7?page=2' });
    expect(res.json()).toEqual({ id: 7, page: 2 });
  });

  it('an ApiError answers its status and translated text', async () => {
    const res = await app.inject({ url: '/gone', headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Товар не найден' });
  });

  it.each([
    ['not-found', 404, 'Товар не найден'],
    ['conflict', 409, 'ru:orderCommentExists'],
    ['refused', 422, 'ru:phoneProofExpired'],
    ['busy', 503, 'ru:serverBusy'],
  ])('a domain error %s answers %i with its reason in the request language', async (kind, status, message) => {
    const res = await app.inject({ url: `/refused/${kind}`, headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: message.startsWith('ru:') ? ruErrors[message.slice(3) as keyof typeof ruErrors] : message });
  });

  it('an invalid request names each field’s problems, error texts and form-rule messages alike, translated', async () => {
    const res = await app.inject({ url: '/refused/invalid', headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ruErrors.checkoutDeclined,
      errors: { 'orders.0.items.0': ['«Корм» указан в нескольких заказах', 'Обязательное поле'] },
    });
  });

  it('an unexpected failure is a 500 that does not leak its cause', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Щось пішло не так. Спробуйте ще раз' });
  });
});
