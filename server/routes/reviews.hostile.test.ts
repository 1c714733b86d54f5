import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';
import { REVIEWS_PER_CUSTOMER_PER_DAY } from './reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(offerId: number, token: string, fields: Record<string, string>, lang = 'uk') {
  const boundary = `----hostile${randomUUID()}`;
  const payload =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/product/${offerId}/reviews`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang },
    cookies: { token },
    payload,
  });
}

/** Offers of `count` different base products, none reviewed by the tests before. */
let used = 0;
async function offersOfNewProducts(count: number) {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'base_product_id', 'seller_id', 'warehouse_id', 'price_kop'])
    .orderBy('base_product_id', 'desc')
    .execute();
  const picked = [...new Map(rows.map((r) => [r.base_product_id, r])).values()].slice(used, used + count);
  used += count;
  return picked;
}

const ratingOf = async (baseId: number) =>
  await t.db.selectFrom('base_products').where('id', '=', baseId).select(['rating_x10', 'reviews_count']).executeTakeFirstOrThrow();

/** A fulfilled order of this customer holding the offer: the customer received it. */
async function fulfilledOrder(
  customerId: number,
  offer: { id: number; base_product_id: number; seller_id: number; warehouse_id: number; price_kop: number },
) {
  const { id } = await insertTestOrder(t.db, {
    customer_id: customerId,
    seller_id: offer.seller_id,
    warehouse_id: offer.warehouse_id,
    status: 'fulfilled',
    payment_status: 'success',
    buyer_phone: '380670000999',
    recipient_phone: '380670000999',
    items_total_kop: offer.price_kop,
    total_kop: offer.price_kop,
    fulfilled_at: new Date().toISOString(),
  });
  await t.db
    .insertInto('order_items')
    .values({
      order_id: id,
      product_id: offer.id,
      base_product_id: offer.base_product_id,
      title_uk: 'Товар',
      title_ru: 'Товар',
      price_kop: offer.price_kop,
      qty: 1,
    })
    .execute();
}

describe('reviews from a hostile account', () => {
  it('are one per customer and product: a second edits the first, and the rating counts it once', async () => {
    const [offer] = await offersOfNewProducts(1);
    const before = await ratingOf(offer!.base_product_id);
    const { id, token } = await signInTestCustomer(t.db);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post(offer!.id, token, { rating: '1', text: `Погано ${i}` }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const mine = await t.db
      .selectFrom('reviews')
      .where('customer_id', '=', id)
      .where('base_product_id', '=', offer!.base_product_id)
      .select('text')
      .execute();
    expect(mine).toEqual([{ text: 'Погано 4' }]);
    expect((await ratingOf(offer!.base_product_id)).reviews_count).toBe(before.reviews_count + 1);
  });

  it('say "Купив цей товар" for an author who received the product, and only for them', async () => {
    const [offer] = await offersOfNewProducts(1);
    const buyer = await signInTestCustomer(t.db, 'Олена');
    const stranger = await signInTestCustomer(t.db, 'Бот');
    await fulfilledOrder(buyer.id, offer!);
    expect((await post(offer!.id, buyer.token, { rating: '5', text: 'Чудово' })).json().data.bought).toBe(true);
    expect((await post(offer!.id, stranger.token, { rating: '1', text: 'Жах' })).json().data.bought).toBe(false);
    const list = (await t.call('GET', `/api/product/${offer!.id}/reviews`)).json() as { data: { text: string; bought: boolean }[] };
    expect(list.data.filter((r) => ['Жах', 'Чудово'].includes(r.text)).map((r) => [r.text, r.bought])).toEqual([
      ['Жах', false],
      ['Чудово', true],
    ]);
  });

  it(`are at most ${REVIEWS_PER_CUSTOMER_PER_DAY} a day per account`, async () => {
    const offers = await offersOfNewProducts(REVIEWS_PER_CUSTOMER_PER_DAY + 1);
    const { token } = await signInTestCustomer(t.db);
    const codes: number[] = [];
    for (const offer of offers) codes.push((await post(offer.id, token, { rating: '1', text: 'Погано' })).statusCode);
    expect(codes.slice(0, -1).every((code) => code === 201)).toBe(true);
    const refused = await post(offers[0]!.id, token, { rating: '1', text: 'Ще гірше' }, 'ru');
    expect(codes.at(-1)).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Слишком много отзывов за сутки. Попробуйте завтра' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
