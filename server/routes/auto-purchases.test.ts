import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { createTestApp, firstOfferIds, itRefusesGuests, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
let offers: number[];
beforeAll(async () => {
  t = await createTestApp();
  offers = await firstOfferIds(t.db, 3);
});
afterAll(() => t.close());

const LISTS = '/api/customer/auto-purchase-lists';
const ITEMS = '/api/customer/auto-purchase-items';
const dayAfter = (days: number) => new Date(Date.parse(`${shopToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const lists = async (token: string) => (await t.call('GET', LISTS, { token })).json().data;
const newList = (token: string, body: Record<string, unknown>) =>
  t.call('POST', LISTS, { token, body: { name: 'Корм', interval_days: 30, start_date: shopToday(), ...body } });

/** A customer with the default list "Корм" (offers[0] × 2) and an empty list "Ласощі". */
async function customerWithLists() {
  const customer = await signInTestCustomer(t.db);
  await newList(customer.token, { name: 'Корм' });
  await newList(customer.token, { name: 'Ласощі', interval_days: 14, start_date: dayAfter(3) });
  const added = await t.call('POST', ITEMS, { token: customer.token, body: { product_id: offers[0], qty: 2 } });
  const [food, treats] = added.json().data;
  return { ...customer, food, treats, item: food.items[0] };
}

describe('auto-purchase lists', () => {
  itRefusesGuests(
    () => t,
    [
      ['GET', LISTS],
      ['POST', LISTS, { name: 'x', interval_days: 30, start_date: '2030-01-01' }],
      ['PUT', `${LISTS}/1`, { name: 'x' }],
      ['DELETE', `${LISTS}/1`],
      ['POST', ITEMS, { product_id: 1, qty: 1 }],
      ['PUT', `${ITEMS}/1`, { qty: 1 }],
      ['DELETE', `${ITEMS}/1`],
      ['PUT', `${ITEMS}/change-list`, { item_id: 1, list_id: 1 }],
      ['GET', '/api/auto-purchase/product/1'],
    ],
  );

  it('the first list is the default; lists show interval, start, next date and items with cards', async () => {
    const { food, treats, item } = await customerWithLists();
    expect(food).toMatchObject({ name: 'Корм', interval_days: 30, start_date: shopToday(), next_date: shopToday(), is_default: true });
    expect(item).toMatchObject({ list_id: food.id, qty: 2, product: { id: offers[0], title: expect.any(String) } });
    expect(treats).toMatchObject({
      name: 'Ласощі',
      interval_days: 14,
      start_date: dayAfter(3),
      next_date: dayAfter(3),
      is_default: false,
      items: [],
    });
  });

  it('a customer with no list gets a default one (every 30 days from today) with the first product', async () => {
    const { token } = await signInTestCustomer(t.db);
    const added = await t.call('POST', ITEMS, { token, lang: 'ru', body: { product_id: offers[1], qty: 1 } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual([
      expect.objectContaining({
        name: 'Моя автопокупка',
        interval_days: 30,
        start_date: shopToday(),
        is_default: true,
        items: [expect.objectContaining({ qty: 1 })],
      }),
    ]);
  });

  it('adding a product already in the list sets its quantity instead of a second row', async () => {
    const { token, food } = await customerWithLists();
    const again = await t.call('POST', ITEMS, { token, body: { product_id: offers[0], qty: 5, list_id: food.id } });
    expect(again.json().data[0].items).toEqual([expect.objectContaining({ product: expect.objectContaining({ id: offers[0] }), qty: 5 })]);
  });

  it.each([
    [{ interval_days: 6 }, 'interval_days'],
    [{ interval_days: 181 }, 'interval_days'],
    [{ start_date: '2026-02-30' }, 'start_date'],
    [{ start_date: '1.2.2030' }, 'start_date'],
    [{ name: ' ' }, 'name'],
  ])('refuses %o with a 400 on %s', async (change, field) => {
    const { token } = await signInTestCustomer(t.db);
    const res = await newList(token, change);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('a start date in the past is refused, in both languages; the stored one may be sent back unchanged', async () => {
    const { token, food } = await customerWithLists();
    const past = await newList(token, { start_date: dayAfter(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ start_date: ['Дата початку має бути не раніше сьогодні'] });
    const pastRu = await t.call('POST', LISTS, { token, lang: 'ru', body: { name: 'x', interval_days: 30, start_date: dayAfter(-1) } });
    expect(pastRu.json().errors).toEqual({ start_date: ['Дата начала должна быть не раньше сегодняшней'] });
    // An old list's start date lies in the past by now: renaming it sends the date back as it is.
    await t.db
      .updateTable('auto_purchase_lists')
      .set({ start_date: dayAfter(-10) })
      .where('id', '=', food.id)
      .execute();
    const renamed = await t.call('PUT', `${LISTS}/${food.id}`, {
      token,
      body: { name: 'Сухий корм', interval_days: 7, start_date: dayAfter(-10) },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data[0]).toMatchObject({
      name: 'Сухий корм',
      interval_days: 7,
      start_date: dayAfter(-10),
      next_date: dayAfter(4),
    });
    expect((await t.call('PUT', `${LISTS}/${food.id}`, { token, body: { start_date: dayAfter(-2) } })).statusCode).toBe(400);
  });

  it('makes another list the default: exactly one default stays', async () => {
    const { token, treats } = await customerWithLists();
    const changed = await t.call('PUT', `${LISTS}/${treats.id}`, { token, body: { is_default: true } });
    expect(changed.json().data.map((l: { name: string; is_default: boolean }) => [l.name, l.is_default])).toEqual([
      ['Ласощі', true],
      ['Корм', false],
    ]);
  });

  it('docs/product-rules.md#cabinet: a list that has items cannot be deleted (409, both languages); an empty one can, and the default passes on', async () => {
    const { token, food, treats, item } = await customerWithLists();
    const refused = await t.call('DELETE', `${LISTS}/${food.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Список автопокупки, у якому є товари, не можна видалити. Спочатку видаліть товари або перенесіть їх до іншого списку',
    );
    expect((await t.call('DELETE', `${LISTS}/${food.id}`, { token, lang: 'ru' })).json().message).toMatch(
      /^Список автопокупки, в котором есть товары, нельзя удалить/,
    );

    await t.call('DELETE', `${ITEMS}/${item.id}`, { token });
    const deleted = await t.call('DELETE', `${LISTS}/${food.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual([expect.objectContaining({ id: treats.id, is_default: true })]);
  });

  it('changes an item’s quantity and moves it to another list; a list already holding the product refuses (409)', async () => {
    const { token, food, treats, item } = await customerWithLists();
    expect((await t.call('PUT', `${ITEMS}/${item.id}`, { token, body: { qty: 3 } })).json().data[0].items[0].qty).toBe(3);
    expect((await t.call('PUT', `${ITEMS}/${item.id}`, { token, body: { qty: 0 } })).statusCode).toBe(400);

    const moved = await t.call('PUT', `${ITEMS}/change-list`, { token, body: { item_id: item.id, list_id: treats.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.map((l: { items: unknown[] }) => l.items.length)).toEqual([0, 1]);

    await t.call('POST', ITEMS, { token, body: { product_id: offers[0], qty: 1, list_id: food.id } });
    const clash = await t.call('PUT', `${ITEMS}/change-list`, { token, body: { item_id: item.id, list_id: food.id } });
    expect(clash.statusCode).toBe(409);
  });

  it('tells which of the customer’s lists hold a product; a guest gets an empty list', async () => {
    const { token, food, item } = await customerWithLists();
    expect((await t.call('GET', `/api/auto-purchase/product/${offers[0]}`, { token })).json()).toEqual({
      data: [{ item_id: item.id, list_id: food.id, list_name: 'Корм', qty: 2 }],
    });
    expect((await t.call('GET', `/api/auto-purchase/product/${offers[1]}`, { token })).json()).toEqual({ data: [] });
  });

  it('an unknown product is a 404', async () => {
    const { token } = await customerWithLists();
    expect((await t.call('POST', ITEMS, { token, body: { product_id: 999999, qty: 1 } })).statusCode).toBe(404);
  });

  it('ownership: customer B gets 404 on A’s lists and items and changes nothing', async () => {
    const a = await customerWithLists();
    const b = await signInTestCustomer(t.db, 'Борис');
    await newList(b.token, { name: 'Моє' });
    const [bList] = await lists(b.token);
    const cases: [Method, string, object?][] = [
      ['PUT', `${LISTS}/${a.food.id}`, { name: 'Чуже' }],
      ['DELETE', `${LISTS}/${a.treats.id}`],
      ['POST', ITEMS, { product_id: offers[1], qty: 1, list_id: a.food.id }],
      ['PUT', `${ITEMS}/${a.item.id}`, { qty: 9 }],
      ['DELETE', `${ITEMS}/${a.item.id}`],
      ['PUT', `${ITEMS}/change-list`, { item_id: a.item.id, list_id: bList.id }],
      ['PUT', `${ITEMS}/change-list`, { item_id: a.item.id, list_id: a.treats.id }],
    ];
    for (const [method, url, body] of cases) {
      const res = await t.call(method, url, { token: b.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // B moving their own item into A's list: A's list is not B's.
    await t.call('POST', ITEMS, { token: b.token, body: { product_id: offers[2], qty: 1 } });
    const [bItem] = (await lists(b.token))[0].items;
    expect(
      (await t.call('PUT', `${ITEMS}/change-list`, { token: b.token, body: { item_id: bItem.id, list_id: a.treats.id } })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/auto-purchase/product/${offers[0]}`, { token: b.token })).json()).toEqual({ data: [] });

    const [food, treats] = await lists(a.token);
    expect(food).toMatchObject({ name: 'Корм', items: [{ id: a.item.id, qty: 2 }] });
    expect(treats).toMatchObject({ name: 'Ласощі', items: [] });
  });
});
