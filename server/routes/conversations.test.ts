import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { DEMO_CUSTOMER } from '../db/seed/demo-customer';
import { createSession } from '../services/auth/customer-sessions';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertOrder, offerOf } from '../testing/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookies = { token: string };
const get = (url: string, cookies?: Cookies, lang = 'uk') =>
  t.app.inject({ method: 'GET', url, cookies, headers: { 'accept-language': lang } });
const post = (url: string, payload: object, cookies?: Cookies) => t.app.inject({ method: 'POST', url, payload, cookies });
const replyAs = (sellerId: number, conversationId: number, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller-api/conversations/${conversationId}/reply`,
    payload: { text },
    headers: { authorization: `Bearer ${demoSellerKey(sellerId)}` },
  });

describe('regular chats', () => {
  it('a question about an offer starts a chat; the next one joins it; a seller reply is unread until viewed', async () => {
    const a = await signInTestCustomer(t.db);
    const product = await offerOf(t.db, 3);
    const first = await post(
      '/api/conversation/send-to-seller',
      { seller_id: 3, product_id: product, text: '  Чи є інший об’єм?  ' },
      a.cookies,
    );
    expect(first.statusCode).toBe(201);
    const id: number = first.json().data.id;
    expect(first.json().data.message).toMatchObject({ author: 'customer', text: 'Чи є інший об’єм?', read_at: null });

    const again = await post(
      '/api/conversation/send-to-seller',
      { seller_id: 3, product_id: product, text: 'І ще: який термін придатності?' },
      a.cookies,
    );
    expect(again.json().data.id).toBe(id);
    // about the seller, not an offer: a chat of its own
    const general = await post('/api/conversation/send-to-seller', { seller_id: 3, text: 'Чи працюєте у вихідні?' }, a.cookies);
    expect(general.json().data.id).not.toBe(id);

    expect((await replyAs(3, id, 'Так, є 30 мл.')).statusCode).toBe(201);
    const list = (await get('/api/conversation/customer-conversations', a.cookies)).json();
    expect(list.meta.unread_total).toBe(1);
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([id, general.json().data.id]);
    expect(list.data[0]).toMatchObject({
      kind: 'regular',
      seller: { id: 3 },
      product: { id: product, image: { width: 600, height: 600 } },
      order: null,
      unread_count: 1,
      last_message: { author: 'seller', text: 'Так, є 30 мл.', read_at: null },
    });
    expect(list.data[1]).toMatchObject({ product: null, unread_count: 0 });

    const detail = (await get(`/api/conversation/customer-point-conversation/${id}`, a.cookies)).json().data;
    expect(detail.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'customer', 'seller']);
    // the seller read the questions by answering them
    expect(detail.messages[0].read_at).not.toBeNull();

    const viewed = await post(`/api/conversation/customer-viewed-messages/${id}`, {}, a.cookies);
    expect(viewed.json()).toEqual({ data: { id, marked: 1 } });
    expect((await get('/api/conversation/customer-conversations', a.cookies)).json().meta.unread_total).toBe(0);
  });

  it('titles the product in the request language', async () => {
    const a = await signInTestCustomer(t.db);
    const product = await offerOf(t.db, 4);
    const { id } = (
      await post('/api/conversation/send-to-seller', { seller_id: 4, product_id: product, text: 'Питання' }, a.cookies)
    ).json().data;
    const titles = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.id', '=', product)
      .select(['b.title_uk', 'b.title_ru'])
      .executeTakeFirstOrThrow();
    expect((await get(`/api/conversation/customer-point-conversation/${id}`, a.cookies, 'ru')).json().data.product.title).toBe(
      titles.title_ru,
    );
    expect((await get(`/api/conversation/customer-point-conversation/${id}`, a.cookies)).json().data.product.title).toBe(titles.title_uk);
  });

  it.each([
    [{ seller_id: 3, text: '' }, 400],
    [{ seller_id: 3, text: '   ' }, 400],
    [{ seller_id: 3, text: 'x'.repeat(2001) }, 400],
    [{ seller_id: 3 }, 400],
    [{ seller_id: 3, text: 'ok', extra: 1 }, 400],
    [{ seller_id: 99999, text: 'ok' }, 404],
    // not an id
    [{ seller_id: 3, product_id: -1, text: 'ok' }, 400],
  ])('refuses %j with %i', async (body, status) => {
    const a = await signInTestCustomer(t.db);
    const res = await post('/api/conversation/send-to-seller', body, a.cookies);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses an offer of another seller with 404, and a blank text with the form’s words', async () => {
    const a = await signInTestCustomer(t.db);
    const res = await post('/api/conversation/send-to-seller', { seller_id: 3, product_id: await offerOf(t.db, 5), text: 'ok' }, a.cookies);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Товар не знайдено');
    const blank = await post('/api/conversation/send-to-seller', { seller_id: 3, text: '  ' }, a.cookies);
    expect(blank.json().errors).toEqual({ text: ["Обов'язкове поле"] });
  });

  it('the seeded demo customer has two chats with seller replies, one unread', async () => {
    const customer = await t.db.selectFrom('customers').where('phone', '=', DEMO_CUSTOMER.phone).select('id').executeTakeFirstOrThrow();
    const token = await createSession(t.db, customer.id);
    const list = (await get('/api/conversation/customer-conversations', { token })).json();
    expect(list.data).toHaveLength(2);
    expect(list.meta.unread_total).toBe(1);
    expect(list.data[0]).toMatchObject({ unread_count: 1, last_message: { author: 'seller' }, updated_at: '2026-10-28T10:10:00.000Z' });
    expect(list.data[1]).toMatchObject({ unread_count: 0, last_message: { author: 'customer' } });
  });
});

describe('order chats', () => {
  it('lists every own order, starts its chat on the first message and joins it after', async () => {
    const a = await signInTestCustomer(t.db);
    const older = await insertOrder(t.db, a.id, 2, '2026-11-01T10:00:00.000Z');
    const newer = await insertOrder(t.db, a.id, 6, '2026-11-03T10:00:00.000Z');
    const before = (await get('/api/order-conversations', a.cookies)).json();
    expect(before.data.map((c: { order: { id: number } }) => c.order.id)).toEqual([newer, older]);
    expect(before.data[1]).toMatchObject({
      conversation_id: null,
      last_message: null,
      unread_count: 0,
      seller: { id: 2 },
      order: { total: 1250 },
    });

    const started = await post('/api/order-conversations', { order_id: older, text: 'Коли відправите?' }, a.cookies);
    expect(started.statusCode).toBe(201);
    const id: number = started.json().data.id;
    const next = await post(`/api/order-conversations/${id}/send-message`, { text: 'Дякую!' }, a.cookies);
    expect(next.json().data.id).toBe(id);
    expect((await post('/api/order-conversations', { order_id: older, text: 'Ще одне' }, a.cookies)).json().data.id).toBe(id);

    expect((await replyAs(2, id, 'Сьогодні.')).statusCode).toBe(201);
    const after = (await get('/api/order-conversations', a.cookies)).json();
    expect(after.meta.unread_total).toBe(1);
    expect(after.data[0]).toMatchObject({
      conversation_id: id,
      order: { id: older },
      unread_count: 1,
      last_message: { text: 'Сьогодні.' },
    });

    const detail = (await get(`/api/order-conversations/${id}`, a.cookies)).json().data;
    expect(detail).toMatchObject({ kind: 'order', order: { id: older }, seller: { id: 2 }, product: null });
    expect(detail.messages).toHaveLength(4);
    // order chats stay out of the regular list
    expect((await get('/api/conversation/customer-conversations', a.cookies)).json().data).toEqual([]);
  });

  it('a regular chat is not an order chat', async () => {
    const a = await signInTestCustomer(t.db);
    const { id } = (await post('/api/conversation/send-to-seller', { seller_id: 2, text: 'Питання' }, a.cookies)).json().data;
    expect((await get(`/api/order-conversations/${id}`, a.cookies)).statusCode).toBe(404);
    expect((await post(`/api/order-conversations/${id}/send-message`, { text: 'x' }, a.cookies)).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('customer B gets 404 for everything of customer A, and a guest 401', async () => {
    const a = await signInTestCustomer(t.db, 'Анна');
    const b = await signInTestCustomer(t.db, 'Богдан');
    const order = await insertOrder(t.db, a.id, 2);
    const regular = (await post('/api/conversation/send-to-seller', { seller_id: 2, text: 'A питає' }, a.cookies)).json().data.id;
    const orderChat = (await post('/api/order-conversations', { order_id: order, text: 'A про замовлення' }, a.cookies)).json().data.id;

    const asB = [
      await get(`/api/conversation/customer-point-conversation/${regular}`, b.cookies),
      await get(`/api/conversation/customer-point-conversation/${orderChat}`, b.cookies),
      await post(`/api/conversation/customer-viewed-messages/${regular}`, {}, b.cookies),
      await get(`/api/order-conversations/${orderChat}`, b.cookies),
      await post(`/api/order-conversations/${orderChat}/send-message`, { text: 'B пише' }, b.cookies),
      await post('/api/order-conversations', { order_id: order, text: 'B пише' }, b.cookies),
    ];
    expect(asB.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(asB[0]!.json().message).toBe('Листування не знайдено');
    expect((await get('/api/order-conversations', b.cookies)).json().data).toEqual([]);
    expect((await get('/api/conversation/customer-conversations', b.cookies)).json().data).toEqual([]);
    // nothing B tried reached A's chats
    const aDetail = (await get(`/api/order-conversations/${orderChat}`, a.cookies)).json().data;
    expect(aDetail.messages.map((m: { text: string }) => m.text)).toEqual(['A про замовлення']);

    const guest = [
      await get('/api/conversation/customer-conversations'),
      await get(`/api/conversation/customer-point-conversation/${regular}`),
      await post('/api/conversation/send-to-seller', { seller_id: 2, text: 'гість' }),
      await get('/api/order-conversations'),
    ];
    expect(guest.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });
});
