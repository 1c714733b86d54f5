import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLang } from '../../src/domain/paths';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
// A small catalogue keeps the sitemap in the low hundreds of pages, so every one of them is asked for.
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

const ORIGIN = 'https://kramnytsia.test';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const pathOf = (url: string) => {
  expect(url.startsWith(ORIGIN), url).toBe(true);
  return url.slice(ORIGIN.length);
};

describe('/sitemap.xml and robots.txt', () => {
  it('robots.txt names the sitemap index by its full address', async () => {
    const res = await t.call('GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /cabinet');
  });

  it('is an index of one file per kind, each URL in both languages with alternates and lastmod, and every URL in it answers 200', async () => {
    const index = await t.call('GET', '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body).map(pathOf);
    expect(files).toEqual(['categories', 'brands', 'products', 'sellers', 'blog', 'guide', 'promotions'].map((k) => `/sitemap/${k}-1.xml`));

    const listed = await t.db
      .selectFrom('base_products')
      .where('best_product_id', '>', 0)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const pages = new Set<string>();
    for (const file of files) {
      const res = await t.call('GET', file);
      expect(res.statusCode, file).toBe(200);
      const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length).toBeLessThan(50_000);
      if (file.includes('products')) expect(urls.length).toBe(2 * Number(listed.n));
      for (const url of urls) {
        expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
        const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
        const path = splitLang(pathOf(loc)).path;
        expect(url).toContain(`hreflang="uk-ua" href="${ORIGIN}${path}"`);
        expect(url).toContain(`hreflang="ru-ua" href="${ORIGIN}/ru${path}"`);
        for (const [, href] of url.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)) pages.add(pathOf(href!));
        pages.add(pathOf(loc));
      }
    }
    // Every address a search engine is given, and every alternate it names, is a page: none is a 404 or a redirect.
    // Asked a few at a time, as a crawler does: each page waits on its database reads, which then overlap.
    const queue = [...pages];
    const statuses: [string, number][] = [];
    const crawler = async () => {
      for (let page = queue.pop(); page !== undefined; page = queue.pop()) statuses.push([page, (await t.call('GET', page)).statusCode]);
    };
    await Promise.all(Array.from({ length: 6 }, crawler));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(pages.size);
  }, 240_000);

  it('is a 404 past a kind’s last file and for an unknown kind', async () => {
    expect((await t.call('GET', '/sitemap/products-2.xml')).statusCode).toBe(404);
    expect((await t.call('GET', '/sitemap/recipes-1.xml')).statusCode).toBe(404);
    expect((await t.call('GET', '/sitemap/products-0.xml')).statusCode).toBe(404);
  });
});

describe('GET /api/html-sitemap/{id}', () => {
  interface Page {
    data: { sections: { kind: string; title: string; links: { title: string; url: string }[] }[] };
    pagination: { current_page: number; last_page: number; total: number };
    seo: { title: string; canonical: string; index: boolean; follow: boolean; h1: string };
  }

  it('lists categories, brands, sellers and articles under their kinds, in the asked language', async () => {
    const res = await t.call('GET', '/api/html-sitemap/1');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.data.sections.map((s) => s.title)).toEqual(['Категорії', 'Бренди', 'Продавці', 'Гід покупця', 'Статті блогу']);
    const categories = await t.db.selectFrom('categories').select(['id', 'name_uk']).orderBy('id').execute();
    expect(page.data.sections[0]!.links[0]).toEqual({ title: categories[0]!.name_uk, url: `/catalog/c${categories[0]!.id}` });
    expect(page.data.sections[2]!.links[0]!.url).toBe('/seller_1-temp');
    expect(page.seo).toMatchObject({ canonical: `${ORIGIN}/html-sitemap/1`, index: false, follow: true, h1: 'Карта сайту' });
    expect(page.pagination).toMatchObject({ current_page: 1, last_page: 1 });
    expect(page.data.sections.reduce((n, s) => n + s.links.length, 0)).toBe(page.pagination.total);
    const ru = (await t.call('GET', '/api/html-sitemap/1', { lang: 'ru' })).json() as Page;
    expect(ru.data.sections[3]!.title).toBe('Гид покупателя');
    expect(ru.data.sections[3]!.links[1]).toEqual({ title: 'Доставка', url: '/gid-pokupatelya/dostavka' });
  });

  it('is a 404 past the last page, and its page answers with the same status', async () => {
    const res = await t.call('GET', '/api/html-sitemap/2', { lang: 'ru' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Не найдено' });
    expect((await t.call('GET', '/html-sitemap/2')).statusCode).toBe(404);
    const html = await t.call('GET', '/ru/html-sitemap/1');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<title>Карта сайта | ');
  });
});
