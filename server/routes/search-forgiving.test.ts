import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

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
    expect(titles(body).slice(0, 3).some((t) => title.test(t))).toBe(true);
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
    const names = await t.db.selectFrom('categories').where('id', 'in', ru.closest_categories.map((c: { id: number }) => c.id)).select(['id', 'name_ru']).execute();
    for (const c of ru.closest_categories) expect(c.name).toBe(names.find((n) => n.id === c.id)!.name_ru);
  });

  it('offers nothing for words no catalogue word is near', async () => {
    const body = await page('zzzzqq');
    expect(body.pagination.total).toBe(0);
    expect(body.did_you_mean).toBeUndefined();
    expect(body.closest_categories).toEqual([]);
  });
});
