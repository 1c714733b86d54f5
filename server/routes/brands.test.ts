import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandPage } from '../contract/catalog';
import { createTestApp, itRejectsBadNumbers, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

interface BrandLink {
  id: number;
  name: string;
  url: string;
  is_popular: boolean;
  count: number;
  logo: { src: string; width: number; height: number };
}

describe('GET /api/brand', () => {
  it('lists every brand once, by first letter, with its product count and logo', async () => {
    const res = await get('/api/brand');
    expect(res.statusCode).toBe(200);
    const { data, seo } = res.json() as {
      data: { popular: BrandLink[]; groups: { letter: string; brands: BrandLink[] }[] };
      seo: { canonical: string; index: boolean; h1: string };
    };
    const brands = await t.db.selectFrom('brands').select(['id', 'name', 'is_popular']).execute();
    const listed = data.groups.flatMap((g) => g.brands);
    expect(listed.map((b) => b.id).sort((a, b) => a - b)).toEqual(brands.map((b) => b.id).sort((a, b) => a - b));
    for (const g of data.groups) for (const b of g.brands) expect(b.name.toUpperCase().startsWith(g.letter)).toBe(true);
    expect(data.groups.map((g) => g.letter)).toEqual([...data.groups.map((g) => g.letter)].sort());
    for (const b of listed.slice(0, 5)) {
      const { n } = await t.db
        .selectFrom('base_products')
        .where('brand_id', '=', b.id)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(b.count).toBe(Number(n));
      expect(b.url).toBe(`/brand/${b.id}`);
      expect(b.logo).toMatchObject({ src: `/media/brand/${b.id}.svg`, width: 240, height: 120 });
    }
    expect(data.popular.map((b) => b.id).sort()).toEqual(
      brands
        .filter((b) => b.is_popular)
        .map((b) => b.id)
        .sort(),
    );
    expect(seo).toMatchObject({ canonical: 'https://kramnytsia.test/brand', index: true, h1: 'Бренди' });
  });

  it('draws each brand logo as a sized SVG, and 404s an unknown one', async () => {
    const res = await get('/media/brand/1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('width="240" height="120"');
    expect((await get('/media/brand/99999.svg')).statusCode).toBe(404);
  });
});

describe('GET /api/brand/{id}', () => {
  const brandPage = async (url: string, lang = 'uk'): Promise<BrandPage> => {
    const res = await get(url, lang);
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('answers the brand, its products only, breadcrumbs and SEO', async () => {
    const brand = await t.db.selectFrom('brands').where('id', '=', 1).selectAll().executeTakeFirstOrThrow();
    const page = await brandPage('/api/brand/1', 'ru');
    expect(page.data.brand).toMatchObject({ id: 1, name: brand.name, country: brand.country_ru, description: brand.description_ru });
    expect(page.data.h1).toBe(brand.name);
    expect(page.breadcrumbs).toEqual([
      { title: 'Бренды', url: '/brand' },
      { title: brand.name, url: '/brand/1' },
    ]);
    expect(page.seo).toMatchObject({ canonical: 'https://kramnytsia.test/ru/brand/1', index: true });
    expect(page.seo.title).toContain(brand.name);
    const own = await t.db.selectFrom('base_products').where('brand_id', '=', 1).select('id').execute();
    expect(page.data.products.pagination.total).toBe(own.length);
    const ids = new Set(own.map((r) => r.id));
    expect(page.data.products.content.every((c) => ids.has(c.base_product_id))).toBe(true);
    expect(page.data.products.filters.brands).toEqual([]);
    expect(page.data.sort.find((o) => o.is_checked)?.value).toBe('popular');
  });

  it('narrows by a characteristic value and a price, keeping them in sort links', async () => {
    const plain = await brandPage('/api/brand/1');
    const value = plain.data.products.filters.characteristics[0]!.values[0]!;
    const { minPrice, maxPrice } = plain.data.products.filters.price;
    const filtered = await brandPage(`/api/brand/1?values=${value.id}&price=${minPrice}-${maxPrice}&brand=2`);
    expect(filtered.data.products.pagination.total).toBe(value.count);
    expect(filtered.data.products.selected_filters).toMatchObject({ brands: [], characteristics: [{ id: value.id }] });
    const withValue = await t.db.selectFrom('base_product_values').where('value_id', '=', value.id).select('base_product_id').execute();
    const ids = new Set(withValue.map((r) => r.base_product_id));
    expect(filtered.data.products.content.every((c) => ids.has(c.base_product_id))).toBe(true);
    expect(filtered.data.sort.find((o) => o.value === 'cheap')?.url).toBe(
      `/brand/1?values=${value.id}&price=${minPrice}-${maxPrice}&sort=cheap`,
    );
    expect(filtered.seo).toMatchObject({ index: false, canonical: 'https://kramnytsia.test/brand/1' });
    const single = await brandPage(`/api/brand/1?values=${value.id}`);
    expect(single.seo).toMatchObject({ index: true, canonical: `https://kramnytsia.test/brand/1?values=${value.id}` });
    expect(single.data.h1).toContain(value.value);
  });

  it('a page past the end redirects to the last page', async () => {
    expect((await brandPage('/api/brand/1?page=999&sort=new')).redirect_path).toBe('/brand/1?sort=new');
  });

  it.each([
    ['/api/brand/99999', 'uk', 404, { message: 'Бренд не знайдено' }],
    ['/api/brand/99999', 'ru', 404, { message: 'Бренд не найден' }],
    ['/api/brand/abc', 'uk', 400, undefined],
  ])('%s (%s) answers %i', async (url, lang, status, body) => {
    const res = await get(url, lang);
    expect(res.statusCode).toBe(status);
    if (body) expect(res.json()).toEqual(body);
  });
});

describe('numbers the brand page refuses', () => {
  itRejectsBadNumbers(
    () => t,
    'page',
    (n) => ({ method: 'GET', url: `/api/brand/1?page=${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'GET', url: `/api/brand/${encodeURIComponent(n)}` }),
  );
});
