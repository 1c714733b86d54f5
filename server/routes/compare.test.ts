import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_LIMIT_PER_CATEGORY } from '../../src/domain/compare';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Call {
  session?: string | null;
  lang?: string;
  cookies?: Record<string, string>;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, { session, lang = 'uk', cookies }: Call = {}) =>
  t.app.inject({ method, url, cookies, headers: { 'accept-language': lang, ...(session ? { 'compare-session': session } : {}) } });

const add = (productId: number, opts?: Call) => call('POST', `/api/compare/product/${productId}`, opts);

/** Offers of the categories with the most offers, with the DB's view of each. */
async function offersByCategory() {
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .select(['p.id', 'p.base_product_id', 'p.price_kop', 'b.category_id', 'b.best_product_id'])
    .orderBy('p.id')
    .execute();
  const byCategory = new Map<number, typeof rows>();
  for (const r of rows) byCategory.set(r.category_id, [...(byCategory.get(r.category_id) ?? []), r]);
  const sorted = [...byCategory.entries()].sort((a, b) => b[1].length - a[1].length);
  expect(sorted.length).toBeGreaterThanOrEqual(2);
  return sorted as [Category, Category, ...Category[]];
}
type Category = [number, { id: number; base_product_id: number; price_kop: number; category_id: number; best_product_id: number }[]];

/** A fresh guest session holding the given products, added in order. */
async function sessionWith(...productIds: number[]): Promise<string> {
  let session: string | null = null;
  for (const id of productIds) {
    const res = await add(id, { session });
    expect(res.statusCode).toBe(200);
    session = res.json().compare_session;
  }
  return session!;
}

describe('the compare session', () => {
  it('GET without a session answers empty and starts no session', async () => {
    const before = await t.db
      .selectFrom('compare_sessions')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('GET', '/api/compare');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      compare_list: [],
      extra: { total: 0, limit: COMPARE_LIMIT_PER_CATEGORY },
      compare_session: null,
    });
    const after = await t.db
      .selectFrom('compare_sessions')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the first POST starts a session with a 128-bit random id; the header reuses it', async () => {
    const [[, offers]] = await offersByCategory();
    const first = (await add(offers[0]!.id)).json();
    expect(first.compare_session).toMatch(/^[0-9a-f]{32}$/);
    const second = (await add(offers[1]!.id, { session: first.compare_session })).json();
    expect(second.compare_session).toBe(first.compare_session);
    expect(second.compare_list).toEqual([offers[0]!.id, offers[1]!.id]);
    const other = (await add(offers[0]!.id)).json();
    expect(other.compare_session).not.toBe(first.compare_session);
    const got = (await call('GET', '/api/compare', { session: first.compare_session })).json();
    expect(got.compare_list).toEqual([offers[0]!.id, offers[1]!.id]);
  });

  it.each([
    ['malformed', "x' OR 1=1 --"],
    ['too long', 'a'.repeat(300)],
    ['upper-case hex', 'F'.repeat(32)],
  ])('a %s session reads as empty and a POST starts a new one', async (_, session) => {
    const got = await call('GET', '/api/compare', { session });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ compare_list: [], compare_session: null });
    const [[, offers]] = await offersByCategory();
    const added = (await add(offers[0]!.id, { session })).json();
    expect(added.compare_session).toMatch(/^[0-9a-f]{32}$/);
    expect(added.compare_session).not.toBe(session);
  });

  it('a guest’s first POST under a well-formed id nobody holds (made offline by the app) starts the session under it', async () => {
    const session = 'ab'.repeat(16);
    expect((await call('GET', '/api/compare', { session })).json()).toMatchObject({ compare_list: [], compare_session: null });
    const [[, offers]] = await offersByCategory();
    const first = (await add(offers[0]!.id, { session })).json();
    expect(first).toMatchObject({ compare_list: [offers[0]!.id], compare_session: session });
    const second = (await add(offers[1]!.id, { session })).json();
    expect(second).toMatchObject({ compare_list: [offers[0]!.id, offers[1]!.id], compare_session: session });
  });

  it('an id a customer holds is never taken by a guest’s POST: a new session starts, and the customer’s list stays as it was', async () => {
    const [[, offers]] = await offersByCategory();
    const customer = await signInTestCustomer(t.db, 'Марта');
    const owned = (await add(offers[0]!.id, { cookies: customer.cookies })).json().compare_session as string;
    const guest = (await add(offers[1]!.id, { session: owned })).json();
    expect(guest.compare_session).not.toBe(owned);
    expect(guest.compare_list).toEqual([offers[1]!.id]);
    expect((await call('GET', '/api/compare', { cookies: customer.cookies })).json()).toMatchObject({
      compare_list: [offers[0]!.id],
      compare_session: owned,
    });
  });
});

describe('POST and DELETE /api/compare/product/{id}', () => {
  it('adding the same product twice keeps it once', async () => {
    const [[, offers]] = await offersByCategory();
    const session = await sessionWith(offers[0]!.id, offers[0]!.id);
    const got = (await call('GET', '/api/compare', { session })).json();
    expect(got.compare_list).toEqual([offers[0]!.id]);
    expect(got.extra.total).toBe(1);
    expect(got.data[0].count).toBe(1);
  });

  it('groups the products into one list per category, with names in the request language', async () => {
    const [[catA, offersA], [catB, offersB]] = await offersByCategory();
    const session = await sessionWith(offersA[0]!.id, offersB[0]!.id, offersA[1]!.id);
    const names = await t.db.selectFrom('categories').where('id', 'in', [catA, catB]).select(['id', 'name_uk', 'name_ru']).execute();
    const name = (id: number, lang: 'uk' | 'ru') => names.find((n) => n.id === id)![`name_${lang}`];
    const uk = (await call('GET', '/api/compare', { session })).json();
    expect(uk.data).toEqual([
      { category: { id: catA, name: name(catA, 'uk') }, count: 2, url: `/compare/${catA}` },
      { category: { id: catB, name: name(catB, 'uk') }, count: 1, url: `/compare/${catB}` },
    ]);
    expect(uk.extra.total).toBe(3);
    const ru = (await call('GET', '/api/compare', { session, lang: 'ru' })).json();
    expect(ru.data.map((l: { category: { name: string } }) => l.category.name)).toEqual([name(catA, 'ru'), name(catB, 'ru')]);
  });

  it(`a category list holds at most ${COMPARE_LIMIT_PER_CATEGORY} products: the next one is a 409 in the request language`, async () => {
    const [[, offers]] = await offersByCategory();
    expect(offers.length).toBeGreaterThan(COMPARE_LIMIT_PER_CATEGORY);
    const full = offers.slice(0, COMPARE_LIMIT_PER_CATEGORY).map((o) => o.id);
    const session = await sessionWith(...full);
    const extra = offers[COMPARE_LIMIT_PER_CATEGORY]!.id;
    const uk = await add(extra, { session });
    expect(uk.statusCode).toBe(409);
    expect(uk.json().message).toMatch(/^У цьому списку порівняння вже максимум товарів/);
    const ru = await add(extra, { session, lang: 'ru' });
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toMatch(/^В этом списке сравнения уже максимум товаров/);
    // Re-adding a product already in the full list is still fine, and nothing changed.
    expect((await add(full[0]!, { session })).statusCode).toBe(200);
    expect((await call('GET', '/api/compare', { session })).json().compare_list).toEqual(full);
  });

  it('DELETE removes the product; a product not in the list is no error', async () => {
    const [[, offers]] = await offersByCategory();
    const session = await sessionWith(offers[0]!.id, offers[1]!.id);
    const removed = await call('DELETE', `/api/compare/product/${offers[0]!.id}`, { session });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ compare_list: [offers[1]!.id], extra: { total: 1 }, compare_session: session });
    const again = await call('DELETE', `/api/compare/product/${offers[0]!.id}`, { session });
    expect(again.statusCode).toBe(200);
    expect(again.json().compare_list).toEqual([offers[1]!.id]);
  });

  it('DELETE without a session answers empty and starts none', async () => {
    const [[, offers]] = await offersByCategory();
    const res = await call('DELETE', `/api/compare/product/${offers[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ compare_list: [], compare_session: null });
  });

  it.each(['POST', 'DELETE'] as const)('%s of an unknown product is a 404 in both languages', async (method) => {
    const uk = await call(method, '/api/compare/product/99999999');
    expect(uk.statusCode).toBe(404);
    expect(uk.json().message).toBe('Товар не знайдено');
    const ru = await call(method, '/api/compare/product/99999999', { lang: 'ru' });
    expect(ru.json().message).toBe('Товар не найден');
  });

  it('a product id that is not a number is a 400', async () => {
    const res = await call('POST', '/api/compare/product/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });
});

describe('GET and DELETE /api/compare/category/{id}', () => {
  /** Two offers of different base products in one category that share a characteristic value and differ in another. */
  async function comparablePair() {
    for (const [categoryId, offers] of await offersByCategory()) {
      const values = await t.db
        .selectFrom('base_product_values as bv')
        .innerJoin('attribute_values as v', 'v.id', 'bv.value_id')
        .where('bv.base_product_id', 'in', [...new Set(offers.map((o) => o.base_product_id))])
        .select(['bv.base_product_id', 'v.attribute_id', 'v.value_uk'])
        .execute();
      const of = (base: number) => new Map(values.filter((v) => v.base_product_id === base).map((v) => [v.attribute_id, v.value_uk]));
      for (const a of offers)
        for (const b of offers) {
          if (a.base_product_id >= b.base_product_id) continue;
          const va = of(a.base_product_id);
          const vb = of(b.base_product_id);
          const same = [...va].some(([attr, v]) => vb.get(attr) === v);
          const differ = [...va].some(([attr, v]) => vb.has(attr) && vb.get(attr) !== v);
          if (same && differ) return { categoryId, a, b };
        }
    }
    throw new Error('the seed has no two comparable products');
  }

  it('shows the products side by side with each characteristic per product and is_different as the DB says', async () => {
    const { categoryId, a, b } = await comparablePair();
    const session = await sessionWith(a.id, b.id);
    const res = await call('GET', `/api/compare/category/${categoryId}`, { session });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.compare_list).toEqual([a.id, b.id]);
    expect(body.data.category.id).toBe(categoryId);
    expect(body.data.products.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    // Each card shows the compared offer, not the base product's best offer.
    expect(body.data.products.map((p: { price: number }) => p.price)).toEqual([a.price_kop / 100, b.price_kop / 100]);

    const rows = await t.db
      .selectFrom('base_product_values as bv')
      .innerJoin('attribute_values as v', 'v.id', 'bv.value_id')
      .innerJoin('attributes as at', 'at.id', 'v.attribute_id')
      .where('bv.base_product_id', 'in', [a.base_product_id, b.base_product_id])
      .select(['bv.base_product_id', 'at.id', 'at.name_uk', 'v.value_uk'])
      .execute();
    const attributeIds = [...new Set(rows.map((r) => r.id))];
    expect(body.data.characteristics.map((c: { id: number }) => c.id).sort()).toEqual(attributeIds.sort());
    for (const c of body.data.characteristics as { id: number; name: string; values: (string | null)[]; is_different: boolean }[]) {
      const valueOf = (base: number) => rows.find((r) => r.id === c.id && r.base_product_id === base)?.value_uk ?? null;
      expect(c.name).toBe(rows.find((r) => r.id === c.id)!.name_uk);
      expect(c.values).toEqual([valueOf(a.base_product_id), valueOf(b.base_product_id)]);
      expect(c.is_different).toBe(valueOf(a.base_product_id) !== valueOf(b.base_product_id));
    }
    const flags = body.data.characteristics.map((c: { is_different: boolean }) => c.is_different);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
  });

  it('a card carries the price of the offer compared, even when it is not the best one', async () => {
    const offers = (await offersByCategory()).flatMap(([, o]) => o);
    const other = offers.find((o) => o.id !== o.best_product_id)!;
    const session = await sessionWith(other.id);
    const body = (await call('GET', `/api/compare/category/${other.category_id}`, { session })).json();
    expect(body.data.products).toHaveLength(1);
    expect(body.data.products[0]).toMatchObject({ id: other.id, price: other.price_kop / 100 });
  });

  it('a real category with nothing compared answers empty; an unknown one is a 404', async () => {
    const [[categoryId]] = await offersByCategory();
    const empty = await call('GET', `/api/compare/category/${categoryId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ category: { id: categoryId }, products: [], characteristics: [] });
    const unknown = await call('GET', '/api/compare/category/99999', { lang: 'ru' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Категория не найдена');
    expect((await call('DELETE', '/api/compare/category/99999')).statusCode).toBe(404);
  });

  it('DELETE clears that category list only', async () => {
    const [[catA, offersA], [catB, offersB]] = await offersByCategory();
    const session = await sessionWith(offersA[0]!.id, offersB[0]!.id, offersA[1]!.id);
    const res = await call('DELETE', `/api/compare/category/${catA}`, { session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ compare_list: [offersB[0]!.id], data: [{ category: { id: catB }, count: 1 }] });
    expect((await call('GET', `/api/compare/category/${catA}`, { session })).json().data.products).toEqual([]);
  });
});

describe('a signed-in customer', () => {
  it('owns the list: it follows the customer without a header, and a guest holding its id sees nothing', async () => {
    const [[, offers]] = await offersByCategory();
    const customer = await signInTestCustomer(t.db);
    const added = (await add(offers[0]!.id, { cookies: customer.cookies })).json();
    const owner = await t.db
      .selectFrom('compare_sessions')
      .where('id', '=', added.compare_session)
      .select('customer_id')
      .executeTakeFirstOrThrow();
    expect(owner.customer_id).toBe(customer.id);
    const again = (await call('GET', '/api/compare', { cookies: customer.cookies })).json();
    expect(again).toMatchObject({ compare_list: [offers[0]!.id], compare_session: added.compare_session });
    // After logout the browser still holds the id: as a guest it reads as no list at all.
    const asGuest = (await call('GET', '/api/compare', { session: added.compare_session })).json();
    expect(asGuest).toMatchObject({ compare_list: [], compare_session: null });
    const otherCustomer = await signInTestCustomer(t.db, 'Ігор');
    const asOther = (await call('GET', '/api/compare', { session: added.compare_session, cookies: otherCustomer.cookies })).json();
    expect(asOther).toMatchObject({ compare_list: [], compare_session: null });
  });

  it('two first adds at once (two tabs) end in one list', async () => {
    const [[, offers]] = await offersByCategory();
    const customer = await signInTestCustomer(t.db);
    const answers = await Promise.all([
      add(offers[0]!.id, { cookies: customer.cookies }),
      add(offers[1]!.id, { cookies: customer.cookies }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const sessions = await t.db.selectFrom('compare_sessions').where('customer_id', '=', customer.id).select('id').execute();
    expect(sessions).toHaveLength(1);
    const got = (await call('GET', '/api/compare', { cookies: customer.cookies })).json();
    expect(got.compare_list.sort()).toEqual([offers[0]!.id, offers[1]!.id].sort());
  });

  it('takes over the guest list they bring when they have none; with a list of their own, that one is used', async () => {
    const [[, offers]] = await offersByCategory();
    const guest = await sessionWith(offers[0]!.id);
    const customer = await signInTestCustomer(t.db);
    const taken = (await call('GET', '/api/compare', { session: guest, cookies: customer.cookies })).json();
    expect(taken).toMatchObject({ compare_list: [offers[0]!.id], compare_session: guest });
    const anotherGuest = await sessionWith(offers[1]!.id);
    const own = (await call('GET', '/api/compare', { session: anotherGuest, cookies: customer.cookies })).json();
    expect(own).toMatchObject({ compare_list: [offers[0]!.id], compare_session: guest });
  });
});

describe('compare pages', () => {
  it.each([
    ['/compare', 'Порівняння товарів | '],
    ['/ru/compare', 'Сравнение товаров | '],
  ])('%s is served with 200 and noindex', async (url, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}`);
    expect(res.body).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it('a category table page names the category; an unknown category is a 404', async () => {
    const [[categoryId]] = await offersByCategory();
    const { name_uk } = await t.db.selectFrom('categories').where('id', '=', categoryId).select('name_uk').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/compare/${categoryId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Порівняння: ${name_uk} | `);
    expect(res.body).toContain('noindex');
    expect((await t.app.inject({ method: 'GET', url: '/compare/99999' })).statusCode).toBe(404);
  });
});

describe('numbers the comparison refuses', () => {
  for (const method of ['POST', 'DELETE'] as const) {
    itRejectsBadNumbers(
      () => t,
      'id',
      (n) => ({ method, url: `/api/compare/product/${encodeURIComponent(n)}` }),
    );
  }
  for (const method of ['GET', 'DELETE'] as const) {
    itRejectsBadNumbers(
      () => t,
      'id',
      (n) => ({ method, url: `/api/compare/category/${encodeURIComponent(n)}` }),
    );
  }
});
