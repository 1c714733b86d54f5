import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveByCode } from '../testing/checkout';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const post = (
  url: string,
  payload: unknown,
  { lang = 'uk', cookies, proof }: { lang?: string; cookies?: Record<string, string>; proof?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(proof && { 'x-verification-token': proof }) },
    cookies,
  });

const offerWith = (stock: 'in' | 'out') =>
  t.db
    .selectFrom('products')
    .where('stock', stock === 'in' ? '>' : '=', 0)
    .select(['id', 'base_product_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();

/** Another out-of-stock offer each call, so subscription tests do not share products. */
let outOfStockTaken = 0;
async function nextOutOfStockOffer(): Promise<number> {
  const offers = await t.db.selectFrom('products').where('stock', '=', 0).select('id').orderBy('id').execute();
  outOfStockTaken += 1;
  return offers[outOfStockTaken]!.id;
}

describe('GET /api/product/:id/similar', () => {
  it('lists other products of the category, in stock first, then by shared characteristics', async () => {
    const offer = await offerWith('in');
    const base = await t.db
      .selectFrom('base_products')
      .where('id', '=', offer.base_product_id)
      .select('category_id')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/product/${offer.id}/similar`);
    expect(res.statusCode).toBe(200);
    const cards: { id: number; base_product_id: number; in_stock: boolean }[] = res.json().data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(12);
    expect(cards.map((c) => c.base_product_id)).not.toContain(offer.base_product_id);

    const own = (
      await t.db.selectFrom('base_product_values').where('base_product_id', '=', offer.base_product_id).select('value_id').execute()
    ).map((v) => v.value_id);
    const facts = await Promise.all(
      cards.map(async (c) => {
        const row = await t.db
          .selectFrom('base_products')
          .where('id', '=', c.base_product_id)
          .select('category_id')
          .executeTakeFirstOrThrow();
        const values = await t.db
          .selectFrom('base_product_values')
          .where('base_product_id', '=', c.base_product_id)
          .select('value_id')
          .execute();
        return { category: row.category_id, inStock: c.in_stock, shared: values.filter((v) => own.includes(v.value_id)).length };
      }),
    );
    expect(facts.every((f) => f.category === base.category_id)).toBe(true);
    const rank = facts.map((f) => [f.inStock ? 1 : 0, f.shared] as const);
    const sorted = [...rank].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(rank).toEqual(sorted);
    expect(facts.some((f) => f.shared > 0)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await get('/api/product/99999999/similar', 'ru');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Товар не найден');
  });
});

describe('a product page and its view', () => {
  const viewedGoods = async (customerId: number) =>
    await t.db.selectFrom('customer_recent_views').where('customer_id', '=', customerId).select(['base_product_id', 'viewed_at']).execute();

  it('GET /api/product/:id writes nothing, even for a signed-in customer', async () => {
    const offer = await offerWith('in');
    const { id, token } = await signInTestCustomer(t.db);
    expect((await t.call('GET', `/api/product/${offer.id}`, { token })).statusCode).toBe(200);
    expect(await viewedGoods(id)).toEqual([]);
  });

  it('POST /api/product/:id/view puts the goods on the customer’s viewed list once; repeating it only renews the time', async () => {
    const offer = await offerWith('in');
    const { id, token } = await signInTestCustomer(t.db);
    const first = await t.call('POST', `/api/product/${offer.id}/view`, { token });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const [once] = await viewedGoods(id);
    expect(once?.base_product_id).toBe(offer.base_product_id);
    expect((await t.call('POST', `/api/product/${offer.id}/view`, { token })).statusCode).toBe(204);
    const again = await viewedGoods(id);
    expect(again).toHaveLength(1);
    expect(again[0]!.viewed_at >= once!.viewed_at).toBe(true);
  });

  it('a guest’s view and a view of an unknown product are no error and record nothing', async () => {
    const offer = await offerWith('in');
    const before = await t.db
      .selectFrom('customer_recent_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await t.call('POST', `/api/product/${offer.id}/view`)).statusCode).toBe(204);
    const { id, token } = await signInTestCustomer(t.db);
    expect((await t.call('POST', '/api/product/99999999/view', { token })).statusCode).toBe(204);
    expect(await viewedGoods(id)).toEqual([]);
    const after = await t.db
      .selectFrom('customer_recent_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'POST', url: `/api/product/${encodeURIComponent(n)}/view` }),
  );
});

describe('POST /api/product/viewed', () => {
  it('answers cards in the order given, from stored records or plain ids, skipping unknown ids', async () => {
    const offers = await t.db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('id').as('id'), 'base_product_id'])
      .groupBy('base_product_id')
      .orderBy('id')
      .limit(3)
      .execute();
    const [a, b, c] = offers.map((o) => o.id) as [number, number, number];
    const res = await post('/api/product/viewed', { ids: [{ id: c, time: 3 }, 99999999, { id: a, time: 1 }, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((card: { base_product_id: number }) => card.base_product_id)).toEqual([
      offers[2]!.base_product_id,
      offers[0]!.base_product_id,
      offers[1]!.base_product_id,
    ]);
  });

  it('gives one card for two viewed offers of the same goods', async () => {
    const base = await t.db
      .selectFrom('products')
      .groupBy('base_product_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .select('base_product_id')
      .executeTakeFirstOrThrow();
    const offers = await t.db.selectFrom('products').where('base_product_id', '=', base.base_product_id).select('id').execute();
    const res = await post('/api/product/viewed', { ids: offers.map((o) => o.id) });
    expect(res.json().data).toHaveLength(1);
  });

  it('answers an empty list for no ids', async () => {
    const res = await post('/api/product/viewed', { ids: [] });
    expect(res.json()).toEqual({ data: [] });
  });

  it('refuses more than 20 ids with 400 and the field named', async () => {
    const res = await post('/api/product/viewed', { ids: Array.from({ length: 21 }, (_, i) => i + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.ids).toEqual(['Введіть коректне значення']);
  });
});

describe('POST /api/product/:id/complaint', () => {
  it('stores the complaint with the signed-in customer and the contact as digits', async () => {
    const offer = await offerWith('in');
    const customer = await signInTestCustomer(t.db);
    const res = await post(
      `/api/product/${offer.id}/complaint`,
      { reason: 'counterfeit', text: ' Підробка ', contact: '+38 (067) 123-45-67' },
      { cookies: customer.cookies },
    );
    expect(res.statusCode).toBe(201);
    const { id, kind } = res.json().data;
    expect(kind).toBe('complaint');
    const row = await t.db.selectFrom('product_complaints').where('id', '=', id).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_id: offer.id,
      customer_id: customer.id,
      kind: 'complaint',
      reason: 'counterfeit',
      text: 'Підробка',
      contact: '380671234567',
    });
  });

  it('stores a guest complaint without a contact', async () => {
    const offer = await offerWith('in');
    const res = await post(`/api/product/${offer.id}/complaint`, { reason: 'other', text: 'Щось не так' });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('product_complaints').where('id', '=', res.json().data.id).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: null, contact: '' });
  });

  it.each([
    ['uk', { reason: 'other', text: '   ', contact: '12345' }, { text: ["Обов'язкове поле"], contact: ['Введіть коректне значення'] }],
    ['ru', { reason: 'other', text: '', contact: 'not@mail' }, { text: ['Обязательное поле'], contact: ['Введите корректное значение'] }],
    ['uk', { reason: 'other', text: 'a'.repeat(2001) }, { text: ['Максимальна кількість символів: 2000'] }],
    ['uk', { reason: 'spam', text: 'x' }, { reason: ['Введіть коректне значення'] }],
    ['uk', { text: 'x' }, { reason: ["Обов'язкове поле"] }],
  ])('refuses a bad form (%s) with 400 and per-field errors', async (lang, body, errors) => {
    const offer = await offerWith('in');
    const before = await t.db
      .selectFrom('product_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post(`/api/product/${offer.id}/complaint`, body, { lang });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    const after = await t.db
      .selectFrom('product_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await post('/api/product/99999999/complaint', { reason: 'other', text: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/product/:id/characteristics-report', () => {
  it('stores the report with the characteristic named', async () => {
    const offer = await offerWith('in');
    const res = await post(`/api/product/${offer.id}/characteristics-report`, {
      characteristic: 'Обʼєм',
      text: 'Насправді 30 мл',
      contact: 'Buyer@Example.com ',
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('product_complaints').where('id', '=', res.json().data.id).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_id: offer.id,
      kind: 'characteristics',
      reason: 'Обʼєм',
      text: 'Насправді 30 мл',
      contact: 'Buyer@Example.com',
    });
  });

  it('refuses an empty text with 400', async () => {
    const offer = await offerWith('in');
    const res = await post(`/api/product/${offer.id}/characteristics-report`, { text: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Перевірте правильність заповнення полів', errors: { text: ["Обов'язкове поле"] } });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await post('/api/product/99999999/characteristics-report', { text: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/product/:id/stock-subscription', () => {
  it('subscribes a proven phone once: a repeat answers the same and stores nothing more', async () => {
    const id = await nextOutOfStockOffer();
    const proof = await proveByCode(t, '380671234567');
    const first = await post(`/api/product/${id}/stock-subscription`, { phone: '0671234567' }, { proof });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { product_id: id, followable: true } });
    const again = await post(`/api/product/${id}/stock-subscription`, { phone: '380671234567' }, { proof });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.selectFrom('stock_subscriptions').where('product_id', '=', id).selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '380671234567', status: 'waiting' });
  });

  it('keeps different e-mails apart, and answers alike whether one waited already', async () => {
    const id = await nextOutOfStockOffer();
    const answers = [];
    for (const email of ['A@example.com', 'a@example.com', 'b@example.com'])
      answers.push(await post(`/api/product/${id}/stock-subscription`, { email }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set([JSON.stringify({ data: { product_id: id, followable: false } })]));
    expect(
      (await t.db.selectFrom('stock_subscriptions').where('product_id', '=', id).select('email').orderBy('id').execute()).map(
        (r) => r.email,
      ),
    ).toEqual(['a@example.com', 'b@example.com']);
  });

  it("subscribes a signed-in customer with no contact through the account's phone", async () => {
    const id = await nextOutOfStockOffer();
    const customer = await signInTestCustomer(t.db);
    const res = await post(`/api/product/${id}/stock-subscription`, {}, { cookies: customer.cookies });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.followable).toBe(true);
    const row = await t.db.selectFrom('stock_subscriptions').where('product_id', '=', id).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: customer.id, phone: customer.phone, email: null, status: 'waiting' });
  });

  it.each([
    [{}, { phone: ["Обов'язкове поле"] }],
    [{ phone: '12345' }, { phone: ['Введіть коректне значення'] }],
    [{ email: 'nobody' }, { email: ['Введіть коректне значення'] }],
  ])('refuses a guest form %j with 400', async (body, errors) => {
    const id = await nextOutOfStockOffer();
    const res = await post(`/api/product/${id}/stock-subscription`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await t.db.selectFrom('stock_subscriptions').where('product_id', '=', id).selectAll().execute()).toEqual([]);
  });

  it('answers 409 for an offer in stock and 404 for an unknown one', async () => {
    const offer = await offerWith('in');
    const inStock = await post(`/api/product/${offer.id}/stock-subscription`, { email: 'a@example.com' }, { lang: 'ru' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe('Товар уже есть в наличии: его можно заказать сейчас');
    expect((await post('/api/product/99999999/stock-subscription', { email: 'a@example.com' })).statusCode).toBe(404);
  });
});

describe('numbers the product routes refuse', () => {
  for (const path of ['', '/similar']) {
    itRejectsBadNumbers(
      () => t,
      'id',
      (n) => ({ method: 'GET', url: `/api/product/${encodeURIComponent(n)}${path}` }),
    );
  }
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'GET', url: `/api/product/base/${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'ids.0',
    (n) => ({ method: 'POST', url: '/api/product/viewed', body: { ids: [n] } }),
  );
  itRejectsBadNumbers(
    () => t,
    'ids.0.id',
    (n) => ({ method: 'POST', url: '/api/product/viewed', body: { ids: [{ id: n, time: 1 }] } }),
  );
});
