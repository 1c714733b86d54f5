import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function setQty(product_id: number, qty: number, key: string, { session, lang = 'uk' }: { session?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': lang, 'idempotency-key': key, 'user-agent': 'hostile/1' };
  if (session) headers['cart-session'] = session;
  return t.app.inject({ method: 'PUT', url: '/api/cart/update', payload: { product_id, qty }, headers, remoteAddress: '203.0.113.140' });
}

describe('an Idempotency-Key reused with another request', () => {
  it('is a 422 in the request’s language, and the second change is not made', async () => {
    const [a, b] = (await t.db.selectFrom('products').select('id').where('stock', '>', 5).orderBy('id').limit(2).execute()).map(
      (p) => p.id,
    );
    const session = (await setQty(a!, 1, 'starts-the-cart-01')).json().cart_session as string;
    expect((await setQty(a!, 2, 'reused-key-0001', { session })).statusCode).toBe(200);

    const otherQty = await setQty(a!, 5, 'reused-key-0001', { session });
    expect(otherQty.statusCode).toBe(422);
    expect(otherQty.json()).toEqual({
      message: 'Цей Idempotency-Key уже використано для іншого запиту: для нового запиту потрібен новий ключ',
    });
    const otherProduct = await setQty(b!, 2, 'reused-key-0001', { session, lang: 'ru' });
    expect(otherProduct.statusCode).toBe(422);
    expect(otherProduct.json()).toEqual({
      message: 'Этот Idempotency-Key уже использован для другого запроса: для нового запроса нужен новый ключ',
    });
    expect(await t.db.selectFrom('cart_items').where('cart_id', '=', session).select(['product_id', 'qty']).execute()).toEqual([
      { product_id: a, qty: 2 },
    ]);

    // the same request sent again is still a replay, and so is a new cart's first change asked again without its session
    const replay = await setQty(a!, 2, 'reused-key-0001', { session });
    expect(replay.statusCode).toBe(200);
    expect((await setQty(a!, 1, 'starts-the-cart-01')).json().cart_session).toBe(session);
    expect((await setQty(a!, 3, 'starts-the-cart-01')).statusCode).toBe(422);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().cart_session).toBe(session);
  });
});
