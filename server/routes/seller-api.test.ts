import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { createTestApp, signInTestCustomer, type TestApp } from '../test-app';
import { insertOrder, offerOf } from './chat-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asSeller = (key: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: key === null ? {} : { authorization: `Bearer ${key}` } });

async function chatWithSeller(sellerId: number, text: string) {
  const customer = await signInTestCustomer(t.db, 'Ірина');
  const res = await t.app.inject({ method: 'POST', url: '/api/conversation/send-to-seller', cookies: customer.cookies, payload: { seller_id: sellerId, product_id: await offerOf(t.db, sellerId), text } });
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
    expect(list[0]).toMatchObject({ id, kind: 'regular', customer: { name: 'Ірина' }, unread_count: 1, last_message: { author: 'customer', text: 'Чи є доставка в Одесу?' } });
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
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/order-conversations', cookies: customer.cookies, payload: { order_id: order, text: 'Змініть адресу' } })).json().data;
    const detail = (await asSeller(demoSellerKey(7), 'GET', `/api/seller-api/conversations/${id}`)).json().data;
    expect(detail).toMatchObject({ kind: 'order', order_id: order, product: null });
  });

  it.each([[''], ['   '], ['x'.repeat(2001)]])('refuses a reply of %j', async (text) => {
    const { id } = await chatWithSeller(1, 'Питання');
    expect((await asSeller(demoSellerKey(1), 'POST', `/api/seller-api/conversations/${id}/reply`, { text })).statusCode).toBe(400);
  });
});
