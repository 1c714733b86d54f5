import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';
import { HISTORY_KEPT } from '../services/search/search-history';
import { LIVE_POOL, SEARCH_PAGE_SIZE } from '../services/search/search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Lang = 'uk' | 'ru';
const headersFor = (lang: Lang, uid?: string) => ({ 'accept-language': lang, ...(uid && { 'x-multisearch-id': uid }) });

async function search(
  params: string,
  { lang = 'uk' as Lang, uid = undefined as string | undefined, cookies = {} as Record<string, string> } = {},
) {
  const res = await t.app.inject({ method: 'GET', url: `/api/multisearch/search?${params}`, headers: headersFor(lang, uid), cookies });
  return { status: res.statusCode, body: res.json() };
}
const q = (query: string) => `query=${encodeURIComponent(query)}`;

async function history(uid?: string, cookies: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/multisearch/history', headers: headersFor('uk', uid), cookies });
  expect(res.statusCode).toBe(200);
  return res.json().data as string[];
}

/**
 * An oracle written apart from the index: a product matches when every word of the query starts a word
 * of its titles, brand or category, apostrophes dropped, ё read as е, case ignored.
 */
async function expectedIds(query: string): Promise<Set<number>> {
  const fold = (s: string) =>
    s
      .replace(/['’‘ʼ`´]/g, '')
      .replace(/ё/g, 'е')
      .replace(/Ё/g, 'Е')
      .toLowerCase();
  const words = (s: string) =>
    fold(s)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const terms = words(query);
  const rows = await t.db
    .selectFrom('base_products as b')
    .innerJoin('brands as br', 'br.id', 'b.brand_id')
    .innerJoin('categories as c', 'c.id', 'b.category_id')
    .select(['b.id', 'b.title_uk', 'b.title_ru', 'br.name as brand', 'c.name_uk', 'c.name_ru'])
    .execute();
  const ids = rows
    .filter((r) => {
      const all = [r.title_uk, r.title_ru, r.brand, r.name_uk, r.name_ru].flatMap(words);
      return terms.every((term) => all.some((w) => w.startsWith(term)));
    })
    .map((r) => r.id);
  return new Set(ids);
}

async function allPages(params: string): Promise<number[]> {
  const first = await search(params);
  const ids: number[] = first.body.products.content.map((p: { base_product_id: number }) => p.base_product_id);
  for (let page = 2; page <= first.body.pagination.last_page; page++) {
    const next = await search(`${params}&page=${page}`);
    ids.push(...next.body.products.content.map((p: { base_product_id: number }) => p.base_product_id));
  }
  return ids;
}

describe('GET /api/multisearch/search: matching', () => {
  it.each<[string, Lang]>([
    ['олія', 'uk'],
    ['масло', 'ru'],
    ['корм для собак', 'uk'],
    ['корма для собак', 'ru'],
    ['Nordic Leaf', 'uk'],
  ])('finds exactly the products whose words start with %j (%s)', async (query, lang) => {
    const expected = await expectedIds(query);
    expect(expected.size).toBeGreaterThan(0);
    const { status, body } = await search(q(query), { lang });
    expect(status).toBe(200);
    expect(body.pagination.total).toBe(expected.size);
    expect(body.query).toBe(query);
    const ids = await allPages(q(query));
    expect(new Set(ids)).toEqual(expected);
    expect(ids).toHaveLength(expected.size);
  });

  it('finds Russian words in the Ukrainian store and answers in the request language', async () => {
    const uk = await search(q('масло'), { lang: 'uk' });
    const ru = await search(q('масло'), { lang: 'ru' });
    expect(uk.body.pagination.total).toBe(ru.body.pagination.total);
    const titles = await t.db.selectFrom('base_products').select(['id', 'title_uk', 'title_ru']).execute();
    const byId = new Map(titles.map((r) => [r.id, r]));
    for (const card of uk.body.products.content) expect(card.title).toBe(byId.get(card.base_product_id)!.title_uk);
    for (const card of ru.body.products.content) expect(card.title).toBe(byId.get(card.base_product_id)!.title_ru);
  });

  it.each<[string, string]>([
    ['олі', 'олія'],
    ['гринд', 'гриндер'],
    ['сем', 'семена'],
  ])('treats each word as a prefix: %j finds everything %j finds and more', async (prefix, word) => {
    const short = await search(q(prefix));
    const long = await search(q(word));
    expect(long.body.pagination.total).toBeGreaterThan(0);
    expect(short.body.pagination.total).toBeGreaterThanOrEqual(long.body.pagination.total);
    expect(short.body.pagination.total).toBe((await expectedIds(prefix)).size);
  });

  it('does not match inside a word', async () => {
    // "лія" is inside "олія" but starts no word of the demo catalogue.
    expect((await expectedIds('лія')).size).toBe(0);
    expect((await search(q('лія'))).body.pagination.total).toBe(0);
  });

  it.each([['ОЛІЯ'], ['Олія'], ['оЛіЯ'], ['NORDIC'], ['МАСЛО']])('ignores case: %j', async (query) => {
    const lower = await search(q(query.toLowerCase()));
    const mixed = await search(q(query));
    expect(lower.body.pagination.total).toBeGreaterThan(0);
    expect(mixed.body.pagination.total).toBe(lower.body.pagination.total);
  });

  it.each([["м'яз"], ['м’яз'], ['мʼяз'], ['м‘яз'], ['мяз']])('reads %j like the catalogue’s м’язів', async (query) => {
    const { body } = await search(q(query));
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.pagination.total).toBe((await expectedIds('м’яз')).size);
    for (const card of body.products.content) expect(card.title).toMatch(/м’яз/);
  });

  it.each([['олия'], ['олiя'], ['ОЛIЯ'], ['oлія']])('reads %j (Russian и, Latin look-alikes) like олія', async (query) => {
    const exact = await search(q('олія'));
    const { body } = await search(q(query));
    expect(exact.body.pagination.total).toBeGreaterThan(0);
    expect(body.pagination.total).toBe(exact.body.pagination.total);
  });

  it.each([
    ['протеін', 'протеїн'],
    ['котив', 'котів'],
    ['олии', 'олії'],
  ])('folds %j and %j to one word in the index and the query', async (a, b) => {
    const total = (await search(q(b))).body.pagination.total;
    expect(total).toBeGreaterThan(0);
    expect((await search(q(a))).body.pagination.total).toBe(total);
  });

  it('lists in-stock products before the others', async () => {
    const { body } = await search(`${q('для')}&page=1`);
    const stock: boolean[] = [];
    for (let page = 1; page <= body.pagination.last_page; page++) {
      stock.push(...(await search(`${q('для')}&page=${page}`)).body.products.content.map((p: { in_stock: boolean }) => p.in_stock));
    }
    expect(stock).toContain(false);
    expect(stock.indexOf(false)).toBeGreaterThan(stock.lastIndexOf(true));
  });

  it('answers a query of punctuation only with nothing found', async () => {
    const { status, body } = await search(q('!!!'));
    expect(status).toBe(200);
    expect(body.pagination.total).toBe(0);
    expect(body.products.content).toEqual([]);
  });
});

describe('GET /api/multisearch/search: filters and pages', () => {
  it('lists the categories of the matches with counts that add up to the total', async () => {
    const { body } = await search(q('для'));
    expect(body.categories.length).toBeGreaterThan(2);
    expect(body.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(body.pagination.total);
    expect(body.categories.every((c: { is_checked: boolean }) => !c.is_checked)).toBe(true);
    const counts = body.categories.map((c: { count: number }) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('narrows to the checked categories and keeps the other chips with their counts', async () => {
    const all = (await search(q('для'))).body;
    const [first, second] = all.categories;
    const one = (await search(`${q('для')}&categories[]=${first.id}`)).body;
    expect(one.pagination.total).toBe(first.count);
    expect(one.categories).toEqual(all.categories.map((c: { id: number }) => ({ ...c, is_checked: c.id === first.id })));
    const ids = await allPages(`${q('для')}&categories[]=${first.id}`);
    const rows = await t.db.selectFrom('base_products').where('id', 'in', ids).select('category_id').distinct().execute();
    expect(rows.map((r) => r.category_id)).toEqual([first.id]);

    const two = (await search(`${q('для')}&categories[]=${first.id}&categories[]=${second.id}`)).body;
    expect(two.pagination.total).toBe(first.count + second.count);
    expect(
      two.categories
        .filter((c: { is_checked: boolean }) => c.is_checked)
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });

  it('filters by brand and counts the categories under that brand', async () => {
    const all = (await search(q('для'))).body;
    const brand = all.filters.brands[0];
    const narrowed = (await search(`${q('для')}&brands[]=${brand.id}`)).body;
    expect(narrowed.pagination.total).toBe(brand.count);
    expect(narrowed.filters.brands.find((b: { id: number }) => b.id === brand.id).is_checked).toBe(true);
    expect(narrowed.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(brand.count);
  });

  it('keeps a checked category that matches nothing, at 0, so it can be unchecked', async () => {
    const all = (await search(q('гриндер'))).body;
    const other = await t.db
      .selectFrom('categories')
      .where(
        'id',
        'not in',
        all.categories.map((c: { id: number }) => c.id),
      )
      .select(['id', 'name_uk'])
      .executeTakeFirstOrThrow();
    const { body } = await search(`${q('гриндер')}&categories[]=${other.id}`);
    expect(body.pagination.total).toBe(0);
    expect(body.categories).toContainEqual({ id: other.id, name: other.name_uk, count: 0, is_checked: true });
  });

  it('pages through the results without repeats', async () => {
    const first = (await search(q('для'))).body;
    expect(first.pagination).toMatchObject({
      current_page: 1,
      per_page: SEARCH_PAGE_SIZE,
      last_page: Math.ceil(first.pagination.total / SEARCH_PAGE_SIZE),
    });
    expect(first.pagination.last_page).toBeGreaterThan(2);
    expect(first.products.content).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.products.pagination).toEqual(first.pagination);
    const ids = await allPages(q('для'));
    expect(new Set(ids).size).toBe(first.pagination.total);
    const last = (await search(`${q('для')}&page=${first.pagination.last_page}`)).body;
    expect(last.products.content).toHaveLength(first.pagination.total - (first.pagination.last_page - 1) * SEARCH_PAGE_SIZE);
    const beyond = (await search(`${q('для')}&page=${first.pagination.last_page + 1}`)).body;
    expect(beyond.products.content).toEqual([]);
  });
});

describe('GET /api/multisearch/search: bad input', () => {
  it.each<[string, Lang, string]>([
    [q('ол'), 'uk', 'Для пошуку введіть щонайменше 3 символи'],
    [q('ол'), 'ru', 'Для поиска введите не меньше 3 символов'],
    [q('  ол  '), 'uk', 'Для пошуку введіть щонайменше 3 символи'],
    ['', 'uk', 'Для пошуку введіть щонайменше 3 символи'],
  ])('%j (%s) is 400: %s', async (params, lang, message) => {
    const { status, body } = await search(params, { lang });
    expect(status).toBe(400);
    expect(body).toEqual({ message, errors: { query: [message] } });
  });

  it.each([['page=0'], ['page=x'], ['categories[]=abc']])('%s is 400 with the field named', async (params) => {
    const { status, body } = await search(`${q('олія')}&${params}`);
    expect(status).toBe(400);
    expect(body.message).toBe('Некоректний запит');
    expect(Object.keys(body.errors).join()).toMatch(/page|categories/);
  });
});

describe('search uid and history', () => {
  it('issues a uid when none (or a malformed one) is sent, and echoes a good one', async () => {
    const fresh = (await search(q('олія'))).body.uid;
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect((await search(q('олія'), { uid: fresh })).body.uid).toBe(fresh);
    const other = (await search(q('олія'), { uid: 'bad id!' })).body.uid;
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(fresh);
  });

  it.each(['client-uid-42', '0b7e4a2c-9f1d-4c3e-8a5b-6d2f1e0c9b8a', 'shop.v2:0001~ab'])(
    'keeps the id %s a client made itself',
    async (uid) => {
      expect((await search(q('олія'), { uid })).body.uid).toBe(uid);
      expect(await history(uid)).toEqual(['олія']);
    },
  );

  it('keeps the queries of each uid apart, most recent first, without repeats', async () => {
    const uid = (await search(q('олія'))).body.uid;
    await search(q('масло'), { uid });
    await search(q('  Олія '), { uid });
    expect(await history(uid)).toEqual(['Олія', 'масло']);
    const other = (await search(q('гриндер'))).body.uid;
    expect(await history(other)).toEqual(['гриндер']);
    expect(await history()).toEqual([]);
  });

  it(`keeps the last ${HISTORY_KEPT} queries`, async () => {
    const uid = (await search(q('запит 0'))).body.uid;
    for (let i = 1; i <= HISTORY_KEPT + 2; i++) await search(q(`запит ${i}`), { uid });
    const kept = await history(uid);
    expect(kept).toHaveLength(HISTORY_KEPT);
    expect(kept[0]).toBe(`запит ${HISTORY_KEPT + 2}`);
    expect(kept.at(-1)).toBe('запит 3');
  });

  it('forgets one query, then all of them', async () => {
    const uid = (await search(q('олія'))).body.uid;
    await search(q('масло'), { uid });
    await search(q('гриндер'), { uid });
    const remove = (query?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/multisearch/history${query ? `?${q(query)}` : ''}`, headers: headersFor('uk', uid) });
    const one = await remove('МАСЛО');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: ['гриндер', 'олія'] });
    const all = await remove();
    expect(all.json()).toEqual({ data: [] });
    expect(await history(uid)).toEqual([]);
    const none = await t.app.inject({ method: 'DELETE', url: '/api/multisearch/history' });
    expect(none.json()).toEqual({ data: [] });
  });

  it('belongs to the signed-in customer whatever uid the device sends', async () => {
    const customer = await signInTestCustomer(t.db);
    const uid = (await search(q('олія'))).body.uid;
    await search(q('гриндер'), { uid, cookies: customer.cookies });
    expect(await history(undefined, customer.cookies)).toEqual(['гриндер']);
    expect(await history('another-device-uid-0001', customer.cookies)).toEqual(['гриндер']);
    expect(await history(uid)).toEqual(['олія']);
  });
});

describe('GET /api/multisearch/live-search', () => {
  const live = async (params: string, lang: Lang = 'uk') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/multisearch/live-search?${params}`, headers: { 'accept-language': lang } });
    return { status: res.statusCode, body: res.json() };
  };

  it('suggests the best 6 products and the 5 categories with most matches', async () => {
    const { status, body } = await live(q('для'));
    expect(status).toBe(200);
    const full = (await search(q('для'))).body;
    expect(body.total).toBe(full.pagination.total);
    // Suggestions come from the best LIVE_POOL matches; while every match fits in it, they are the search page's
    // first cards and categories. Beyond it the category counts are those of the best matches, not of all.
    expect(full.pagination.total).toBeLessThanOrEqual(LIVE_POOL);
    expect(body.products).toEqual(full.products.content.slice(0, 6));
    expect(body.categories).toEqual(
      full.categories
        .slice(0, 5)
        .map(({ id, name, count }: { id: number; name: string; count: number }) => ({ id, name, count, url: `/catalog/c${id}` })),
    );
  });

  it('suggests from the first letter', async () => {
    const { body } = await live(q('о'));
    expect(body.products.length).toBeGreaterThan(0);
  });

  it.each<[string, Lang]>([
    ['', 'uk'],
    [q('   '), 'uk'],
    [q(''), 'ru'],
  ])("%j (%s) is 400 'Empty query'", async (params, lang) => {
    const { status, body } = await live(params, lang);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Empty query' });
  });

  describe('in my purchases (purchases=1, the cabinet variant)', () => {
    /** An order of the customer's for one offer, as checkout stores it (only what the search reads matters). */
    async function orderOf(customerId: number, offerId: number) {
      const offer = await t.db
        .selectFrom('products as p')
        .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
        .where('p.id', '=', offerId)
        .select(['p.id', 'p.base_product_id', 'p.seller_id', 'p.warehouse_id', 'p.price_kop', 'b.title_uk', 'b.title_ru'])
        .executeTakeFirstOrThrow();
      const { id } = await insertTestOrder(t.db, {
        checkout_id: `search-${customerId}-${offerId}`,
        customer_id: customerId,
        seller_id: offer.seller_id,
        warehouse_id: offer.warehouse_id,
        payment_method_id: 2,
        items_total_kop: offer.price_kop,
        total_kop: offer.price_kop,
        receipt_token: `search-${customerId}-${offerId}`,
      });
      await t.db
        .insertInto('order_items')
        .values({
          order_id: id,
          product_id: offer.id,
          base_product_id: offer.base_product_id,
          title_uk: offer.title_uk,
          title_ru: offer.title_ru,
          price_kop: offer.price_kop,
          qty: 1,
        })
        .execute();
      return offer;
    }
    const liveAs = (params: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/multisearch/live-search?${params}&purchases=1`,
        headers: { 'accept-language': 'uk' },
        cookies: token ? { token } : {},
      });

    it("finds the customer's ordered goods only, privately", async () => {
      const buyer = await signInTestCustomer(t.db);
      const other = await signInTestCustomer(t.db);
      const [first] = await t.db.selectFrom('products').select('id').orderBy('id').limit(1).execute();
      const offer = await orderOf(buyer.id, first!.id);
      const word = offer.title_uk.split(/\s+/)[0]!;
      const everyone = (await live(q(word))).body;
      expect(everyone.total).toBeGreaterThan(1);

      const mine = await liveAs(q(word), buyer.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      const body = mine.json();
      expect(body.products.map((p: { base_product_id?: number; title: string }) => p.title)).toEqual([offer.title_uk]);
      expect(body.total).toBe(1);
      expect(body.categories).toHaveLength(1);
      expect((await liveAs(q(word), other.token)).json()).toEqual({ products: [], categories: [], total: 0 });
      // The public suggestions are still everyone's, and still kept.
      expect((await live(q(word))).body.total).toBe(everyone.total);
    });

    it('is 401 for a guest, and still needs a query', async () => {
      const guest = await liveAs(q('олія'));
      expect(guest.statusCode).toBe(401);
      const { token } = await signInTestCustomer(t.db);
      expect((await liveAs(q('  '), token)).json()).toEqual({ message: 'Empty query' });
    });
  });

  it('does not touch the history', async () => {
    const uid = (await search(q('олія'))).body.uid;
    await t.app.inject({ method: 'GET', url: `/api/multisearch/live-search?${q('масло')}`, headers: headersFor('uk', uid) });
    expect(await history(uid)).toEqual(['олія']);
  });
});

describe('the /search page', () => {
  it.each<[string, string]>([
    ['/search?query=%D0%BE%D0%BB%D1%96%D1%8F', '<title>Результати пошуку «олія» | Крамниця</title>'],
    ['/ru/search?query=%D0%BC%D0%B0%D1%81%D0%BB%D0%BE&page=2', '<title>Результаты поиска «масло» | Крамниця</title>'],
    ['/search', '<title>Пошук товарів | Крамниця</title>'],
    ['/search?query=%3Cb%3E', '<title>Результати пошуку «&#60;b&#62;» | Крамниця</title>'],
  ])('%s is served with 200, noindex, follow and the query in its title', async (url, title) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(title);
    expect(res.body).toContain('<meta name="robots" content="noindex,follow">');
  });
});

describe('numbers the search refuses', () => {
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/multisearch/search?${q('масло')}&page=${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'categories[].0',
    (n) => ({ method: 'GET', url: `/api/multisearch/search?${q('масло')}&categories[]=${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'brands[].0',
    (n) => ({ method: 'GET', url: `/api/multisearch/search?${q('масло')}&brands[]=${encodeURIComponent(n)}` }),
  );
});
