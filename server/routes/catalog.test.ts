import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_NUMBERS, createTestApp, itRejectsBadNumbers, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('GET /api/menu', () => {
  it('answers the category tree in the language asked for', async () => {
    const uk = (await get('/api/menu')).json();
    const ru = (await get('/api/menu', 'ru')).json();
    expect(uk.data.length).toBeGreaterThan(3);
    expect(uk.data[0].url).toBe(`/catalog/c${uk.data[0].id}`);
    expect(uk.data.some((root: { children: { children: unknown[] }[] }) => root.children.some((b) => b.children.length > 0))).toBe(true);
    expect(ru.data[0].id).toBe(uk.data[0].id);
    expect(ru.data[0].name).not.toBe(uk.data[0].name);
  });

  it('answers the footer with catalogue links and contacts', async () => {
    const footer = (await get('/api/menu/footer', 'ru')).json();
    expect(footer.data.groups[0].links.length).toBeGreaterThan(0);
    expect(footer.data.contacts.schedule).toMatch(/Ежедневно/);
  });
});

describe('GET /api/catalog/c{id}', () => {
  it('answers a category page with breadcrumbs, sub-categories, cards and pagination', async () => {
    const res = await get('/api/catalog/c1');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.data.id).toBe(1);
    expect(page.data.isLeaf).toBe(false);
    expect(page.data.sub_catalog.length).toBeGreaterThan(0);
    expect(page.breadcrumbs).toEqual([{ title: page.data.h1, url: '/catalog/c1' }]);
    const { content, pagination } = page.data.products;
    expect(content).toHaveLength(Math.min(24, pagination.total));
    expect(pagination).toMatchObject({ current_page: 1, per_page: 24 });
    expect(pagination.total).toBe(page.data.sub_catalog.reduce((s: number, c: { count: number }) => s + c.count, 0));
    const card = content[0];
    expect(card.image).toMatchObject({ width: 600, height: 600 });
    expect(card.attributes.length).toBeLessThanOrEqual(page.data.card_attributes_count);
    expect(page.seo.canonical).toBe('https://kramnytsia.test/catalog/c1');
    expect(page.seo.id).toBe(1);
    expect(page.google[0]['@type']).toBe('BreadcrumbList');
    expect(page.redirect_path).toBeNull();
  });

  it('lists in-stock products before sold-out ones', async () => {
    const content = (await get('/api/catalog/c1')).json().data.products.content as { in_stock: boolean }[];
    const firstOut = content.findIndex((c) => !c.in_stock);
    if (firstOut >= 0) expect(content.slice(firstOut).every((c) => !c.in_stock)).toBe(true);
  });

  it('loads the next page with ?page and never repeats a product', async () => {
    const one = (await get('/api/catalog/c1')).json().data.products;
    const two = (await get('/api/catalog/c1?page=2')).json().data.products;
    expect(two.pagination.current_page).toBe(2);
    const ids = new Set(one.content.map((c: { id: number }) => c.id));
    expect(two.content.some((c: { id: number }) => ids.has(c.id))).toBe(false);
  });

  it('sends a page past the end to the last page through redirect_path', async () => {
    const page = (await get('/api/catalog/c1?page=999')).json();
    const last = page.data.products.pagination.last_page;
    expect(page.redirect_path).toBe(last > 1 ? `/catalog/c1?page=${last}` : '/catalog/c1');
  });

  it.each([
    ['/api/catalog/c999999', 'uk', 'Категорію не знайдено'],
    ['/api/catalog/c999999', 'ru', 'Категория не найдена'],
    ['/api/catalog/brand-x', 'uk', 'Категорію не знайдено'],
  ])('%s in %s is a 404 with a message', async (url, lang, message) => {
    const res = await get(url, lang);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  it.each([['?page=0'], ['?page=abc'], ['?page=-1']])('a bad page number %s is a 400 with a field error', async (query) => {
    const res = await get(`/api/catalog/c1${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Некоректний запит', errors: { page: ['Введіть коректне значення'] } });
  });
});

describe('GET /api/product/{id} and /api/product/base/{id}', () => {
  it('answers the product page with its offer, all propositions and SEO', async () => {
    const card = (await get('/api/catalog/c1')).json().data.products.content[0];
    const res = await get(`/api/product/${card.id}`, 'ru');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.data.title).toBe((await get(`/api/catalog/c1`, 'ru')).json().data.products.content[0].title);
    expect(page.data.offer.id).toBe(card.id);
    expect(page.data.propositions.map((p: { id: number }) => p.id)).toContain(card.id);
    expect(page.data.characteristics.length).toBeGreaterThan(0);
    expect(page.seo.canonical).toBe(`https://kramnytsia.test/ru/product/${card.id}`);
    expect(page.google.map((g: { '@type': string }) => g['@type'])).toEqual(['BreadcrumbList', 'Product']);
    expect(page.breadcrumbs.at(-1)).toEqual({ title: page.data.title, url: `/product/${card.id}` });
  });

  it('orders propositions in stock first, then by price', async () => {
    const db = t.db;
    const multi = await db
      .selectFrom('products')
      .select((eb) => ['base_product_id', eb.fn.countAll<number>().as('n')])
      .groupBy('base_product_id')
      .having((eb) => eb.fn.countAll(), '>', 2)
      .executeTakeFirstOrThrow();
    const base = (await get(`/api/product/base/${multi.base_product_id}`)).json().data;
    expect(base.propositions.length).toBe(Number(multi.n));
    expect(new Set(base.propositions.map((p: { seller: { id: number } }) => p.seller.id)).size).toBe(base.propositions.length);
    const key = (p: { qty_store: number; price: number }) => [p.qty_store > 0 ? 0 : 1, p.price];
    const keys = base.propositions.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(base.breadcrumbs_ga.split('/').length).toBeGreaterThan(1);
  });

  it.each([
    ['/api/product/99999999', 404],
    ['/api/product/abc', 400],
    ['/api/product/base/99999999', 404],
  ])('%s answers %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});

describe('home page data', () => {
  it.each(['pg_popular', 'pg_new'])('the %s slider lists products in stock', async (kind) => {
    const res = await get(`/api/pg-slider-via-category/${kind}/${kind}`);
    expect(res.statusCode).toBe(200);
    const cards = res.json().data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c: { in_stock: boolean }) => c.in_stock)).toBe(true);
  });

  it('the products slider lists the cards of the ids, in their order, skipping unknown ones', async () => {
    const offers = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.best_product_id', 'p.id')
      .select(['p.id', 'b.id as base'])
      .orderBy('p.id')
      .limit(3)
      .execute();
    const [a, b, c] = offers;
    const res = await get(`/api/pg-slider-via-category/products/${c!.id},${a!.id},99999999,${b!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((card: { base_product_id: number }) => card.base_product_id)).toEqual([c!.base, a!.base, b!.base]);
  });

  it('a products slider takes 50 ids of any length', async () => {
    expect(
      (await get(`/api/pg-slider-via-category/products/${Array.from({ length: 50 }, (_, i) => 1_000_000_000 + i).join(',')}`)).statusCode,
    ).toBe(200);
  });

  it.each(['abc', '1,,2', '0', `${'1,'.repeat(50)}1`])('a products slider of %j is a 400', async (ids) => {
    expect((await get(`/api/pg-slider-via-category/products/${ids}`)).statusCode).toBe(400);
  });

  it('a mismatched slider path is a 404', async () => {
    expect((await get('/api/pg-slider-via-category/pg_new/pg_popular')).statusCode).toBe(404);
  });

  it.each(['tabs', 'banner', 'mini_banner'])('the %s media slider has items with sized pictures', async (place) => {
    const items = (await get(`/api/media-slider-items/main_page/${place}`)).json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].image.width).toBeGreaterThan(0);
    expect(items[0].url.startsWith('/')).toBe(true);
  });
});

describe('errors', () => {
  it('an unknown API path is a JSON 404 in the request language', async () => {
    const res = await get('/api/nothing-here', 'ru');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBe('Нет такого метода API: GET /api/nothing-here');
  });
});

describe('numbers the catalogue refuses', () => {
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/catalog/c1?page=${encodeURIComponent(n)}` }),
  );
  // Only digits reach the quiz (anything else is read as a catalogue path); too large a number is refused.
  it.each(['0', '9223372036854776000'])('the quiz of category %s is a 400', async (n) => {
    const res = await get(`/api/catalog/${n}/quiz`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ categoryId: ['Введіть коректне значення'] });
  });
  // The price filter is read leniently, like every other part of a listing's link: a bad one is dropped
  // (0 is a price like any other).
  it.each(BAD_NUMBERS.filter((n) => n !== '0'))('price %s is ignored, never a 500', async (n) => {
    const plain = (await get('/api/catalog/c1')).json().data.products.pagination.total;
    for (const price of [`${n}-${n}`, `1-${n}`]) {
      const res = await get(`/api/catalog/c1?price=${encodeURIComponent(price)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.products.pagination.total).toBe(plain);
    }
  });
});
