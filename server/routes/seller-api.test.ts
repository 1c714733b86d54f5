import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { signInTestSeller } from '../testing/sessions';
import { insertOrder, offerOf } from '../testing/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asSeller = (key: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: key === null ? {} : { authorization: `Bearer ${key}` } });

async function chatWithSeller(sellerId: number, text: string) {
  const customer = await signInTestCustomer(t.db, 'Ірина');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversation/send-to-seller',
    cookies: customer.cookies,
    payload: { seller_id: sellerId, product_id: await offerOf(t.db, sellerId), text },
  });
  return { customer, id: res.json().data.id as number };
}

describe('seller API', () => {
  it.each([
    ['no key', null],
    ['an unknown key', 'seller-demo-key-99999'],
    ['a customer session instead of a key', 'not-a-seller-key'],
  ])('answers 401 to %s', async (_, key) => {
    const res = await asSeller(key, 'GET', '/api/seller-api/conversations');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/ключ API продавця/);
  });

  it('a seller lists their chats with unread counts, reads one and replies; the customer sees the reply unread', async () => {
    const { customer, id } = await chatWithSeller(1, 'Чи є доставка в Одесу?');
    const key = demoSellerKey(1);
    const list = (await asSeller(key, 'GET', '/api/seller-api/conversations')).json().data;
    expect(list[0]).toMatchObject({
      id,
      kind: 'regular',
      customer: { name: 'Ірина' },
      unread_count: 1,
      last_message: { author: 'customer', text: 'Чи є доставка в Одесу?' },
    });
    // the seeded demo chat with seller 1 is there too, older
    expect(list.length).toBeGreaterThanOrEqual(2);

    const detail = (await asSeller(key, 'GET', `/api/seller-api/conversations/${id}`)).json().data;
    expect(detail.messages).toHaveLength(1);
    expect(detail.product.id).toBe(await offerOf(t.db, 1));

    const reply = await asSeller(key, 'POST', `/api/seller-api/conversations/${id}/reply`, { text: 'Так, Новою поштою.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ author: 'seller', text: 'Так, Новою поштою.', read_at: null });
    expect((await asSeller(key, 'GET', '/api/seller-api/conversations')).json().data[0].unread_count).toBe(0);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/conversation/customer-conversations', cookies: customer.cookies })).json();
    expect(mine).toMatchObject({ meta: { unread_total: 1 }, data: [{ id, unread_count: 1, last_message: { author: 'seller' } }] });
  });

  it('seller 2 gets 404 for a chat of seller 1, and sees none of them in the list', async () => {
    const { id } = await chatWithSeller(1, 'Для продавця 1');
    const other = demoSellerKey(2);
    expect((await asSeller(other, 'GET', `/api/seller-api/conversations/${id}`)).statusCode).toBe(404);
    expect((await asSeller(other, 'POST', `/api/seller-api/conversations/${id}/reply`, { text: 'Чужа відповідь' })).statusCode).toBe(404);
    const list = (await asSeller(other, 'GET', '/api/seller-api/conversations')).json().data as { id: number }[];
    expect(list.map((c) => c.id)).not.toContain(id);
    const messages = (await asSeller(demoSellerKey(1), 'GET', `/api/seller-api/conversations/${id}`)).json().data.messages;
    expect(messages).toHaveLength(1);
  });

  it('order chats reach the order’s seller with the order id', async () => {
    const customer = await signInTestCustomer(t.db);
    const order = await insertOrder(t.db, customer.id, 7);
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order-conversations',
        cookies: customer.cookies,
        payload: { order_id: order, text: 'Змініть адресу' },
      })
    ).json().data;
    const detail = (await asSeller(demoSellerKey(7), 'GET', `/api/seller-api/conversations/${id}`)).json().data;
    expect(detail).toMatchObject({ kind: 'order', order_id: order, product: null });
  });

  it.each([[''], ['   '], ['x'.repeat(2001)]])('refuses a reply of %j', async (text) => {
    const { id } = await chatWithSeller(1, 'Питання');
    expect((await asSeller(demoSellerKey(1), 'POST', `/api/seller-api/conversations/${id}/reply`, { text })).statusCode).toBe(400);
  });
});

describe('a seller moving an order along', () => {
  const setStatus = (key: string, orderId: number, status: string, lang?: 'ru', more: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/seller-api/orders/${orderId}/status`,
      payload: { status, ...more },
      headers: { authorization: `Bearer ${key}`, ...(lang ? { 'accept-language': lang } : {}) },
    });

  /** An order of seller 1 whose buyer follows it in one browser, in the language given. */
  async function followedOrder(lang: 'uk' | 'ru') {
    const customer = await signInTestCustomer(t.db, 'Оксана');
    const orderId = await insertOrder(t.db, customer.id, 1);
    const at = '2026-11-02T10:00:00.000Z';
    await t.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: `https://push.example/${orderId}`,
        p256dh: 'key',
        auth: 'secret',
        lang,
        customer_id: customer.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return orderId;
  }
  const noticesOf = async (orderId: number) =>
    (
      await t.db
        .selectFrom('notification_jobs')
        .where('dedupe_key', 'like', `order:${orderId}:status-%`)
        .select(['payload'])
        .orderBy('id')
        .execute()
    ).map((row) => JSON.parse(row.payload).title as string);

  it('confirms, sends and fulfils an order, telling the buyer each step once; the buyer may then review it', async () => {
    const orderId = await followedOrder('uk');
    const key = demoSellerKey(1);
    for (const status of ['confirmed', 'sent', 'sent', 'fulfilled']) {
      const res = await setStatus(key, orderId, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: orderId, status });
    }
    expect(await noticesOf(orderId)).toEqual([
      `Замовлення № ${orderId} підтверджено`,
      `Замовлення № ${orderId} відправлено`,
      `Замовлення № ${orderId} виконано`,
    ]);
  });

  it.each([
    ['new', 'sent'],
    ['new', 'fulfilled'],
    ['sent', 'cancelled'],
    ['cancelled', 'confirmed'],
  ])('refuses %s → %s with the reason, in the buyer-facing language of the call, and tells nobody', async (from, to) => {
    const orderId = await followedOrder('ru');
    const key = demoSellerKey(1);
    if (from !== 'new')
      await t.db
        .updateTable('orders')
        .set({ status: from as 'sent' | 'cancelled' })
        .where('id', '=', orderId)
        .execute();
    const res = await setStatus(key, orderId, to, 'ru');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Заказ нельзя перевести в это состояние/);
    expect(await noticesOf(orderId)).toEqual([]);
  });

  it('a cancelled order is told with its reason in the language the buyer follows it in', async () => {
    const orderId = await followedOrder('ru');
    const res = await setStatus(demoSellerKey(1), orderId, 'cancelled', undefined, { cancel_reason: 'cannot_deliver' });
    expect(res.statusCode).toBe(200);
    expect(await noticesOf(orderId)).toEqual([`Заказ № ${orderId} отменён`]);
    const job = await t.db
      .selectFrom('notification_jobs')
      .where('dedupe_key', 'like', `order:${orderId}:status-%`)
      .select('payload')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload).body).toMatch(/отменил заказ: продавец не может доставить заказ$/);
  });

  it("answers 404 for another seller's order, 400 for a status a seller cannot set, 401 without a key", async () => {
    const orderId = await followedOrder('uk');
    expect((await setStatus(demoSellerKey(2), orderId, 'confirmed')).statusCode).toBe(404);
    expect((await setStatus(demoSellerKey(1), orderId, 'new')).statusCode).toBe(400);
    expect((await setStatus(demoSellerKey(1), orderId, 'shipped')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/seller-api/orders/${orderId}/status`, payload: { status: 'confirmed' } })).statusCode,
    ).toBe(401);
    expect((await t.db.selectFrom('orders').where('id', '=', orderId).select('status').executeTakeFirstOrThrow()).status).toBe('new');
  });
});

describe('the seller’s orders board', () => {
  const board = (query: string, key = demoSellerKey(3)) =>
    t.app.inject({ method: 'GET', url: `/api/seller-api/orders${query}`, headers: { authorization: `Bearer ${key}` } });

  it('lists the seller’s orders newest first with counts per status, filters by status, finds by number or phone, pages', async () => {
    const customer = await signInTestCustomer(t.db, 'Марта');
    const older = await insertOrder(t.db, customer.id, 3, '2026-11-03T10:00:00.000Z');
    const newer = await insertOrder(t.db, customer.id, 3, '2026-11-04T10:00:00.000Z');
    await t.db.updateTable('orders').set({ status: 'confirmed', buyer_phone: '380671230099' }).where('id', '=', older).execute();

    const all = (await board('')).json();
    const ids = all.data.map((o: { id: number }) => o.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(all.meta.counts.confirmed).toBeGreaterThanOrEqual(1);
    expect(all.meta.total).toBe(Object.values(all.meta.counts as Record<string, number>).reduce((a, b) => a + b, 0));

    const confirmed = (await board('?status=confirmed')).json();
    expect(confirmed.data.every((o: { status: string }) => o.status === 'confirmed')).toBe(true);
    expect(confirmed.data.map((o: { id: number }) => o.id)).toContain(older);

    expect((await board(`?q=${newer}`)).json().data.map((o: { id: number }) => o.id)).toEqual([newer]);
    const byPhone = (await board('?q=067 123 00 99')).json().data;
    expect(byPhone).toMatchObject([{ id: older, buyer: { phone: '380671230099' }, waybill: null }]);

    const firstPage = (await board('?per_page=1')).json();
    expect(firstPage.data).toHaveLength(1);
    expect(firstPage.meta).toMatchObject({ current_page: 1, per_page: 1, last_page: all.meta.total });
  });

  it('says where each order goes, in the language asked: the delivery, the city and the pickup point or courier address', async () => {
    const customer = await signInTestCustomer(t.db, 'Ірина');
    const pickup = await insertOrder(t.db, customer.id, 3, '2026-11-05T10:00:00.000Z');
    const courier = await insertOrder(t.db, customer.id, 3, '2026-11-05T11:00:00.000Z');
    const point = await t.db
      .selectFrom('pickup_points as pp')
      .innerJoin('delivery_types as d', 'd.id', 'pp.delivery_type_id')
      .innerJoin('cities as c', 'c.id', 'pp.city_id')
      .select([
        'pp.id',
        'pp.city_id',
        'pp.delivery_type_id',
        'pp.title_ru',
        'd.title_uk as delivery_uk',
        'd.title_ru as delivery_ru',
        'c.name_ru',
      ])
      .orderBy('pp.id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('orders')
      .set({ delivery_type_id: point.delivery_type_id, city_id: point.city_id, pickup_point_id: point.id })
      .where('id', '=', pickup)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ delivery_type_id: point.delivery_type_id, city_id: point.city_id, address_street: 'Франка', address_house: '12' })
      .where('id', '=', courier)
      .execute();

    const inRussian = await t.app.inject({
      method: 'GET',
      url: `/api/seller-api/orders?q=${pickup}`,
      headers: { authorization: `Bearer ${demoSellerKey(3)}`, 'accept-language': 'ru' },
    });
    expect(inRussian.json().data[0].delivery).toEqual({
      title: point.delivery_ru,
      city: point.name_ru,
      address: expect.stringContaining(point.title_ru),
    });
    // this store runs without Nova Poshta, so the board offers to make no waybill
    expect(inRussian.json().data[0].waybill_by_store).toBe(false);
    const byCourier = (await board(`?q=${courier}`)).json().data[0].delivery;
    expect(byCourier).toMatchObject({ title: point.delivery_uk });
    expect(byCourier.address).toContain('Франка');
    const agreed = await insertOrder(t.db, customer.id, 3, '2026-11-05T12:00:00.000Z');
    expect((await board(`?q=${agreed}`)).json().data[0].delivery).toEqual({ title: '', city: '', address: '' });
  });

  it('shows seller B none of seller A’s orders, by key or by search; refuses a status that is none and a call without a key', async () => {
    const customer = await signInTestCustomer(t.db, 'Тарас');
    const orderId = await insertOrder(t.db, customer.id, 3);
    const other = await board('', demoSellerKey(4));
    expect(other.statusCode).toBe(200);
    expect(other.json().data.map((o: { id: number }) => o.id)).not.toContain(orderId);
    expect((await board(`?q=${orderId}`, demoSellerKey(4))).json().data).toEqual([]);
    expect((await board('?status=shipped')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller-api/orders' })).statusCode).toBe(401);
  });
});

describe('the seller workspace’s session on the seller API', () => {
  const sessionOf = async (sellerId: number) => (await signInTestSeller(t, sellerId)).token;
  const withSession = (session: string, url: string) => t.app.inject({ method: 'GET', url, cookies: { seller_token: session } });

  it('reaches the seller’s own orders and chats, and answers 404 for another seller’s', async () => {
    const customer = await signInTestCustomer(t.db, 'Ліна');
    const orderId = await insertOrder(t.db, customer.id, 5);
    const { id: chatId } = await chatWithSeller(5, 'Для продавця 5');
    const [own, other] = [await sessionOf(5), await sessionOf(6)];
    expect((await withSession(own, `/api/seller-api/orders/${orderId}`)).statusCode).toBe(200);
    expect((await withSession(own, '/api/seller-api/orders')).json().data.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await withSession(own, `/api/seller-api/conversations/${chatId}`)).statusCode).toBe(200);
    expect((await withSession(other, `/api/seller-api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await withSession(other, `/api/seller-api/conversations/${chatId}`)).statusCode).toBe(404);
    expect((await withSession(other, '/api/seller-api/orders')).json().data.map((o: { id: number }) => o.id)).not.toContain(orderId);
  });
});
