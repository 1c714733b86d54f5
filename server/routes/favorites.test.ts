import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstOfferIds, itRejectsBadNumbers, type Method, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
let offers: number[];
beforeAll(async () => {
  t = await createTestApp();
  offers = await firstOfferIds(t.db, 3);
});
afterAll(() => t.close());

const add = (productId: number, token: string) => t.call('POST', `/api/customer/favorite/product/${productId}`, { token });
const remove = (productId: number, token: string) => t.call('DELETE', `/api/customer/favorite/product/${productId}`, { token });
const summary = async (token: string, lang = 'uk') => (await t.call('GET', '/api/customer/favorite', { token, lang })).json().data;

describe('favourites', () => {
  it.each<[Method, string]>([
    ['GET', '/api/customer/favorite'],
    ['POST', '/api/customer/favorite/product/1'],
    ['DELETE', '/api/customer/favorite/product/1'],
  ])('%s %s asks a guest to sign in, in the request language', async (method, url) => {
    const uk = await t.call(method, url);
    expect(uk.statusCode).toBe(401);
    expect(uk.json()).toEqual({ message: 'Увійдіть до свого кабінету, щоб продовжити' });
    const ru = await t.call(method, url, { lang: 'ru' });
    expect(ru.statusCode).toBe(401);
    expect(ru.json().message).not.toBe(uk.json().message);
  });

  it('a session token that is not one is a guest', async () => {
    expect((await t.call('GET', '/api/customer/favorite', { token: 'made-up' })).statusCode).toBe(401);
  });

  it('a customer who has favourited nothing has no lists yet', async () => {
    const { token } = await signInTestCustomer(t.db);
    expect(await summary(token)).toEqual({ product_ids: [], count: 0, lists: [] });
  });

  it('the first heart makes the default list; adding twice keeps one; the answer is the new summary', async () => {
    const { token } = await signInTestCustomer(t.db);
    const first = await add(offers[0]!, token);
    expect(first.statusCode).toBe(200);
    const again = await add(offers[0]!, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      product_ids: [offers[0]],
      count: 1,
      lists: [{ id: expect.any(Number), name: 'Обране', is_default: true, is_shared: false, count: 1 }],
    });
    expect(await summary(token)).toEqual(again.json().data);
  });

  it('names the default list in the reader’s language', async () => {
    const { token } = await signInTestCustomer(t.db);
    await add(offers[0]!, token);
    expect((await summary(token, 'ru')).lists.map((l: { name: string }) => l.name)).toEqual(['Избранное']);
  });

  it('counts products and lists the latest added first; a removal takes it out and is answered with the rest', async () => {
    const { id: customerId, token } = await signInTestCustomer(t.db);
    for (const id of offers) expect((await add(id, token)).statusCode).toBe(200);
    const own = t.db.selectFrom('favorite_lists').where('customer_id', '=', customerId).select('id');
    // Dates set by hand: three adds may share a millisecond.
    const addedAt = [offers[2], offers[0], offers[1]].map((id, day) => [id!, `2025-01-0${day + 1}T10:00:00.000Z`] as const);
    for (const [id, at] of addedAt)
      await t.db.updateTable('favorite_items').set({ created_at: at }).where('list_id', 'in', own).where('product_id', '=', id).execute();
    expect(await summary(token)).toMatchObject({ product_ids: [offers[1], offers[0], offers[2]], count: 3, lists: [{ count: 3 }] });

    const removed = await remove(offers[1]!, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ product_ids: [offers[0], offers[2]], count: 2, lists: [{ count: 2 }] });
    // Removing what is not there is no error: the shopper gets what they asked for.
    expect((await remove(offers[1]!, token)).json().data.count).toBe(2);
  });

  it('removal takes the product out of every list of the customer', async () => {
    const customer = await signInTestCustomer(t.db);
    await add(offers[0]!, customer.token);
    const second = await t.db
      .insertInto('favorite_lists')
      .values({
        customer_id: customer.id,
        name: 'На подарунок',
        is_default: 0,
        share_id: 'second-list-share-id0000',
        is_shared: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('favorite_items')
      .values({ list_id: second.id, product_id: offers[0]!, created_at: new Date().toISOString() })
      .execute();
    expect(await summary(customer.token)).toMatchObject({
      product_ids: [offers[0]],
      count: 1,
      lists: [
        { name: 'Обране', is_default: true, is_shared: false, count: 1 },
        { id: second.id, name: 'На подарунок', is_default: false, is_shared: true, count: 1 },
      ],
    });
    expect((await remove(offers[0]!, customer.token)).json().data).toMatchObject({
      product_ids: [],
      count: 0,
      lists: [{ count: 0 }, { count: 0 }],
    });
  });

  it('a customer sees and changes only their own favourites', async () => {
    const a = await signInTestCustomer(t.db, 'Анна');
    const b = await signInTestCustomer(t.db, 'Богдан');
    await add(offers[0]!, a.token);
    await add(offers[1]!, b.token);
    expect((await summary(a.token)).product_ids).toEqual([offers[0]]);
    expect((await summary(b.token)).product_ids).toEqual([offers[1]]);
    // B removing A's product touches only B's lists.
    await remove(offers[0]!, b.token);
    expect((await summary(a.token)).product_ids).toEqual([offers[0]]);
  });

  it.each<Method>(['POST', 'DELETE'])('%s of a product the catalogue lacks is a 404 in the request language', async (method) => {
    const { token } = await signInTestCustomer(t.db);
    const res = await t.call(method, '/api/customer/favorite/product/999999999', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Товар не знайдено' });
    expect(await summary(token)).toEqual({ product_ids: [], count: 0, lists: [] });
  });

  it.each(['0', 'abc', '-1'])('a product id %s is a 400, not a 500', async (id) => {
    const { token } = await signInTestCustomer(t.db);
    expect((await t.call('POST', `/api/customer/favorite/product/${id}`, { token })).statusCode).toBe(400);
  });

  it('accepts the token as a bearer header too', async () => {
    const { token } = await signInTestCustomer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customer/favorite/product/${offers[0]}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(1);
  });
});

describe('numbers the favourites refuse', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInTestCustomer(t.db));
  });
  for (const method of ['POST', 'DELETE'] as const) {
    itRejectsBadNumbers(
      () => t,
      'id',
      (n) => ({ method, url: `/api/customer/favorite/product/${encodeURIComponent(n)}`, token }),
    );
  }
});
