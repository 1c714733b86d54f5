import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstOfferIds, itRefusesGuests, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
let offers: number[];
beforeAll(async () => {
  t = await createTestApp();
  offers = await firstOfferIds(t.db, 4);
});
afterAll(() => t.close());

const heart = (productId: number, token: string) => t.call('POST', `/api/customer/favorite/product/${productId}`, { token });
const lists = async (token: string, query = '') => (await t.call('GET', `/api/customer/favorite/lists${query}`, { token })).json().data;
const createList = (token: string, name: string) => t.call('POST', '/api/customer/favorite/lists', { token, body: { name } });
const shared = (shareId: string, lang = 'uk') => t.call('GET', `/api/favorite/lists/${shareId}/share`, { lang });

/** A customer with a default list holding offers[0] and a second list "Подарунки" holding offers[1]. */
async function customerWithTwoLists() {
  const customer = await signInTestCustomer(t.db);
  await heart(offers[0]!, customer.token);
  const created = await createList(customer.token, '  Подарунки ');
  const gifts = created.json().data[1];
  await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}/attach-items`, {
    token: customer.token,
    body: { product_ids: [offers[1]] },
  });
  const [main, other] = await lists(customer.token);
  return { ...customer, main, gifts: other };
}

describe('favourite lists', () => {
  itRefusesGuests(
    () => t,
    [
      ['GET', '/api/customer/favorite/lists'],
      ['POST', '/api/customer/favorite/lists', { name: 'x' }],
      ['PUT', '/api/customer/favorite/lists/1', { name: 'x' }],
      ['DELETE', '/api/customer/favorite/lists/1'],
      ['PUT', '/api/customer/favorite/lists/1/attach-items', { product_ids: [1] }],
    ],
  );

  it('creates a list (201, trimmed, closed) after the default one, with products as cards and counts', async () => {
    const { token, main, gifts } = await customerWithTwoLists();
    expect(main).toMatchObject({
      name: 'Обране',
      is_default: true,
      is_shared: false,
      count: 1,
      products: [{ id: offers[0], min_cart_quantity: expect.any(Number) }],
    });
    expect(gifts).toMatchObject({
      name: 'Подарунки',
      is_default: false,
      is_shared: false,
      count: 1,
      products: [{ id: offers[1], title: expect.any(String), price: expect.any(Number) }],
    });
    expect(gifts.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await lists(token, '?minimal=true')).toEqual([
      { id: main.id, name: 'Обране', is_default: true, is_shared: false, share_id: main.share_id, count: 1 },
      { id: gifts.id, name: 'Подарунки', is_default: false, is_shared: false, share_id: gifts.share_id, count: 1 },
    ]);
    // The short summary the header reads still holds every product.
    expect((await t.call('GET', '/api/customer/favorite', { token })).json().data).toMatchObject({
      count: 2,
      lists: [{ count: 1 }, { count: 1 }],
    });
  });

  it('a new list answers 201 with the lists; a blank or too long name is a 400 per field', async () => {
    const { token } = await signInTestCustomer(t.db);
    const created = await createList(token, 'Собаці');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual([expect.objectContaining({ name: 'Собаці', is_default: false, count: 0, products: [] })]);
    for (const name of ['   ', '', 'я'.repeat(101)]) {
      const bad = await createList(token, name);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['name']);
    }
  });

  it('attach moves products: they leave the other lists; a product not kept yet joins; an unknown one is a 404', async () => {
    const { token, main, gifts } = await customerWithTwoLists();
    const moved = await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}/attach-items`, {
      token,
      body: { product_ids: [offers[0], offers[2]] },
    });
    expect(moved.statusCode).toBe(200);
    const [after0, after1] = moved.json().data;
    expect(after0).toMatchObject({ id: main.id, count: 0, products: [] });
    expect(after1.products.map((p: { id: number }) => p.id).sort()).toEqual([offers[0], offers[1], offers[2]].sort());
    const unknown = await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}/attach-items`, {
      token,
      body: { product_ids: [999999] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}/attach-items`, { token, body: { product_ids: [] } })).statusCode,
    ).toBe(400);
  });

  it('the default list cannot be deleted (409); another list goes with its items', async () => {
    const { token, main, gifts } = await customerWithTwoLists();
    const refused = await t.call('DELETE', `/api/customer/favorite/lists/${main.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Основний список обраного не можна видалити/);
    const deleted = await t.call('DELETE', `/api/customer/favorite/lists/${gifts.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.map((l: { id: number }) => l.id)).toEqual([main.id]);
    expect((await t.call('GET', '/api/customer/favorite', { token })).json().data.product_ids).toEqual([offers[0]]);
  });

  it('renames a list; the default list keeps the new name in both languages', async () => {
    const { token, main } = await customerWithTwoLists();
    const renamed = await t.call('PUT', `/api/customer/favorite/lists/${main.id}`, { token, body: { name: 'Улюблене' } });
    expect(renamed.json().data[0].name).toBe('Улюблене');
    expect((await t.call('GET', '/api/customer/favorite/lists', { token, lang: 'ru' })).json().data[0].name).toBe('Улюблене');
  });

  it('a shared list is seen by anyone by its link; closed again it is a 404, as is an unknown link', async () => {
    const { token, gifts } = await customerWithTwoLists();
    expect((await shared(gifts.share_id)).statusCode).toBe(404);

    await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}`, { token, body: { is_shared: true } });
    const open = await shared(gifts.share_id);
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toEqual({
      name: 'Подарунки',
      count: 1,
      products: [expect.objectContaining({ id: offers[1], min_cart_quantity: expect.any(Number) })],
    });
    // Nothing about the owner travels with it.
    expect(JSON.stringify(open.json())).not.toMatch(/customer|phone|Олена/);

    await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}`, { token, body: { is_shared: false } });
    const closed = await shared(gifts.share_id);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('Список не знайдено: можливо, власник закрив до нього доступ');
    expect((await shared(gifts.share_id, 'ru')).json().message).toBe('Список не найден: возможно, владелец закрыл к нему доступ');
    expect((await shared('not-a-share-id')).statusCode).toBe(404);
  });

  it('the page /favorites/share/{id} answers 200 titled by the list and never indexed while shared, 404 once closed', async () => {
    const { token, gifts } = await customerWithTwoLists();
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}`, { token, body: { is_shared: true } });
    const open = await page(`/favorites/share/${gifts.share_id}`);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('<title>Подарунки: список обраного | ');
    expect(open.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect((await page(`/ru/favorites/share/${gifts.share_id}`)).body).toContain('<title>Подарунки: список избранного | ');

    await t.call('PUT', `/api/customer/favorite/lists/${gifts.id}`, { token, body: { is_shared: false } });
    expect((await page(`/favorites/share/${gifts.share_id}`)).statusCode).toBe(404);
    expect((await page('/favorites/share/unknown-id')).statusCode).toBe(404);
  });

  it('the default list shared before it was renamed is named in the reader’s language', async () => {
    const { token, main } = await customerWithTwoLists();
    await t.call('PUT', `/api/customer/favorite/lists/${main.id}`, { token, body: { is_shared: true } });
    expect((await shared(main.share_id, 'ru')).json().data.name).toBe('Избранное');
  });

  it('ownership: customer B gets 404 for every call on A’s lists and changes nothing', async () => {
    const a = await customerWithTwoLists();
    const b = await signInTestCustomer(t.db, 'Борис');
    await createList(b.token, 'Моє');
    const cases: [Method, string, object?][] = [
      ['PUT', `/api/customer/favorite/lists/${a.gifts.id}`, { name: 'Чуже', is_shared: true }],
      ['DELETE', `/api/customer/favorite/lists/${a.gifts.id}`],
      ['PUT', `/api/customer/favorite/lists/${a.main.id}/attach-items`, { product_ids: [offers[3]] }],
    ];
    for (const [method, url, body] of cases) {
      const res = await t.call(method, url, { token: b.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Такого списку обраного немає');
    }
    expect((await lists(b.token)).map((l: { name: string }) => l.name)).toEqual(['Моє']);
    const [main, gifts] = await lists(a.token);
    expect(main.products.map((p: { id: number }) => p.id)).toEqual([offers[0]]);
    expect(gifts).toMatchObject({ name: 'Подарунки', is_shared: false, count: 1 });
  });
});
