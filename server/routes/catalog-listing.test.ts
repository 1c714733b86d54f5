import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSearch, SORTS, type CatalogQuery, type SortKey } from '../../src/domain/catalog-query';
import type { CategoryPage } from '../contract/catalog';
import { loadCategories, subtreeIds } from '../services/catalog/categories';
import { createTestApp, type TestApp } from '../testing/app';

/**
 * The filtered listing against an oracle: every base product of the category is read plainly from the
 * database and filtered in memory, and the API must agree on totals, order, pages and every facet count.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 1200 });
});
afterAll(() => t.close());

const get = (url: string, lang = 'uk') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const page = async (url: string): Promise<CategoryPage> => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

interface Product {
  id: number;
  brand: number;
  priceKop: number;
  inStock: number;
  popularity: number;
  createdAt: string;
  rating: number;
  reviews: number;
  values: Set<number>;
}
interface Filters {
  brands: number[];
  values: number[];
  price: { from: number; to: number } | null;
}

let attributeOf: Map<number, number>;

async function productsOf(categoryId: number): Promise<Product[]> {
  const ids = subtreeIds(await loadCategories(t.db, 'uk'), categoryId);
  const rows = await t.db.selectFrom('base_products').where('category_id', 'in', ids).selectAll().execute();
  const values = await t.db
    .selectFrom('base_product_values')
    .where(
      'base_product_id',
      'in',
      rows.map((r) => r.id),
    )
    .selectAll()
    .execute();
  attributeOf ??= new Map(
    (await t.db.selectFrom('attribute_values').select(['id', 'attribute_id']).execute()).map((v) => [v.id, v.attribute_id]),
  );
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand_id,
    priceKop: r.min_price_kop,
    inStock: r.in_stock,
    popularity: r.popularity,
    createdAt: r.created_at,
    rating: r.rating_x10,
    reviews: r.reviews_count,
    values: new Set(values.filter((v) => v.base_product_id === r.id).map((v) => v.value_id)),
  }));
}

/** Brands OR; values OR within a characteristic, AND across; price on whole UAH, both ends in. */
function matches(p: Product, f: Filters): boolean {
  if (f.brands.length > 0 && !f.brands.includes(p.brand)) return false;
  const byAttribute = new Map<number, number[]>();
  for (const v of f.values) byAttribute.set(attributeOf.get(v)!, [...(byAttribute.get(attributeOf.get(v)!) ?? []), v]);
  for (const ids of byAttribute.values()) if (!ids.some((v) => p.values.has(v))) return false;
  return !f.price || (p.priceKop >= f.price.from * 100 && p.priceKop <= f.price.to * 100);
}

/** The five orders as the shop defines them; ids break ties so pages never overlap. */
const ORDER: Record<SortKey, [key: (p: Product) => number | string, direction: 1 | -1][]> = {
  popular: [
    [(p) => p.inStock, -1],
    [(p) => p.popularity, -1],
    [(p) => p.id, 1],
  ],
  cheap: [
    [(p) => p.inStock, -1],
    [(p) => p.priceKop, 1],
    [(p) => p.id, 1],
  ],
  expensive: [
    [(p) => p.inStock, -1],
    [(p) => p.priceKop, -1],
    [(p) => p.id, 1],
  ],
  new: [
    [(p) => p.createdAt, -1],
    [(p) => p.id, -1],
  ],
  rating: [
    [(p) => p.rating, -1],
    [(p) => p.reviews, -1],
    [(p) => p.id, 1],
  ],
};
const inOrder = (sort: SortKey) => (a: Product, b: Product) => {
  for (const [key, direction] of ORDER[sort]) if (key(a) !== key(b)) return (key(a) < key(b) ? -1 : 1) * direction;
  return 0;
};

let all: Product[];
let cases: [name: string, filters: Filters][];

beforeAll(async () => {
  all = await productsOf(1);
  // Filters picked from the data: the two biggest brands, two values of one characteristic, one of another.
  const count = <K>(keys: K[]) =>
    [...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<K, number>())].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const [b1, b2] = count(all.map((p) => p.brand)) as [number, number];
  const values = count(all.flatMap((p) => [...p.values]));
  const [v1, v2] = values.filter((v) => attributeOf.get(v) === attributeOf.get(values[0]!)) as [number, number];
  const w1 = values.find((v) => attributeOf.get(v) !== attributeOf.get(v1))!;
  const prices = all.map((p) => p.priceKop / 100).sort((a, b) => a - b);
  const mid = { from: Math.floor(prices[Math.floor(prices.length / 4)]!), to: Math.ceil(prices[Math.floor((prices.length * 3) / 4)]!) };
  cases = [
    ['nothing', { brands: [], values: [], price: null }],
    ['one brand', { brands: [b1], values: [], price: null }],
    ['two brands (OR)', { brands: [b1, b2], values: [], price: null }],
    ['one value', { brands: [], values: [v1], price: null }],
    ['two values of one characteristic (OR)', { brands: [], values: [v1, v2], price: null }],
    ['values of two characteristics (AND)', { brands: [], values: [v1, w1], price: null }],
    ['brand and value', { brands: [b1], values: [v1], price: null }],
    ['price range', { brands: [], values: [], price: mid }],
    ['everything at once', { brands: [b1, b2], values: [v1, v2, w1], price: { from: 0, to: mid.to } }],
  ];
});

const urlOf = (f: Filters, extra: Partial<CatalogQuery> = {}) => `/api/catalog/c1${catalogSearch({ ...f, ...extra })}`;

describe('filtered and sorted category listing', () => {
  it('has cases with products to check', () => {
    expect(cases.length).toBeGreaterThan(5);
    for (const [, f] of cases) expect(all.filter((p) => matches(p, f)).length).toBeGreaterThan(0);
  });

  it.each(SORTS)('sorted %s: every case lists exactly the matching products, in order, with the right totals', async (sort) => {
    for (const [name, f] of cases) {
      const expected = all.filter((p) => matches(p, f)).sort(inOrder(sort));
      const { data } = await page(urlOf(f, { sort }));
      const { content, pagination } = data.products;
      expect(pagination.total, name).toBe(expected.length);
      expect(pagination.last_page, name).toBe(Math.max(1, Math.ceil(expected.length / 24)));
      expect(
        content.map((c) => c.base_product_id),
        name,
      ).toEqual(expected.slice(0, 24).map((p) => p.id));
      expect(data.sort.filter((o) => o.is_checked).map((o) => o.value)).toEqual([sort]);
    }
  });

  it('the last page holds the rest, and the pages together hold every product once', async () => {
    const f = cases[0]![1];
    const first = await page(urlOf(f));
    const pages = first.data.products.pagination.last_page;
    expect(pages).toBeGreaterThan(1);
    const ids: number[] = [];
    for (let n = 1; n <= pages; n++) ids.push(...(await page(urlOf(f, { page: n }))).data.products.content.map((c) => c.base_product_id));
    expect(ids.length).toBe(first.data.products.pagination.total);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every facet count is the count under the other filters with that one option chosen', async () => {
    for (const [name, f] of cases) {
      const { filters } = (await page(urlOf(f))).data.products;
      for (const b of filters.brands)
        expect(b.count, `${name}: brand ${b.id}`).toBe(all.filter((p) => matches(p, { ...f, brands: [b.id] })).length);
      expect(
        filters.brands
          .filter((b) => b.is_checked)
          .map((b) => b.id)
          .sort(),
      ).toEqual([...f.brands].sort());
      const offered = new Set([...all.filter((p) => matches(p, { ...f, brands: [] })).map((p) => p.brand), ...f.brands]);
      expect(filters.brands.map((b) => b.id).sort(), `${name}: brands offered`).toEqual([...offered].sort());
      // Every characteristic with a choice to make is offered, with every value that has products.
      const attributes = new Set([...attributeOf.values()]);
      for (const attributeId of attributes) {
        const others = f.values.filter((id) => attributeOf.get(id) !== attributeId);
        const shown = new Set(
          all
            .filter((p) => matches(p, { ...f, values: others }))
            .flatMap((p) => [...p.values].filter((v) => attributeOf.get(v) === attributeId)),
        );
        for (const v of f.values) if (attributeOf.get(v) === attributeId) shown.add(v);
        const listed = filters.characteristics.find((c) => c.id === attributeId)?.values.map((v) => v.id) ?? [];
        expect(listed.sort(), `${name}: values of characteristic ${attributeId}`).toEqual(
          shown.size > 1 || f.values.some((v) => attributeOf.get(v) === attributeId) ? [...shown].sort() : [],
        );
      }
      for (const c of filters.characteristics) {
        for (const v of c.values) {
          const others = f.values.filter((id) => attributeOf.get(id) !== c.id);
          expect(v.count, `${name}: value ${v.id}`).toBe(all.filter((p) => matches(p, { ...f, values: [...others, v.id] })).length);
          expect(v.is_checked).toBe(f.values.includes(v.id));
        }
      }
      const unpriced = all.filter((p) => matches(p, { ...f, price: null })).map((p) => p.priceKop);
      expect(filters.price, name).toEqual({
        minPrice: Math.floor(Math.min(...unpriced) / 100),
        maxPrice: Math.ceil(Math.max(...unpriced) / 100),
        minCurrentPrice: f.price?.from ?? Math.floor(Math.min(...unpriced) / 100),
        maxCurrentPrice: f.price?.to ?? Math.ceil(Math.max(...unpriced) / 100),
      });
    }
  });

  it('lists only characteristics that can narrow the listing, and brands popular first, then by name', async () => {
    const { filters } = (await page('/api/catalog/c1')).data.products;
    expect(filters.characteristics.length).toBeGreaterThan(2);
    for (const c of filters.characteristics) expect(c.values.length).toBeGreaterThan(1);
    const order = filters.brands.map((b) => `${b.is_popular ? 0 : 1}${b.name}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names what is checked and keeps the filters in every sort link, back on page 1', async () => {
    const [, f] = cases.at(-1)!;
    const { data } = await page(urlOf(f, { page: 1, sort: 'rating' }));
    expect(data.products.selected_filters.brands.map((b) => b.id).sort()).toEqual([...f.brands].sort());
    expect(data.products.selected_filters.characteristics.map((c) => c.id).sort()).toEqual([...f.values].sort());
    for (const c of data.products.selected_filters.characteristics) expect(c.attribute_id).toBe(attributeOf.get(c.id));
    for (const option of data.sort) expect(option.url).toBe(`/catalog/c1${catalogSearch({ ...f, sort: option.value })}`);
    expect(data.sort.map((o) => o.title)[0]).toBe('По популярності');
  });

  it('a selection that matches nothing is an empty 200 with usable filters', async () => {
    const foreign = await t.db
      .selectFrom('base_products')
      .where('category_id', 'not in', subtreeIds(await loadCategories(t.db, 'uk'), 1))
      .select('brand_id')
      .execute();
    const brand = foreign.map((r) => r.brand_id).find((id) => !all.some((p) => p.brand === id))!;
    const { data, seo } = await page(`/api/catalog/c1?brand=${brand}`);
    expect(data.products.content).toEqual([]);
    expect(data.products.pagination).toMatchObject({ total: 0, current_page: 1, last_page: 1 });
    expect(data.products.filters.brands.find((b) => b.id === brand)).toMatchObject({ is_checked: true, count: 0 });
    expect(data.products.filters.price).toEqual({ minPrice: 0, maxPrice: 99999, minCurrentPrice: 0, maxCurrentPrice: 99999 });
    expect(data.products.filters.brands.length).toBeGreaterThan(1);
    expect(seo.index).toBe(false);
  });

  it('a page past the end of a filtered listing redirects to its last page, filters kept', async () => {
    const [, f] = cases[1]!;
    const res = await page(urlOf(f, { page: 999, sort: 'cheap' }));
    const last = res.data.products.pagination.last_page;
    expect(res.redirect_path).toBe(`/catalog/c1${catalogSearch({ ...f, sort: 'cheap', page: last })}`);
  });

  it.each([
    ['?sort=zzz'],
    ['?brand=abc'],
    ['?values=x,-1'],
    ['?price=abc'],
    ['?price=10'],
    ['?brand=99999999'],
    ['?values=99999999'],
    ['?sort=zzz&brand=abc&values=&price=1-2-3'],
  ])('%s is ignored: the plain listing, 200', async (query) => {
    const plain = await page('/api/catalog/c1');
    const odd = await page(`/api/catalog/c1${query}`);
    expect(odd.data.products.pagination).toEqual(plain.data.products.pagination);
    expect(odd.data.products.selected_filters).toEqual({ brands: [], characteristics: [] });
    expect(odd.seo.canonical).toBe('https://kramnytsia.test/catalog/c1');
    expect(odd.seo.index).toBe(true);
  });
});

describe('category page SEO and extras', () => {
  it.each<[string, (f: Filters[]) => Filters, boolean]>([
    ['plain', () => ({ brands: [], values: [], price: null }), true],
    ['one brand', (c) => c[1]!, true],
    ['one value', (c) => c[3]!, true],
    ['two brands', (c) => c[2]!, false],
    ['a price range', (c) => c[7]!, false],
  ])('%s: index %s, canonical on the normalized selection or the plain listing', async (_, pick, indexable) => {
    const f = pick(cases.map(([, f]) => f));
    const { seo } = await page(urlOf(f));
    expect(seo.index).toBe(indexable);
    expect(seo.follow).toBe(true);
    expect(seo.canonical).toBe(`https://kramnytsia.test/catalog/c1${indexable ? catalogSearch(f) : ''}`);
  });

  it('a single-brand page names the brand in its title, h1 and tells about the brand', async () => {
    const [, f] = cases[1]!;
    const brand = await t.db
      .selectFrom('brands')
      .where('id', '=', f.brands[0]!)
      .select(['name', 'description_uk'])
      .executeTakeFirstOrThrow();
    const { data, seo } = await page(urlOf(f));
    expect(seo.title).toContain(brand.name);
    expect(data.h1).toContain(brand.name);
    expect(data.block).toEqual({ title: brand.name, text: brand.description_uk });
    expect(data.popular_products).toEqual([]);
  });

  it('a sorted page keeps the plain canonical and is not indexed', async () => {
    const { seo } = await page('/api/catalog/c1?sort=cheap&page=2');
    expect(seo).toMatchObject({ canonical: 'https://kramnytsia.test/catalog/c1?page=2', index: false });
  });

  it('lists popular products in stock on the plain first page, and an ItemList of the cards', async () => {
    const { data, google } = await page('/api/catalog/c1');
    expect(data.popular_products.length).toBeGreaterThan(0);
    expect(data.popular_products.length).toBeLessThanOrEqual(8);
    expect(data.popular_products.every((c) => c.in_stock)).toBe(true);
    expect(google.map((g) => g['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect((google[1]!.itemListElement as unknown[]).length).toBe(data.products.content.length);
    expect((await page('/api/catalog/c1?page=2')).data.popular_products).toEqual([]);
  });

  it('links to its biggest brands and to single-value pages, each a real non-empty listing', async () => {
    const { data } = await page('/api/catalog/c1');
    expect(data.virtual_children.length).toBeGreaterThanOrEqual(2);
    expect(data.virtual_children.length).toBeLessThanOrEqual(5);
    expect(data.block_links.length).toBeGreaterThan(1);
    for (const link of [...data.virtual_children, ...data.block_links]) {
      expect(link.url).toMatch(/^\/catalog\/c1\?(brand|values)=\d+$/);
      const target = await page(`/api${link.url}`);
      expect(target.data.products.pagination.total).toBeGreaterThan(0);
      expect(target.seo.index).toBe(true);
    }
    expect(data.block_links[0]!.title).toContain(data.h1);
  });

  it('pet categories offer pet type and size widgets that lead to filtered listings', async () => {
    const categories = await loadCategories(t.db, 'uk');
    const pets = categories.find((c) => c.name === 'Товари для тварин')!;
    const { data } = await page(`/api/catalog/c${pets.id}`);
    const slugs = await t.db
      .selectFrom('attributes')
      .where(
        'id',
        'in',
        data.widgets.map((w) => w.attribute_id),
      )
      .select('slug')
      .execute();
    expect(slugs.map((s) => s.slug)).toContain('pet_type');
    for (const w of data.widgets) for (const o of w.options) expect(o.url).toBe(`/catalog/c${pets.id}?values=${o.id}`);
    expect((await page('/api/catalog/c3')).data.widgets).toEqual([]);
  });

  it('banners lead into the category, two at most', async () => {
    const { data } = await page('/api/catalog/c1');
    expect(data.banners.length).toBeLessThanOrEqual(2);
    const inside = subtreeIds(await loadCategories(t.db, 'uk'), 1).map((id) => `/catalog/c${id}`);
    for (const b of data.banners) expect(inside).toContain(b.url);
  });

  it('a quiz category offers 2 to 4 of its characteristics; others none', async () => {
    const quiz = await t.db.selectFrom('categories').where('is_show_quiz', '=', 1).select('id').orderBy('id').executeTakeFirstOrThrow();
    const { data } = await page(`/api/catalog/c${quiz.id}`);
    expect(data.is_show_quiz).toBe(true);
    expect(data.quiz_attributes.length).toBeGreaterThanOrEqual(2);
    expect(data.quiz_attributes.length).toBeLessThanOrEqual(4);
    for (const a of data.quiz_attributes) expect(a.values.length).toBeGreaterThan(1);
    const plain = await page('/api/catalog/c1');
    expect(plain.data).toMatchObject({ is_show_quiz: false, quiz_attributes: [] });
  });
});

describe('GET /api/catalog/{categoryId}/quiz', () => {
  it('answers the category’s products that fit the answers, best first, with the total', async () => {
    const quiz = await t.db.selectFrom('categories').where('is_show_quiz', '=', 1).select('id').orderBy('id').executeTakeFirstOrThrow();
    const products = await productsOf(quiz.id);
    const { data } = await page(`/api/catalog/c${quiz.id}`);
    const [q1, q2] = data.quiz_attributes as [
      CategoryPage['data']['quiz_attributes'][number],
      CategoryPage['data']['quiz_attributes'][number],
    ];
    for (const values of [[], [q1.values[0]!.id], [q1.values[0]!.id, q1.values[1]!.id], [q1.values[0]!.id, q2.values[0]!.id]]) {
      const res = await get(`/api/catalog/${quiz.id}/quiz?values=${values.join(',')}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { base_product_id: number }[]; total: number };
      const expected = products.filter((p) => matches(p, { brands: [], values, price: null })).sort(inOrder('popular'));
      expect(body.total).toBe(expected.length);
      expect(body.data.map((c) => c.base_product_id)).toEqual(expected.slice(0, 12).map((p) => p.id));
    }
  });

  it.each([
    ['/api/catalog/99999/quiz', 404, { message: 'Категорію не знайдено' }],
    ['/api/catalog/abc/quiz', 404, { message: 'Категорію не знайдено' }],
  ])('%s answers %i', async (url, status, body) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('a catalogue path under a category still reaches the category page, not the quiz', async () => {
    const res = await get('/api/catalog/c1/quiz');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(1);
  });

  it('ignores unknown and unreadable answers', async () => {
    const quiz = await t.db.selectFrom('categories').where('is_show_quiz', '=', 1).select('id').orderBy('id').executeTakeFirstOrThrow();
    const plain = (await get(`/api/catalog/${quiz.id}/quiz`)).json();
    expect((await get(`/api/catalog/${quiz.id}/quiz?values=abc,99999999`)).json()).toEqual(plain);
  });
});
