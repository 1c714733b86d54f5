import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { undoReviewDecision } from '../services/reviews/review-moderation';
import { createTestApp, signInTestCustomer, type Method, type TestApp } from '../testing/app';
import { nonOperatorSessions, signInTestOperator } from '../testing/sessions';

let t: TestApp;
let admin: string;
let moderator: string;
let moderatorId: number;
/** an offer, its seller and another seller that does not sell it */
let offer: { id: number; seller_id: number; base_product_id: number };
let otherSeller: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await signInTestOperator(t.db, 'admin'));
  ({ id: moderatorId, token: moderator } = await signInTestOperator(t.db, 'moderator'));
  offer = await t.db
    .selectFrom('products')
    .where('stock', '>', 0)
    .select(['id', 'seller_id', 'base_product_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const other = await t.db.selectFrom('sellers').where('id', '!=', offer.seller_id).select('id').orderBy('id').executeTakeFirstOrThrow();
  otherSeller = other.id;
});
afterAll(() => t.close());

type Cookies = Record<string, string>;
const as = (method: Method, url: string, cookies: Cookies, body?: object, lang = 'uk') =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang }, ...(body !== undefined && { payload: body }) });
const asSeller = (sellerId: number, method: Method, url: string, body?: object, lang = 'uk') =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${demoSellerKey(sellerId)}`, 'accept-language': lang },
    ...(body !== undefined && { payload: body }),
  });

function multipart(fields: Record<string, string>) {
  const boundary = `----kramnytsia${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A new shopper writes a review of the offer; its id. */
async function writeReview(text: string, rating = 1) {
  const customer = await signInTestCustomer(t.db);
  const body = multipart({ rating: String(rating), text });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/product/${offer.id}/reviews`,
    headers: { 'content-type': body.contentType },
    cookies: customer.cookies,
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ data: { id: number } }>().data.id, customer };
}

const publicList = async (cookies: Cookies = {}) => {
  const res = await as('GET', `/api/product/${offer.id}/reviews`, cookies);
  expect(res.statusCode).toBe(200);
  return res.json<{
    data: { id: number; reply: { author: string; text: string } | null }[];
    summary: { count: number };
    own_review?: { status: string; hidden_reason: string } | null;
  }>();
};
const product = () =>
  t.db
    .selectFrom('base_products')
    .where('id', '=', offer.base_product_id)
    .select(['rating_x10', 'reviews_count'])
    .executeTakeFirstOrThrow();
const queue = async (kind = 'product') => {
  const res = await as('GET', `/api/operator/reviews?kind=${kind}`, { operator_token: moderator });
  expect(res.statusCode).toBe(200);
  return res.json<{
    data: {
      premoderation: boolean;
      counts: { kind: string; open: number; oldest_hours: number | null }[];
      items: { id: number; status: string; undoable: boolean; hidden_reason: string }[];
    };
  }>().data;
};
const decide = (id: number, decision: string, reason?: string, kind = 'product', lang = 'uk') =>
  as('POST', `/api/operator/reviews/${kind}/${id}/decision`, { operator_token: moderator }, { decision, reason }, lang);

describe('who reaches reviews', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/api/operator/reviews'],
    ['POST', '/api/operator/reviews/product/1/decision', { decision: 'approve' }],
    ['POST', '/api/operator/reviews/product/1/undo'],
    ['GET', '/api/operator/review-settings'],
    ['PUT', '/api/operator/review-settings', { premoderation: true }],
  ])('%s %s: a customer’s and a seller’s sessions, and none, get 401', async (method, url, body) => {
    for (const cookies of await nonOperatorSessions(t)) expect((await as(method, url, cookies, body)).statusCode).toBe(401);
  });

  it('only an admin turns pre-moderation on', async () => {
    const res = await as('PUT', '/api/operator/review-settings', { operator_token: moderator }, { premoderation: true });
    expect(res.statusCode).toBe(403);
    expect((await queue()).premoderation).toBe(false);
  });

  it('the seller routes want a key or a workspace session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/seller-api/reviews' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/seller-api/reviews/product/1/reply', payload: { text: 'Дякуємо' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the seller’s public reply', () => {
  it('the seller replies once, edits it, and shoppers see it under the review signed with the shop’s name', async () => {
    const { id } = await writeReview('Прийшов із подряпиною', 3);
    const mine = await asSeller(offer.seller_id, 'GET', '/api/seller-api/reviews?unanswered=true');
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<{ data: { id: number; reply: unknown }[]; unanswered: number }>();
    expect(listed.data.map((r) => r.id)).toContain(id);
    expect(listed.data.every((r) => r.reply === null)).toBe(true);

    expect(
      (await asSeller(offer.seller_id, 'PUT', `/api/seller-api/reviews/product/${id}/reply`, { text: 'Перепрошуємо' })).statusCode,
    ).toBe(200);
    const edited = await asSeller(offer.seller_id, 'PUT', `/api/seller-api/reviews/product/${id}/reply`, { text: 'Замінимо товар' });
    expect(edited.statusCode).toBe(200);
    const shop = await t.db.selectFrom('sellers').where('id', '=', offer.seller_id).select('shop_name').executeTakeFirstOrThrow();
    const shown = (await publicList()).data.find((r) => r.id === id)!;
    expect(shown.reply).toMatchObject({ author: shop.shop_name, text: 'Замінимо товар' });

    const after = await asSeller(offer.seller_id, 'GET', '/api/seller-api/reviews?unanswered=true');
    expect(after.json<{ data: { id: number }[] }>().data.map((r) => r.id)).not.toContain(id);
    expect(after.json<{ unanswered: number }>().unanswered).toBe(listed.unanswered - 1);
  });

  it('seller A cannot reply to seller B’s review, nor list it', async () => {
    const { id } = await writeReview('Чужий відгук');
    const res = await asSeller(otherSeller, 'PUT', `/api/seller-api/reviews/product/${id}/reply`, { text: 'Не мій' }, 'ru');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Такого отзыва нет');
    const theirs = await asSeller(otherSeller, 'GET', '/api/seller-api/reviews');
    expect(theirs.json<{ data: { id: number }[] }>().data.map((r) => r.id)).not.toContain(id);
    const stored = await t.db.selectFrom('reviews').where('id', '=', id).select('reply_text').executeTakeFirstOrThrow();
    expect(stored.reply_text).toBe('');
  });

  it('an empty reply is refused in the seller’s language', async () => {
    const { id } = await writeReview('Без відповіді');
    const res = await asSeller(offer.seller_id, 'PUT', `/api/seller-api/reviews/product/${id}/reply`, { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Напишіть текст відповіді');
  });

  it('the seller replies to an order review and the storefront shows it', async () => {
    const comment = await t.db
      .selectFrom('order_comments')
      .where('seller_id', '=', offer.seller_id)
      .select('id')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect((await asSeller(otherSeller, 'PUT', `/api/seller-api/reviews/seller/${comment.id}/reply`, { text: 'x' })).statusCode).toBe(404);
    expect(
      (await asSeller(offer.seller_id, 'PUT', `/api/seller-api/reviews/seller/${comment.id}/reply`, { text: 'Дякуємо!' })).statusCode,
    ).toBe(200);
    const storefront = await t.app.inject({ method: 'GET', url: `/api/seller-info/${offer.seller_id}/reviews` });
    const shown = storefront.json<{ data: { id: number; reply: { text: string } | null }[] }>().data.find((r) => r.id === comment.id);
    expect(shown?.reply?.text).toBe('Дякуємо!');
  });
});

describe('post-moderation, the default', () => {
  it('a review shows at once and waits in the queue; hiding it takes it out of the rating, and undo brings it back', async () => {
    const before = await product();
    const { id, customer } = await writeReview('Жахливий товар', 1);
    expect((await publicList()).data.map((r) => r.id)).toContain(id);
    const counted = await product();
    expect(counted.reviews_count).toBe(before.reviews_count + 1);
    const waiting = await queue();
    expect(waiting.items.find((i) => i.id === id)).toMatchObject({ status: 'new', undoable: false });
    expect(waiting.counts.find((c) => c.kind === 'product')!.open).toBeGreaterThanOrEqual(1);

    const noReason = await decide(id, 'hide', ' ', 'product', 'ru');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ message: string }>().message).toBe('Напишите, почему отзыв скрыт: автор увидит эту причину');

    expect((await decide(id, 'hide', 'Образа')).statusCode).toBe(200);
    expect((await decide(id, 'hide', 'Ще раз')).statusCode).toBe(409);
    const hidden = await product();
    expect(hidden).toEqual(before);
    const seen = await publicList(customer.cookies);
    expect(seen.data.map((r) => r.id)).not.toContain(id);
    expect(seen.own_review).toEqual({ status: 'hidden', hidden_reason: 'Образа' });
    expect((await queue()).items.find((i) => i.id === id)).toMatchObject({ status: 'hidden', undoable: true });

    const log = await t.db.selectFrom('audit_log').where('subject', '=', `product-review:${id}`).selectAll().execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'product-review.hide', operator_user_id: moderatorId });
    expect(JSON.parse(log[0]!.after)).toEqual({ status: 'hidden', reason: 'Образа' });

    expect((await as('POST', `/api/operator/reviews/product/${id}/undo`, { operator_token: moderator })).statusCode).toBe(200);
    expect(await product()).toEqual(counted);
    expect((await publicList()).data.map((r) => r.id)).toContain(id);
  });

  it('undo ends after 10 minutes', async () => {
    const { id } = await writeReview('Погано');
    expect((await decide(id, 'hide', 'Спам')).statusCode).toBe(200);
    const late = new Date(Date.now() + 11 * 60_000);
    expect(await undoReviewDecision(t.db, moderatorId, 'product', id, late)).toEqual({ done: false, problem: 'undoExpired' });
    const res = await as('POST', '/api/operator/reviews/product/999999/undo', { operator_token: moderator });
    expect(res.statusCode).toBe(404);
  });

  it('hiding a seller’s review moves the seller’s rating and leaves the storefront', async () => {
    const comment = await t.db
      .selectFrom('order_comments')
      .where('seller_id', '=', otherSeller)
      .select(['id', 'service_rating', 'delivery_rating', 'relevance_rating'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sellerBefore = await t.db.selectFrom('sellers').where('id', '=', otherSeller).select(['reviews_count']).executeTakeFirstOrThrow();
    expect((await decide(comment.id, 'hide', 'Не про продавця', 'seller')).statusCode).toBe(200);
    const sellerAfter = await t.db.selectFrom('sellers').where('id', '=', otherSeller).select(['reviews_count']).executeTakeFirstOrThrow();
    expect(sellerAfter.reviews_count).toBe(sellerBefore.reviews_count - 1);
    const storefront = await t.app.inject({ method: 'GET', url: `/api/seller-info/${otherSeller}/reviews` });
    expect(storefront.json<{ data: { id: number }[] }>().data.map((r) => r.id)).not.toContain(comment.id);
    expect((await as('POST', `/api/operator/reviews/seller/${comment.id}/undo`, { operator_token: moderator })).statusCode).toBe(200);
    const restored = await t.db.selectFrom('sellers').where('id', '=', otherSeller).select(['reviews_count']).executeTakeFirstOrThrow();
    expect(restored.reviews_count).toBe(sellerBefore.reviews_count);
  });
});

describe('pre-moderation', () => {
  it('with the setting on, a new review waits until approved, and only then counts', async () => {
    const on = await as('PUT', '/api/operator/review-settings', { operator_token: admin }, { premoderation: true });
    expect(on.statusCode).toBe(200);
    try {
      const before = await product();
      const { id, customer } = await writeReview('Чекаю на схвалення', 5);
      expect((await publicList()).data.map((r) => r.id)).not.toContain(id);
      expect((await publicList(customer.cookies)).own_review).toEqual({ status: 'pending', hidden_reason: '' });
      expect(await product()).toEqual(before);
      expect((await queue()).items.find((i) => i.id === id)).toMatchObject({ status: 'pending' });

      expect((await decide(id, 'approve')).statusCode).toBe(200);
      expect((await publicList()).data.map((r) => r.id)).toContain(id);
      expect((await product()).reviews_count).toBe(before.reviews_count + 1);
      const log = await t.db.selectFrom('audit_log').where('action', '=', 'reviews.premoderation').selectAll().execute();
      expect(log).toHaveLength(1);
    } finally {
      await as('PUT', '/api/operator/review-settings', { operator_token: admin }, { premoderation: false });
    }
    const { id } = await writeReview('Знову одразу');
    expect((await publicList()).data.map((r) => r.id)).toContain(id);
  });
});
