import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmailProvider } from '../adapters/email';
import { webPushSender } from '../adapters/push';
import { outboxSmsProvider } from '../adapters/sms';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import { runDueJobs } from '../jobs/run-due-jobs';
import { testBrowser } from '../jobs/test-push-service';
import { vapidKeys } from '../services/notifications/push-keys';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { signInTestSeller } from '../testing/sessions';
import { insertOrder } from '../testing/orders';

let t: TestApp;
/** Seller A has an offer out of stock; seller B is any other seller. */
let a: { id: number; key: string; session: string; outOfStock: number; offer: number };
let b: { id: number; key: string; session: string; offer: number };

const signInSeller = async (sellerId: number) => (await signInTestSeller(t, sellerId, 'uk')).token;

type As = { key: string } | { session: string } | Record<string, never>;
const asSeller = (as: As, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, lang = 'uk') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'accept-language': lang, ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: 'session' in as ? { seller_token: as.session } : {},
  });

const offerOf = (sellerId: number, stock: 'none' | 'some') =>
  t.db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .where('stock', stock === 'none' ? '=' : '>', 0)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  const empty = await t.db.selectFrom('products').where('stock', '=', 0).select('seller_id').orderBy('id').executeTakeFirstOrThrow();
  const other = await t.db
    .selectFrom('products')
    .where('seller_id', '!=', empty.seller_id)
    .where('stock', '>', 0)
    .select('seller_id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const [sessionA, sessionB] = [await signInSeller(empty.seller_id), await signInSeller(other.seller_id)];
  a = {
    id: empty.seller_id,
    key: demoSellerKey(empty.seller_id),
    session: sessionA,
    outOfStock: await offerOf(empty.seller_id, 'none'),
    offer: await offerOf(empty.seller_id, 'some'),
  };
  b = { id: other.seller_id, key: demoSellerKey(other.seller_id), session: sessionB, offer: await offerOf(other.seller_id, 'some') };
});
afterAll(() => t.close());

describe('the seller workspace’s sign-in', () => {
  it('signs a demo owner in, tells who it is, and signs out', async () => {
    const session = await signInSeller(a.id);
    const me = await asSeller({ session }, 'GET', '/api/seller-auth/me');
    expect(me.json().data).toMatchObject({ role: 'owner', phone: DEMO_SELLER_OWNER.phone(a.id), seller: { id: a.id } });
    const out = await t.app.inject({ method: 'POST', url: '/api/seller-auth/logout', cookies: { seller_token: session } });
    expect(out.statusCode).toBe(204);
    expect((await asSeller({ session }, 'GET', '/api/seller-auth/me')).statusCode).toBe(401);
    expect((await asSeller({ session }, 'GET', '/api/seller-api/offers')).statusCode).toBe(401);
  });

  it.each([
    ['uk', 'wrong-password', 'Невірний телефон або пароль'],
    ['ru', 'wrong-password', 'Неверный телефон или пароль'],
  ])('refuses a wrong password (%s) with 422 and sets no cookie', async (lang, password, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller-auth/login',
      headers: { 'accept-language': lang },
      payload: { phone: DEMO_SELLER_OWNER.phone(a.id), password },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { password: [message] } });
    expect(res.cookies.find((c) => c.name === 'seller_token')).toBeUndefined();
  });

  it('a customer’s password and phone sign no one in to the workspace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller-auth/login',
      payload: { phone: '380501234567', password: 'Kramnytsia2026' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses password guessing as the customer login does: 429 with Retry-After after 10 wrong tries', async () => {
    const tryOnce = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/seller-auth/login',
        remoteAddress: '203.0.113.77',
        payload: { phone: '380509998877', password: 'guess' },
      });
    for (let i = 0; i < 10; i++) expect((await tryOnce()).statusCode).toBe(422);
    const refused = await tryOnce();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Забагато спроб входу/);
  });

  it('answers a malformed phone with 400, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/seller-auth/login', payload: { phone: 'abc', password: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions of the two sides grant nothing on the other', () => {
  it('a customer’s session, as cookie or as bearer, is no way into the seller API', async () => {
    const customer = await signInTestCustomer(t.db);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/seller-api/offers', cookies: { token: customer.token } });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().message).toMatch(/Увійдіть у кабінет продавця/);
    expect((await asSeller({ key: customer.token }, 'GET', '/api/seller-api/offers')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller-auth/me', cookies: { token: customer.token } })).statusCode).toBe(401);
  });

  it('a seller’s session, as cookie or as bearer, and a seller key are no way into the customer API', async () => {
    const requests: { cookies?: Record<string, string>; headers?: Record<string, string> }[] = [
      { cookies: { seller_token: a.session } },
      { cookies: { token: a.session } },
      { headers: { authorization: `Bearer ${a.session}` } },
      { headers: { authorization: `Bearer ${a.key}` } },
    ];
    for (const { cookies = {}, headers = {} } of requests) {
      const res = await t.app.inject({ method: 'GET', url: '/api/customer', cookies, headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a page of another site cannot edit an offer with the seller’s cookie: 403, and nothing changes', async () => {
    const before = await t.db.selectFrom('products').where('id', '=', a.offer).selectAll().executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller-api/offers/${a.offer}`,
      headers: { origin: 'https://evil.example' },
      cookies: { seller_token: a.session },
      payload: { price: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom('products').where('id', '=', a.offer).selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });

  it('a wrong key is refused even beside a good session: a key is judged alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/seller-api/offers',
      headers: { authorization: 'Bearer not-a-key' },
      cookies: { seller_token: a.session },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the seller routes that were there before take the workspace’s session too', () => {
  it('chats and orders answer the session as they answer the key, and another seller’s are 404', async () => {
    const customer = await signInTestCustomer(t.db);
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/conversation/send-to-seller',
      cookies: customer.cookies,
      payload: { seller_id: a.id, product_id: a.offer, text: 'Чи є в наявності?' },
    });
    const chatId = chat.json().data.id as number;
    const order = await insertOrder(t.db, customer.id, a.id);

    const chats = (await asSeller({ session: a.session }, 'GET', '/api/seller-api/conversations')).json().data as { id: number }[];
    expect(chats.map((c) => c.id)).toContain(chatId);
    expect((await asSeller({ session: a.session }, 'GET', `/api/seller-api/orders/${order}`)).json().data).toMatchObject({ id: order });

    expect(
      ((await asSeller({ session: b.session }, 'GET', '/api/seller-api/conversations')).json().data as { id: number }[]).map((c) => c.id),
    ).not.toContain(chatId);
    expect((await asSeller({ session: b.session }, 'GET', `/api/seller-api/conversations/${chatId}`)).statusCode).toBe(404);
    expect((await asSeller({ session: b.session }, 'GET', `/api/seller-api/orders/${order}`)).statusCode).toBe(404);
  });
});

describe('a seller’s offers', () => {
  it.each([['key'], ['session']] as const)('lists only the seller’s own, paged, by %s', async (by) => {
    const as = by === 'key' ? { key: a.key } : { session: a.session };
    const res = await asSeller(as, 'GET', '/api/seller-api/offers?per_page=5');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    const own = await t.db
      .selectFrom('products')
      .where('seller_id', '=', a.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(meta).toMatchObject({ current_page: 1, per_page: 5, total: Number(own.n) });
    expect(data.length).toBe(Math.min(5, Number(own.n)));
    const sellers = await t.db
      .selectFrom('products')
      .where(
        'id',
        'in',
        data.map((o: { id: number }) => o.id),
      )
      .select('seller_id')
      .distinct()
      .execute();
    expect(sellers).toEqual([{ seller_id: a.id }]);
  });

  it('filters out of stock and low stock, and finds an offer by its title or id', async () => {
    const out = (await asSeller({ key: a.key }, 'GET', '/api/seller-api/offers?stock=out_of_stock&per_page=100')).json().data as {
      id: number;
      stock: number;
      status: string;
    }[];
    expect(out.map((o) => o.id)).toContain(a.outOfStock);
    expect(out.every((o) => o.stock === 0 && o.status === 'out_of_stock')).toBe(true);
    await asSeller({ key: a.key }, 'PATCH', `/api/seller-api/offers/${a.offer}`, { stock: 3 });
    const low = (await asSeller({ key: a.key }, 'GET', '/api/seller-api/offers?stock=low_stock&per_page=100')).json().data as {
      id: number;
      stock: number;
      status: string;
    }[];
    expect(low.map((o) => o.id)).toContain(a.offer);
    expect(low.every((o) => o.stock >= 1 && o.stock <= 5 && o.status === 'low_stock')).toBe(true);

    const { title_uk, title_ru } = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.id', '=', a.offer)
      .select(['b.title_uk', 'b.title_ru'])
      .executeTakeFirstOrThrow();
    // in lower case, and the last word only begun, as a seller types on a phone
    const typed = title_uk.toLocaleLowerCase('uk').replace(/\s+\S{3}\S*$/u, (word) => word.slice(0, 4));
    expect(typed).not.toBe(title_uk);
    const byTitle = (await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?q=${encodeURIComponent(typed)}&per_page=100`)).json()
      .data as { id: number; title: string }[];
    expect(byTitle.map((o) => o.id)).toContain(a.offer);
    const inRussian = (
      await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?q=${encodeURIComponent(title_ru)}`, undefined, 'ru')
    ).json().data as { id: number; title: string }[];
    expect(inRussian.find((o) => o.id === a.offer)?.title).toBe(title_ru);
    expect(
      (await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?q=${a.offer}`)).json().data.map((o: { id: number }) => o.id),
    ).toContain(a.offer);
    // a search never reaches another seller's offers
    expect(
      (await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?q=${b.offer}`)).json().data.map((o: { id: number }) => o.id),
    ).not.toContain(b.offer);
    expect((await asSeller({ key: a.key }, 'GET', '/api/seller-api/offers?q=%25')).statusCode).toBe(200);
  });

  it('filters by category, a parent category taking in the ones below it, and never reaches another seller’s offers', async () => {
    const own = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .innerJoin('categories as c', 'c.id', 'b.category_id')
      .where('p.seller_id', '=', a.id)
      .select(['p.id', 'b.category_id', 'c.parent_id'])
      .execute();
    const leaf = own[0]!.category_id;
    const parent = own[0]!.parent_id!;
    const ids = async (query: string) =>
      ((await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?per_page=100&${query}`)).json().data as { id: number }[])
        .map((o) => o.id)
        .sort((x, y) => x - y);
    const sorted = (rows: typeof own) => rows.map((r) => r.id).sort((x, y) => x - y);
    expect(await ids(`category=${leaf}`)).toEqual(sorted(own.filter((r) => r.category_id === leaf)));
    const underParent = await t.db.selectFrom('categories').where('parent_id', '=', parent).select('id').execute();
    const below = new Set([parent, ...underParent.map((c) => c.id)]);
    expect(await ids(`category=${parent}`)).toEqual(sorted(own.filter((r) => below.has(r.category_id))));
    // with the other filters
    const outHere = own.filter((r) => r.category_id === leaf && r.id === a.outOfStock);
    const out = await ids(`category=${leaf}&stock=out_of_stock`);
    for (const r of outHere) expect(out).toContain(r.id);
    // another seller's goods in the same category stay out
    const theirs = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.seller_id', '=', b.id)
      .select(['p.id', 'b.category_id'])
      .executeTakeFirstOrThrow();
    expect(await ids(`category=${theirs.category_id}`)).not.toContain(theirs.id);
    expect((await asSeller({ key: a.key }, 'GET', '/api/seller-api/offers?category=0')).statusCode).toBe(400);
  });

  /** Goods seller B offers and seller A does not. */
  const goodsOnlyB = async () => {
    const row = await t.db
      .selectFrom('products as p')
      .where('p.seller_id', '=', b.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('products as q')
              .where('q.seller_id', '=', a.id)
              .whereRef('q.base_product_id', '=', 'p.base_product_id')
              .select('q.id'),
          ),
        ),
      )
      .select('p.base_product_id')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    return row.base_product_id;
  };
  const offersOfGoods = (baseProductId: number) =>
    t.db.selectFrom('products').where('base_product_id', '=', baseProductId).select(['id', 'seller_id']).orderBy('id').execute();

  it.each([['key'], ['session']] as const)('adds seller A’s offer of goods seller B sells, by %s, and only A reaches it', async (by) => {
    const as = by === 'key' ? { key: a.key } : { session: a.session };
    const goods = await goodsOnlyB();
    const res = await asSeller(as, 'POST', '/api/seller-api/offers', { base_product_id: goods, price: 321, old_price: 400, stock: 4 });
    expect(res.statusCode).toBe(201);
    const offer = res.json().data;
    expect(offer).toMatchObject({
      base_product_id: goods,
      price: 321,
      old_price: 400,
      stock: 4,
      min_cart_quantity: 1,
      status: 'low_stock',
    });
    const row = await t.db.selectFrom('products').where('id', '=', offer.id).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ seller_id: a.id, price_kop: 32_100, old_price_kop: 40_000, stock: 4 });
    const warehouse = await t.db.selectFrom('warehouses').where('id', '=', row.warehouse_id).select('seller_id').executeTakeFirstOrThrow();
    expect(warehouse.seller_id).toBe(a.id);
    expect((await asSeller(as, 'GET', `/api/seller-api/offers?q=${offer.id}`)).json().data[0]).toMatchObject({ id: offer.id });
    // seller B neither lists nor edits it
    expect(
      (await asSeller({ key: b.key }, 'GET', `/api/seller-api/offers?q=${offer.id}`)).json().data.map((o: { id: number }) => o.id),
    ).not.toContain(offer.id);
    expect((await asSeller({ session: b.session }, 'PATCH', `/api/seller-api/offers/${offer.id}`, { stock: 9 })).statusCode).toBe(404);
    // the goods' listing summary takes the new offer in: the lowest price of the goods' offers
    const { min_price_kop } = await t.db
      .selectFrom('base_products')
      .where('id', '=', goods)
      .select('min_price_kop')
      .executeTakeFirstOrThrow();
    const prices = await t.db
      .selectFrom('products')
      .where('base_product_id', '=', goods)
      .where('stock', '>', 0)
      .select('price_kop')
      .execute();
    expect(min_price_kop).toBe(Math.min(...prices.map((p) => p.price_kop)));
  });

  it.each([
    ['uk', 'Ви вже продаєте цей товар: змініть ціну чи залишок у своїй пропозиції'],
    ['ru', 'Вы уже продаёте этот товар: измените цену или остаток в своём предложении'],
  ])('refuses goods the seller already offers with 409 in %s, and adds nothing', async (lang, message) => {
    const mine = await t.db.selectFrom('products').where('id', '=', a.offer).select('base_product_id').executeTakeFirstOrThrow();
    const before = await offersOfGoods(mine.base_product_id);
    const res = await asSeller(
      { key: a.key },
      'POST',
      '/api/seller-api/offers',
      { base_product_id: mine.base_product_id, price: 10, stock: 1 },
      lang,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await offersOfGoods(mine.base_product_id)).toEqual(before);
  });

  it('refuses unknown goods (404), a bad price (400) and a caller without a key or session (401)', async () => {
    const goods = await goodsOnlyB();
    const before = await offersOfGoods(goods);
    const post = (as: As, body: object) => asSeller(as, 'POST', '/api/seller-api/offers', body);
    expect((await post({ key: b.key }, { base_product_id: 999_999_999, price: 10, stock: 1 })).statusCode).toBe(404);
    expect((await post({ key: b.key }, { base_product_id: goods, price: 0, stock: 1 })).statusCode).toBe(400);
    expect((await post({ key: b.key }, { base_product_id: goods, price: 10.5, stock: 1 })).statusCode).toBe(400);
    const below = await post({ key: b.key }, { base_product_id: goods, price: 100, old_price: 90, stock: 1 });
    expect(below.statusCode).toBe(400);
    expect((await post({}, { base_product_id: goods, price: 10, stock: 1 })).statusCode).toBe(401);
    expect(await offersOfGoods(goods)).toEqual(before);
  });

  it.each([
    ['no key or session', {}],
    ['an unknown key', { key: 'seller-demo-key-99999' }],
    ['a made-up session', { session: 'not-a-session' }],
  ])('answers 401 to %s', async (_, as) => {
    expect((await asSeller(as as As, 'GET', '/api/seller-api/offers')).statusCode).toBe(401);
    expect((await asSeller(as as As, 'PATCH', `/api/seller-api/offers/${a.offer}`, { stock: 1 })).statusCode).toBe(401);
  });

  it.each([['key'], ['session']] as const)('seller A reaches none of seller B’s offers by %s: 404, and nothing changes', async (by) => {
    const as = by === 'key' ? { key: a.key } : { session: a.session };
    const before = await t.db.selectFrom('products').where('id', '=', b.offer).selectAll().executeTakeFirstOrThrow();
    const res = await asSeller(as, 'PATCH', `/api/seller-api/offers/${b.offer}`, { stock: 77, price: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Товар не знайдено');
    expect(await t.db.selectFrom('products').where('id', '=', b.offer).selectAll().executeTakeFirstOrThrow()).toEqual(before);
    expect((await asSeller(as, 'PATCH', '/api/seller-api/offers/999999999', { stock: 1 })).statusCode).toBe(404);
  });

  it('changes the price, old price, stock and minimum quantity in whole hryvnias, and the listing summary follows', async () => {
    const res = await asSeller({ session: a.session }, 'PATCH', `/api/seller-api/offers/${a.offer}`, {
      price: 321,
      old_price: 400,
      stock: 12,
      min_cart_quantity: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.offer, price: 321, old_price: 400, stock: 12, min_cart_quantity: 2, status: 'in_stock' });
    const stored = await t.db
      .selectFrom('products')
      .where('id', '=', a.offer)
      .select(['price_kop', 'old_price_kop', 'stock', 'min_cart_quantity', 'base_product_id'])
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ price_kop: 32_100, old_price_kop: 40_000, stock: 12, min_cart_quantity: 2 });
    const base = await t.db
      .selectFrom('base_products')
      .where('id', '=', stored.base_product_id)
      .select(['min_price_kop', 'in_stock'])
      .executeTakeFirstOrThrow();
    expect(base.min_price_kop).toBeLessThanOrEqual(32_100);
    expect(Boolean(base.in_stock)).toBe(true);
    const cleared = await asSeller({ key: a.key }, 'PATCH', `/api/seller-api/offers/${a.offer}`, { old_price: null });
    expect(cleared.json().data.old_price).toBeNull();
  });

  it('an edit moves the catalogue’s version, so the cached product page answers afresh', async () => {
    const version = async () => (await t.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
    const shown = async () => (await t.call('GET', `/api/product/${a.offer}`)).json().data.offer as { price: number; qty_store: number };
    await shown(); // now in the response cache
    const before = await version();
    await asSeller({ key: a.key }, 'PATCH', `/api/seller-api/offers/${a.offer}`, { price: 299, stock: 9 });
    expect(await version()).toBeGreaterThan(before);
    expect(await shown()).toMatchObject({ price: 299, qty_store: 9 });
  });

  it.each([
    [{ price: 10.5 }],
    [{ price: 0 }],
    [{ price: -5 }],
    [{ stock: -1 }],
    [{ stock: 1.5 }],
    [{ min_cart_quantity: 0 }],
    [{}],
    [{ title: 'x' }],
  ] as [object][])('refuses %j with 400', async (body) => {
    const res = await asSeller({ key: a.key }, 'PATCH', `/api/seller-api/offers/${a.offer}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    ['uk', 'Стара ціна має бути більшою за ціну'],
    ['ru', 'Старая цена должна быть больше цены'],
  ])('refuses an old price not above the price (%s), changing nothing', async (lang, message) => {
    const before = await t.db.selectFrom('products').where('id', '=', a.offer).selectAll().executeTakeFirstOrThrow();
    const res = await asSeller(
      { key: a.key },
      'PATCH',
      `/api/seller-api/offers/${a.offer}`,
      { price: 500, old_price: 500, stock: 40 },
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { old_price: [message] } });
    expect(await t.db.selectFrom('products').where('id', '=', a.offer).selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('what shoppers hear of a seller’s edits', () => {
  it('stock from 0 to 5 tells the product’s back-in-stock reminder by e-mail on the next run of the jobs', async () => {
    const remind = await t.call('POST', `/api/product/${a.outOfStock}/stock-subscription`, { body: { email: 'waiting@example.com' } });
    expect(remind.statusCode).toBe(201);
    const res = await asSeller({ session: a.session }, 'PATCH', `/api/seller-api/offers/${a.outOfStock}`, { stock: 5 });
    expect(res.json().data).toMatchObject({ stock: 5, status: 'low_stock' });
    const quiet = { info() {} };
    await runDueJobs({
      db: t.db,
      push: webPushSender(await vapidKeys(t.db, t.config)),
      sms: outboxSmsProvider(t.db, quiet),
      email: outboxEmailProvider(t.db, quiet),
      site: t.config,
    });
    const mail = await t.db.selectFrom('email_outbox').where('address', '=', 'waiting@example.com').selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`/product/${a.outOfStock}`);
  });

  it('a lower price queues a price-drop notice for a customer who keeps the offer in favourites; a higher one does not', async () => {
    const offer = await offerOf(a.id, 'some');
    const customer = await signInTestCustomer(t.db);
    expect((await t.call('POST', `/api/customer/favorite/product/${offer}`, { token: customer.token })).statusCode).toBe(200);
    const push = await t.call('POST', '/api/push/subscriptions', {
      token: customer.token,
      body: { endpoint: 'https://push.example.test/send/seller-offers', keys: testBrowser().keys },
    });
    expect(push.statusCode).toBe(201);
    const jobs = () => t.db.selectFrom('notification_jobs').where('kind', '=', 'price').select('id').execute();
    const before = (await jobs()).length;
    const { price } = (await asSeller({ key: a.key }, 'GET', `/api/seller-api/offers?q=${offer}`))
      .json()
      .data.find((o: { id: number }) => o.id === offer);
    await asSeller({ key: a.key }, 'PATCH', `/api/seller-api/offers/${offer}`, { price: price + 50 });
    expect((await jobs()).length).toBe(before);
    await asSeller({ key: a.key }, 'PATCH', `/api/seller-api/offers/${offer}`, { price: price - 1, old_price: null });
    expect((await jobs()).length).toBe(before + 1);
  });
});
