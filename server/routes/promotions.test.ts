import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PromotionList, PromotionPage } from '../contract/promotions';
import { PROMOTIONS_PAGE_SIZE } from '../services/promo/promotions';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
/** The answers read the clock: fix it, leaving timers alone so the app's own work goes on. */
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

/** The base products a promotion covers, read straight from its tables. */
async function covered(slug: string): Promise<number[]> {
  const { id } = await t.db.selectFrom('promotions').where('slug', '=', slug).select('id').executeTakeFirstOrThrow();
  const byCategory = await t.db
    .selectFrom('base_products')
    .where('category_id', 'in', t.db.selectFrom('promotion_categories').where('promotion_id', '=', id).select('category_id'))
    .select('id')
    .execute();
  const oneByOne = await t.db.selectFrom('promotion_products').where('promotion_id', '=', id).select('base_product_id as id').execute();
  return [...new Set([...byCategory, ...oneByOne].map((r) => r.id))];
}

describe('GET /api/promotions', () => {
  it('lists running promotions first, soonest to end first, then ended ones, with their codes and banners', async () => {
    at('2026-11-24T12:00:00.000Z');
    const res = await get('/api/promotions');
    expect(res.statusCode).toBe(200);
    const { data, pagination, seo, breadcrumbs } = res.json() as PromotionList;
    expect(data.map((p) => [p.slug, p.is_active, p.promo_code])).toEqual([
      ['konopliany-snidanok', true, 'SEED50'],
      ['podarunok-300-hryven', true, 'GIFT300A'],
      ['znyzhka-10-na-pershu-pokupku', true, 'HEMP10'],
      ['spokiina-osin-dlia-uliublentsiv', true, 'ZOO2026A'],
      ['litnii-rozprodazh', false, 'LETO25'],
    ]);
    expect(data[2]).toMatchObject({
      title: 'Знижка 10% на першу покупку',
      url: '/akcii/znyzhka-10-na-pershu-pokupku',
      banner: { src: '/media/promotion/1.svg', width: 800, height: 400, alt: 'Знижка 10% на першу покупку' },
      ends_at: '2027-12-31T21:59:59.000Z',
    });
    expect(pagination).toEqual({ current_page: 1, last_page: 1, per_page: PROMOTIONS_PAGE_SIZE, total: 5 });
    expect(seo).toMatchObject({ canonical: 'https://kramnytsia.test/akcii', index: true, h1: 'Акції' });
    expect(breadcrumbs).toEqual([{ title: 'Акції', url: '/akcii' }]);
  });

  it('speaks Russian, and moves a promotion among the ended ones once its last day is over', async () => {
    at('2027-07-01T00:00:00.000Z');
    const { data, seo } = (await get('/api/promotions', 'ru')).json() as PromotionList;
    expect(data.map((p) => [p.slug, p.is_active])).toEqual([
      ['podarunok-300-hryven', true],
      ['znyzhka-10-na-pershu-pokupku', true],
      ['spokiina-osin-dlia-uliublentsiv', true],
      ['konopliany-snidanok', false],
      ['litnii-rozprodazh', false],
    ]);
    expect(data[1]).toMatchObject({ title: 'Скидка 10% на первую покупку', banner: { src: '/media/ru/promotion/1.svg' } });
    expect(seo).toMatchObject({ canonical: 'https://kramnytsia.test/ru/akcii', h1: 'Акции' });
  });

  it('leaves out a promotion that has not begun', async () => {
    at('2026-11-10T00:00:00.000Z');
    const { data } = (await get('/api/promotions')).json() as PromotionList;
    expect(data.map((p) => p.slug)).not.toContain('podarunok-300-hryven');
    expect(data).toHaveLength(4);
  });

  it.each([
    ['0', 400],
    ['x', 400],
    ['2', 404],
  ])('page=%s is a %i with the error shape', async (page, status) => {
    const res = await get(`/api/promotions?page=${page}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('message');
    if (status === 404) expect(res.json().message).toBe('Такої сторінки акцій немає');
  });
});

describe('GET /api/promotions/{slug}', () => {
  it('answers a running promotion with its terms, code and exactly the goods it covers', async () => {
    at('2026-11-24T12:00:00.000Z');
    const mine = await covered('znyzhka-10-na-pershu-pokupku');
    const res = await get('/api/promotions/znyzhka-10-na-pershu-pokupku');
    expect(res.statusCode).toBe(200);
    const page = res.json() as PromotionPage;
    expect(page.data.promotion).toMatchObject({
      slug: 'znyzhka-10-na-pershu-pokupku',
      is_active: true,
      promo_code: 'HEMP10',
      starts_at: '2026-08-31T21:00:00.000Z',
      banner: { src: '/media/promotion/1.svg' },
    });
    expect(page.data.promotion.terms).toContain('HEMP10');
    expect(page.data.products.pagination).toMatchObject({ current_page: 1, total: mine.length, per_page: 24 });
    expect(mine.length).toBeGreaterThan(0);
    for (const card of page.data.products.content) expect(mine).toContain(card.base_product_id);
    expect(page.breadcrumbs).toEqual([
      { title: 'Акції', url: '/akcii' },
      { title: 'Знижка 10% на першу покупку', url: '/akcii/znyzhka-10-na-pershu-pokupku' },
    ]);
    expect(page.seo).toMatchObject({
      canonical: 'https://kramnytsia.test/akcii/znyzhka-10-na-pershu-pokupku',
      index: true,
      og_image: 'https://kramnytsia.test/media/promotion/1.svg',
    });
    expect(page.seo.title).toContain('Акція «Знижка 10% на першу покупку»');
  });

  it('covers products one by one as well as whole categories', async () => {
    const mine = await covered('podarunok-300-hryven');
    const page = (await get('/api/promotions/podarunok-300-hryven')).json() as PromotionPage;
    expect(mine).toHaveLength(8);
    expect(page.data.products.content.map((c) => c.base_product_id).sort((a, b) => a - b)).toEqual([...mine].sort((a, b) => a - b));
  });

  it('filters and sorts the goods as the catalogue does, in Russian too', async () => {
    const page = (await get('/api/promotions/spokiina-osin-dlia-uliublentsiv')).json() as PromotionPage;
    const brand = page.data.products.filters.brands[0]!;
    expect(page.data.sort.find((s) => s.value === 'cheap')?.url).toBe('/akcii/spokiina-osin-dlia-uliublentsiv?sort=cheap');
    const cheap = (await get(`/api/promotions/spokiina-osin-dlia-uliublentsiv?brand=${brand.id}&sort=cheap`, 'ru')).json() as PromotionPage;
    expect(cheap.data.products.pagination.total).toBe(brand.count);
    expect(cheap.data.promotion.title).toBe('Спокойная осень для питомцев');
    const prices = cheap.data.products.content.filter((c) => c.in_stock).map((c) => c.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.seo).toMatchObject({ canonical: 'https://kramnytsia.test/ru/akcii/spokiina-osin-dlia-uliublentsiv', index: false });
  });

  it('keeps an ended promotion reachable and says it has ended', async () => {
    at('2026-11-24T12:00:00.000Z');
    const res = await get('/api/promotions/litnii-rozprodazh', 'ru');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as PromotionPage;
    expect(data.promotion).toMatchObject({
      is_active: false,
      promo_code: 'LETO25',
      ends_at: '2025-08-31T20:59:59.000Z',
      title: 'Летняя распродажа: −25%',
    });
    expect(data.products.pagination.total).toBeGreaterThan(0);
  });

  it('is a 404 with the error shape for an unknown slug, in the asked language', async () => {
    const uk = await get('/api/promotions/nemaie-takoi');
    expect(uk.statusCode).toBe(404);
    expect(uk.json()).toEqual({ message: 'Акцію не знайдено' });
    expect((await get('/api/promotions/nemaie-takoi', 'ru')).json()).toEqual({ message: 'Акция не найдена' });
    expect((await get('/api/promotions/Bad_Slug')).statusCode).toBe(400);
  });
});

describe('promotion pages', () => {
  const head = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return {
      status: res.statusCode,
      location: res.headers.location,
      canonical: /<link rel="canonical" href="([^"]*)">/.exec(res.body)?.[1],
    };
  };

  it('serve the list and each promotion with their own heads; an ended one too', async () => {
    expect(await head('/akcii')).toMatchObject({ status: 200, canonical: 'https://kramnytsia.test/akcii' });
    expect(await head('/ru/akcii/litnii-rozprodazh')).toMatchObject({
      status: 200,
      canonical: 'https://kramnytsia.test/ru/akcii/litnii-rozprodazh',
    });
  });

  it.each(['/akcii/nemaie-takoi', '/ru/akcii/nemaie-takoi', '/akcii?page=2', '/akcii?page=x'])('%s is a real 404', async (url) => {
    expect((await head(url)).status).toBe(404);
  });
});

describe('where shoppers find promotions', () => {
  it('the home banners lead to running promotions, and the footer to the list', async () => {
    at('2026-11-24T12:00:00.000Z');
    const banners = (await get('/api/media-slider-items/main_page/banner')).json().data as { url: string }[];
    const promotionLinks = banners.map((b) => b.url).filter((url) => url.startsWith('/akcii/'));
    expect(promotionLinks).toEqual(['/akcii/znyzhka-10-na-pershu-pokupku', '/akcii/spokiina-osin-dlia-uliublentsiv']);
    for (const url of promotionLinks)
      expect(((await get(`/api${url.replace('/akcii/', '/promotions/')}`)).json() as PromotionPage).data.promotion.is_active).toBe(true);

    const groups = (await get('/api/menu/footer', 'ru')).json().data.groups as { links: { title: string; url: string }[] }[];
    expect(groups.flatMap((g) => g.links)).toContainEqual({ title: 'Акции', url: '/akcii' });
  });

  it("draws each promotion's banner in its language", async () => {
    const res = await get('/media/ru/promotion/2.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Спокойная осень для питомцев');
    expect((await get('/media/promotion/999.svg')).statusCode).toBe(404);
  });
});
