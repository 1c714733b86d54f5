import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEARLY_MORE } from '../../src/domain/search-reading';
import { createTestApp, type TestApp } from '../testing/app';

/** A query that finds nothing as typed is read again forgivingly (src/domain/search-reading.ts), in both languages. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Lang = 'uk' | 'ru';
const q = (query: string) => `query=${encodeURIComponent(query)}`;
async function get(path: string, params: string, lang: Lang = 'uk') {
  const res = await t.app.inject({ method: 'GET', url: `/api/multisearch/${path}?${params}`, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const live = (query: string, lang: Lang = 'uk', extra = '') => get('live-search', q(query) + extra, lang);
const page = (query: string, lang: Lang = 'uk', extra = '') => get('search', q(query) + extra, lang);
const titles = (body: { products: { title: string }[] } | { products: { content: { title: string }[] } }) =>
  ('content' in body.products ? body.products.content : body.products).map((p) => p.title);

describe('the other keyboard layout', () => {
  it.each<[string, Lang, string, RegExp]>([
    ['jksz', 'uk', 'олія', /олія/iu],
    ['jksz', 'ru', 'олія', /масло/iu],
    ['vfckj', 'ru', 'масло', /масло/iu],
    ['rfgcekb', 'uk', 'капсули', /капсули/iu],
    ['ghjntby', 'ru', 'протеин', /протеин/iu],
    ['тщквшс', 'uk', 'nordic', /Nordic Leaf/u],
  ])('%j (%s) is read as %j in the suggestions and on the results page', async (typed, lang, read, title) => {
    const suggestions = await live(typed, lang);
    expect(suggestions.corrected).toBe(read);
    expect(suggestions.total).toBeGreaterThan(0);
    expect(titles(suggestions)[0]).toMatch(title);
    const results = await page(typed, lang);
    expect(results.corrected).toBe(read);
    expect(results.query).toBe(typed);
    expect(results.pagination.total).toBe(suggestions.total);
    expect(titles(results).every((t) => title.test(t))).toBe(true);
  });

  it('reads only the part typed on the other layout: "jksz cbd"', async () => {
    const body = await live('jksz cbd');
    expect(body.corrected).toBe('олія cbd');
    expect(titles(body).every((t) => /олія/iu.test(t) && /cbd/iu.test(t))).toBe(true);
  });

  it('searches for what was typed, word for word, with exact=1', async () => {
    expect(await live('jksz', 'uk', '&exact=1')).toEqual({ products: [], categories: [], total: 0 });
    const results = await page('jksz', 'uk', '&exact=1');
    expect(results.pagination.total).toBe(0);
    expect(results.corrected).toBeUndefined();
  });

  it('keeps the filters of a query that finds something elsewhere: a chosen category without it stays at 0', async () => {
    const shampoos = await t.db.selectFrom('categories').where('name_uk', '=', 'Шампуні').select('id').executeTakeFirstOrThrow();
    const inShampoos = await page('олія', 'uk', `&categories[]=${shampoos.id}`);
    expect(inShampoos.pagination.total).toBe(0);
    expect(inShampoos.categories).toContainEqual(expect.objectContaining({ id: shampoos.id, count: 0, is_checked: true }));
    expect(inShampoos.closest_categories).toBeUndefined();
  });

  it('does not correct a query that finds something as typed', async () => {
    const body = await live('олія');
    expect(body.total).toBeGreaterThan(0);
    expect(body.corrected).toBeUndefined();
  });
});

describe('transliteration, the other language and slips of the keyboard', () => {
  it.each<[string, Lang, RegExp]>([
    ['oliya', 'uk', /олія/iu],
    ['oliia', 'uk', /олія/iu],
    ['olia', 'uk', /олія/iu],
    ['kapsuly', 'uk', /капсули/iu],
    ['нордик', 'uk', /Nordic Leaf/u],
    ['хемп паус', 'uk', /Hemp Paws/u],
    ['кбд', 'uk', /CBD/u],
    ['кбд', 'ru', /CBD/u],
    ['канопляна олія', 'uk', /конопляна/iu],
    ['капсли', 'ru', /капсулы/iu],
    ['протеен', 'uk', /протеїн/iu],
    ['гриднер', 'ru', /гриндер/iu],
    ['шампунь для кота', 'uk', /шампунь для котів/iu],
  ])('%j (%s) finds %s', async (typed, lang, title) => {
    const body = await live(typed, lang);
    expect(body.corrected).toBeUndefined();
    expect(body.total).toBeGreaterThan(0);
    expect(
      titles(body)
        .slice(0, 3)
        .some((t) => title.test(t)),
    ).toBe(true);
    const results = await page(typed, lang);
    expect(results.pagination.total).toBe(body.total);
  });

  it('ranks an exact query as before: the forgiving reading runs only when nothing is found', async () => {
    const { uid: _a, ...forgiving } = await page('олія cbd');
    const { uid: _b, ...literal } = await page('олія cbd', 'uk', '&exact=1');
    expect(forgiving).toEqual(literal);
  });
});

describe('nothing found', () => {
  it('offers a near spelling that finds something', async () => {
    const body = await page('кпсаули');
    expect(body.pagination.total).toBe(0);
    expect(body.did_you_mean).toBe('капсули');
    expect((await page(body.did_you_mean)).pagination.total).toBeGreaterThan(0);
  });

  it('offers the categories nearest to the words, in the request language', async () => {
    const uk = await page('олія zzzzqq');
    expect(uk.pagination.total).toBe(0);
    expect(uk.closest_categories.length).toBeGreaterThan(0);
    expect(uk.closest_categories[0].url).toMatch(/^\/catalog\//u);
    const ru = await page('олія zzzzqq', 'ru');
    expect(ru.closest_categories.map((c: { id: number }) => c.id)).toEqual(uk.closest_categories.map((c: { id: number }) => c.id));
    const names = await t.db
      .selectFrom('categories')
      .where(
        'id',
        'in',
        ru.closest_categories.map((c: { id: number }) => c.id),
      )
      .select(['id', 'name_ru'])
      .execute();
    for (const c of ru.closest_categories) expect(c.name).toBe(names.find((n) => n.id === c.id)!.name_ru);
  });

  it('offers nothing for words no catalogue word is near', async () => {
    const body = await page('zzzzqq');
    expect(body.pagination.total).toBe(0);
    expect(body.did_you_mean).toBeUndefined();
    expect(body.closest_categories).toEqual([]);
  });
});

describe('a query that finds a few', () => {
  beforeAll(async () => {
    // A product whose code is what `jksz` types: the query finds it as typed, and олія finds dozens.
    const template = await t.db.selectFrom('base_products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const offer = await t.db.selectFrom('products').selectAll().where('id', '=', template.best_product_id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('base_products')
      .values({ ...template, id: 900_001, title_uk: 'Набір JKSZ-1', title_ru: 'Набор JKSZ-1', best_product_id: 900_001 })
      .execute();
    await t.db
      .insertInto('products')
      .values({ ...offer, id: 900_001, base_product_id: 900_001 })
      .execute();
  });

  it.each<[Lang, RegExp]>([
    ['uk', /олія/iu],
    ['ru', /масло/iu],
  ])('%s: the other layout, which finds clearly more, is shown instead, and exact=1 finds the few', async (lang, product) => {
    const suggested = await live('jksz', lang);
    expect(suggested.corrected).toBe('олія');
    expect(suggested.total).toBeGreaterThanOrEqual(CLEARLY_MORE);
    expect(titles(suggested)[0]).toMatch(product);
    const found = await page('jksz', lang);
    expect(found.corrected).toBe('олія');
    expect(titles(found)).not.toContain(lang === 'uk' ? 'Набір JKSZ-1' : 'Набор JKSZ-1');
    expect(titles(await live('jksz', lang, '&exact=1'))).toEqual([lang === 'uk' ? 'Набір JKSZ-1' : 'Набор JKSZ-1']);
    expect(titles(await page('jksz', lang, '&exact=1'))).toEqual([lang === 'uk' ? 'Набір JKSZ-1' : 'Набор JKSZ-1']);
  });

  it('keeps the few when the other reading finds no more', async () => {
    const body = await live('набір jksz');
    expect(titles(body)).toEqual(['Набір JKSZ-1']);
    expect(body.corrected).toBeUndefined();
    const found = await page('набір jksz');
    expect(titles(found)).toEqual(['Набір JKSZ-1']);
    expect(found.corrected).toBeUndefined();
  });

  it('keeps the few within chosen filters', async () => {
    const { category_id } = await t.db
      .selectFrom('base_products')
      .select('category_id')
      .where('id', '=', 900_001)
      .executeTakeFirstOrThrow();
    const found = await page('jksz', 'uk', `&categories[]=${category_id}`);
    expect(found.corrected).toBeUndefined();
    expect(titles(found)).toContain('Набір JKSZ-1');
  });
});
