import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecksToUah } from '../../src/domain/money';
import { CART_QTY_MAX } from '../../src/domain/cart-rules';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';
import { isPostgres } from '../db/connection';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Call {
  session?: string | null;
  key?: string;
  lang?: string;
  cookies?: Record<string, string>;
  /** the client: its address and user agent */
  client?: { ip: string; agent: string };
}

function call(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
  { session, key, lang = 'uk', cookies, client }: Call = {},
) {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (session) headers['cart-session'] = session;
  if (key) headers['idempotency-key'] = key;
  if (client) headers['user-agent'] = client.agent;
  return t.app.inject({ method, url, payload, cookies, headers, ...(client && { remoteAddress: client.ip }) });
}

const items = (opts?: Call) => call('POST', '/api/cart/items', undefined, opts);
const setQty = (product_id: number, qty: number, opts?: Call) => call('PUT', '/api/cart/update', { product_id, qty }, opts);
const remove = (product_id: number, opts?: Call) => call('DELETE', '/api/cart/update', { product_id }, opts);

/** In-stock offers of two different sellers, one of them discounted. */
async function offers() {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'seller_id', 'warehouse_id', 'price_kop', 'old_price_kop', 'stock', 'min_cart_quantity'])
    .where('stock', '>', 5)
    .orderBy('id')
    .execute();
  const discounted = rows.find((r) => r.old_price_kop !== null)!;
  const other = rows.find((r) => r.seller_id !== discounted.seller_id)!;
  expect(discounted && other).toBeTruthy();
  return { discounted, other };
}

describe('the cart session', () => {
  it('answers an empty cart without a session and starts none', async () => {
    const before = await t.db
      .selectFrom('carts')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await items({ session: 'f'.repeat(32) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], meta: { total: 0, clear_total: 0, qty: 0 }, cart_session: null });
    const after = await t.db
      .selectFrom('carts')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('starts the cart on the first change, answers its id in the body and the cart_session cookie', async () => {
    const { other } = await offers();
    const res = await setQty(other.id, 2);
    expect(res.statusCode).toBe(200);
    const session = res.json().cart_session as string;
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    const cookie = res.cookies.find((c) => c.name === 'cart_session');
    expect(cookie).toMatchObject({ value: session, path: '/', sameSite: 'Lax', httpOnly: true });
    expect((await items({ session })).json().items.map((i: { product_id: number }) => i.product_id)).toEqual([other.id]);
    // the cookie alone names the cart too
    expect((await items({ cookies: { cart_session: session } })).json().cart_session).toBe(session);
  });
});

describe('changing the cart', () => {
  it('sets absolute quantities, groups by seller and warehouse, totals with and without discounts', async () => {
    const { discounted, other } = await offers();
    const session = (await setQty(discounted.id, 3)).json().cart_session;
    const res = await setQty(other.id, 1, { session });
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      product_id: discounted.id,
      qty: 3,
      qty_store: discounted.stock,
      min_cart_quantity: discounted.min_cart_quantity,
      price: kopecksToUah(discounted.price_kop),
      old_price: kopecksToUah(discounted.old_price_kop!),
      seller: { id: discounted.seller_id },
      warehouse_id: discounted.warehouse_id,
    });
    expect(body.items[0].title).toBeTruthy();
    expect(body.items[0].image.src).toContain('/media/product/');
    expect(body.items[1].seller.shop_name).toBeTruthy();
    expect(body.meta).toEqual({
      qty: 4,
      total: kopecksToUah(discounted.price_kop * 3 + other.price_kop),
      clear_total: kopecksToUah(discounted.old_price_kop! * 3 + (other.old_price_kop ?? other.price_kop)),
    });
    // setting again replaces, keeping the place
    const again = (await setQty(discounted.id, 1, { session })).json();
    expect(again.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([
      [discounted.id, 1],
      [other.id, 1],
    ]);
  });

  it('removes by DELETE and by qty 0; removing what is not there is no error', async () => {
    const { discounted, other } = await offers();
    const session = (await setQty(discounted.id, 1)).json().cart_session;
    await setQty(other.id, 1, { session });
    expect((await remove(discounted.id, { session })).json().items.map((i: { product_id: number }) => i.product_id)).toEqual([other.id]);
    expect((await setQty(other.id, 0, { session })).json().items).toEqual([]);
    const again = await remove(other.id, { session });
    expect(again.statusCode).toBe(200);
    expect(again.json().cart_session).toBe(session);
  });

  it('does a change repeated with the same Idempotency-Key once and answers the cart as it is now', async () => {
    const { discounted, other } = await offers();
    const first = await setQty(discounted.id, 2, { key: 'replay-key-0001' });
    const session = first.json().cart_session;
    await setQty(discounted.id, 5, { session });
    // the lost first answer is asked again without the session it started: the same cart, not a new one
    const replay = await setQty(discounted.id, 2, { key: 'replay-key-0001' });
    expect(replay.json().cart_session).toBe(session);
    expect(replay.json().items[0].qty).toBe(5);
    await setQty(other.id, 1, { session, key: 'replay-key-0002' });
    await remove(other.id, { session });
    const replayed = await setQty(other.id, 1, { session, key: 'replay-key-0002' });
    expect(replayed.json().items.map((i: { product_id: number }) => i.product_id)).toEqual([discounted.id]);
  });

  it('answers the same new cart to a first change sent twice at once with one key, and starts one cart', async () => {
    const { other } = await offers();
    const client = { ip: '203.0.113.77', agent: 'Mozilla/5.0 (Android 15) Chrome/141' };
    const answers = await Promise.all([1, 2, 3].map(() => setQty(other.id, 1, { key: 'twice-at-once-01', client })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [session] = new Set(answers.map((a) => a.json().cart_session));
    expect(answers.map((a) => a.json().cart_session)).toEqual([session, session, session]);
    expect(await t.db.selectFrom('cart_items').where('cart_id', '=', session).select('qty').execute()).toEqual([{ qty: 1 }]);
  });

  it('never hands one guest’s new cart to another guest who sends the same Idempotency-Key', async () => {
    const { discounted, other } = await offers();
    const first = { ip: '203.0.113.10', agent: 'Mozilla/5.0 (Android 14) Chrome/140' };
    const second = { ip: '198.51.100.20', agent: 'Mozilla/5.0 (iPhone) Safari/18' };
    const sameAddress = { ...first, agent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/141' };
    const key = 'shared-key-0001';
    const mine = (await setQty(discounted.id, 2, { key, client: first })).json();
    for (const client of [second, sameAddress]) {
      const theirs = (await setQty(other.id, 1, { key, client })).json();
      expect(theirs.cart_session).not.toBe(mine.cart_session);
      expect(theirs.items.map((i: { product_id: number }) => i.product_id)).toEqual([other.id]);
    }
    // the first guest asking again (its answer was lost) still gets its own cart, untouched
    const again = (await setQty(discounted.id, 2, { key, client: first })).json();
    expect(again.cart_session).toBe(mine.cart_session);
    expect(again.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([[discounted.id, 2]]);
  });

  it('keeps a customer’s first change apart from a guest’s with the same Idempotency-Key', async () => {
    const { discounted, other } = await offers();
    const customer = await signInTestCustomer(t.db);
    const key = 'shared-key-0002';
    const theirs = (await setQty(discounted.id, 1, { key, cookies: customer.cookies })).json();
    const guest = (await setQty(other.id, 1, { key })).json();
    expect(guest.cart_session).not.toBe(theirs.cart_session);
    expect(guest.items.map((i: { product_id: number }) => i.product_id)).toEqual([other.id]);
  });

  it('answers today’s price and stock after the catalogue changes', async () => {
    const { other } = await offers();
    const session = (await setQty(other.id, 2)).json().cart_session;
    await t.db.updateTable('products').set({ price_kop: 12_300, old_price_kop: null, stock: 1 }).where('id', '=', other.id).execute();
    const item = (await items({ session })).json().items[0];
    expect(item).toMatchObject({ price: 123, qty_store: 1, qty: 2 });
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', other.id).execute();
    const gone = (await items({ session })).json();
    expect(gone.meta).toEqual({ total: 0, clear_total: 0, qty: 2 });
    await t.db
      .updateTable('products')
      .set({ price_kop: other.price_kop, old_price_kop: other.old_price_kop, stock: other.stock })
      .where('id', '=', other.id)
      .execute();
  });
});

describe('refusals', () => {
  it('answers 404 for a product the catalogue lacks, and starts no cart for it nor changes the cart named', async () => {
    const carts = async () =>
      Number(
        (
          await t.db
            .selectFrom('carts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await carts();
    const res = await setQty(999_999, 1, { lang: 'ru' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Товар не найден');
    expect(res.cookies.find((c) => c.name === 'cart_session')).toBeUndefined();
    expect(await carts()).toBe(before);
    const { other } = await offers();
    const session = (await setQty(other.id, 2)).json().cart_session;
    expect((await setQty(999_999, 1, { session })).statusCode).toBe(404);
    expect((await items({ session })).json().items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([
      [other.id, 2],
    ]);
  });

  it.each([-1, 1000, 1.5])('answers 400 with the field for qty %s', async (qty) => {
    const { other } = await offers();
    const res = await setQty(other.id, qty);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['qty']);
  });
});

describe('numbers the cart refuses', () => {
  itRejectsBadNumbers(
    () => t,
    'qty',
    (n) => ({ method: 'PUT', url: '/api/cart/update', body: { product_id: 1, qty: n } }),
    { zeroAllowed: true },
  );
  itRejectsBadNumbers(
    () => t,
    'product_id',
    (n) => ({ method: 'PUT', url: '/api/cart/update', body: { product_id: n, qty: 1 } }),
  );
  itRejectsBadNumbers(
    () => t,
    'product_id',
    (n) => ({ method: 'DELETE', url: '/api/cart/update', body: { product_id: n } }),
  );

  it.each([
    ['the string "Infinity"', '"Infinity"'],
    ['the number 1e309', '1e309'],
  ])('qty as %s stores nothing, and the cart goes on working', async (_, qty) => {
    const { discounted, other } = await offers();
    const session = (await setQty(discounted.id, 1)).json().cart_session;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: `{"product_id": ${other.id}, "qty": ${qty}}`,
      headers: { 'content-type': 'application/json', 'cart-session': session, 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Некорректный запрос', errors: { qty: ['Введите корректное значение'] } });
    expect((await setQty(other.id, 2, { session })).json().items.map((i: { qty: number }) => i.qty)).toEqual([1, 2]);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/init-checkout',
      payload: {},
      headers: { 'cart-session': session },
    });
    expect(checkout.statusCode).toBe(200);
  });

  it('a cart already holding impossible quantities mends itself when read', async () => {
    const { discounted, other } = await offers();
    const session = (await setQty(discounted.id, 2)).json().cart_session;
    const broken = (
      await t.db.selectFrom('products').select('id').where('id', 'not in', [discounted.id, other.id]).orderBy('id').limit(6).execute()
    ).map((p) => p.id);
    // SQLite's loose typing keeps infinities, fractions and numbers past 64 bits where PostgreSQL's integers refuse them.
    const stored = isPostgres(t.db) ? [0, -2] : [Infinity, -Infinity, 0, -2, 1.5, 9223372036854776000];
    await t.db
      .insertInto('cart_items')
      .values([
        ...stored.map((qty, i) => ({ cart_id: session, product_id: broken[i]!, qty, added_at: '2026-01-01T00:00:00.000Z' })),
        { cart_id: session, product_id: other.id, qty: CART_QTY_MAX + 1, added_at: '2026-01-01T00:00:00.000Z' },
      ])
      .execute();
    const res = await items({ session });
    expect(res.statusCode).toBe(200);
    const lines = (body: { items: { product_id: number; qty: number }[] }) => body.items.map((i) => [i.product_id, i.qty]);
    expect(lines(res.json())).toEqual([
      [other.id, CART_QTY_MAX],
      [discounted.id, 2],
    ]);
    const kept = await t.db
      .selectFrom('cart_items')
      .where('cart_id', '=', session)
      .select(['product_id', 'qty'])
      .orderBy('added_at')
      .execute();
    expect(kept.map((k) => [k.product_id, k.qty])).toEqual([
      [other.id, CART_QTY_MAX],
      [discounted.id, 2],
    ]);
    expect((await setQty(broken[0]!, 1, { session })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/checkout/init-checkout', payload: {}, headers: { 'cart-session': session } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a customer’s cart', () => {
  it('takes over the guest cart they bring, and nobody else opens it', async () => {
    const { other } = await offers();
    const session = (await setQty(other.id, 1)).json().cart_session;
    const customer = await signInTestCustomer(t.db);
    expect((await items({ session, cookies: customer.cookies })).json().cart_session).toBe(session);
    expect((await items({ session })).json()).toMatchObject({ items: [], cart_session: null });
  });
});
