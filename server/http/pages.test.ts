import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { APP_CODE_LOADER_SOURCE } from './app-code';
import { cacheControlFor } from './static-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('pages', () => {
  it('a product page has its head filled: title, description, canonical, hreflang, robots, Open Graph, JSON-LD', async () => {
    const product = (await t.app.inject({ url: '/api/product/1' })).json();
    const res = await page('/product/1');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="uk"');
    expect(html).toContain(`<title>${product.seo.title.replace(/"/g, '&#34;')}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://kramnytsia.test/product/1">');
    expect(html).toContain('<link rel="alternate" hreflang="uk-ua" href="https://kramnytsia.test/product/1">');
    expect(html).toContain('<link rel="alternate" hreflang="ru-ua" href="https://kramnytsia.test/ru/product/1">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://kramnytsia.test/product/1">');
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(html).toContain('<meta property="og:image" content="https://kramnytsia.test/media/product/');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'Product']);
    expect(ld[1].offers.priceCurrency).toBe('UAH');
  });

  it('a Russian page is marked ru with a Russian title', async () => {
    const html = (await page('/ru/catalog/c1')).body;
    expect(html).toContain('<html lang="ru"');
    expect(html).toMatch(/<title>[^<]*купить в Украине/);
    expect(html).toContain('<meta property="og:locale" content="ru_UA">');
  });

  it.each(['/no-such-page', '/ru/no-such-page', '/product/99999999', '/product/abc', '/catalog/c99999', '/blog/page-0'])(
    '%s answers 404 with noindex',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="robots" content="noindex,nofollow">');
      expect(res.body).not.toContain('hreflang');
    },
  );

  it('a catalogue page past its end redirects to the last page', async () => {
    const res = await page('/catalog/c1?page=999');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toMatch(/^\/catalog\/c1(\?page=\d+)?$/);
  });

  it.each([
    ['lang=ru', '/', 302, '/ru'],
    ['lang=uk', '/', 200, undefined],
    ['lang=ru', '/catalog/c1', 200, undefined],
    ['i18n_redirected=ru', '/', 302, '/ru'],
    ['lang=uk; i18n_redirected=ru', '/', 200, undefined],
  ])('with cookie %s a visit to %s answers %i', async (cookie, url, status, location) => {
    const res = await page(url, cookie);
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(location);
  });

  // A string given to String.replace reads `$&`, `$'`, `$\`` and `$1` as patterns: typed into a search, they
  // once pasted the template into itself (two documents, no title).
  it.each(['$`', "$'", '$&', '$1', '$$'])('a search for %s fills the head once, with the query as typed', async (query) => {
    const html = (await page(`/search?query=${encodeURIComponent(query)}`)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toContain(`«${query.replace(/[&']/g, (c) => `&#${c.charCodeAt(0)};`)}»`);
  });

  it("a shared favourites list named with $ patterns keeps its name in the page's title", async () => {
    const { id: customerId } = await signInTestCustomer(t.db);
    const name = "Мої $' і $& і $`";
    await t.db
      .insertInto('favorite_lists')
      .values({
        customer_id: customerId,
        name,
        share_id: 'dollar-patterns-list-1',
        is_default: 0,
        is_shared: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const html = (await page('/favorites/share/dollar-patterns-list-1')).body;
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Мої $&#39; і $&#38; і $\`: список обраного | ${t.config.storeName}`);
  });

  it('pages are never cached without revalidation and carry security headers', async () => {
    const res = await page('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    // Scripts from the store itself, and the one inline script: the loader of a server-rendered page's code.
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${APP_CODE_LOADER_SOURCE};`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('listing pages', () => {
  const head = async (url: string) => {
    const res = await page(url);
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(res.body)?.[1];
    const robots = /<meta name="robots" content="([^"]*)">/.exec(res.body)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
    return { status: res.statusCode, location: res.headers.location, canonical, robots, title, body: res.body };
  };
  const brandOf = async (categoryId: number) =>
    (await t.app.inject({ url: `/api/catalog/c${categoryId}` })).json().data.virtual_children[0];

  it('a single-brand category page is an indexed landing page with its own canonical and alternates', async () => {
    const brand = await brandOf(1);
    const h = await head(`/catalog/c1?brand=${brand.id}`);
    expect(h).toMatchObject({ status: 200, canonical: `https://kramnytsia.test/catalog/c1?brand=${brand.id}`, robots: 'index,follow' });
    expect(h.title).toContain(brand.name);
    expect(h.body).toContain(`<link rel="alternate" hreflang="ru-ua" href="https://kramnytsia.test/ru/catalog/c1?brand=${brand.id}">`);
  });

  it.each([
    ['two brands', (a: number, b: number) => `?brand=${a},${b}`],
    ['a price range', () => '?price=100-500'],
    ['another sort', () => '?sort=cheap'],
  ])('a category narrowed by %s is noindex,follow with the plain canonical', async (_, query) => {
    const cards = (await t.app.inject({ url: '/api/catalog/c1' })).json().data.virtual_children;
    const h = await head(`/catalog/c1${query(cards[0].id, cards[1].id)}`);
    expect(h).toMatchObject({ status: 200, canonical: 'https://kramnytsia.test/catalog/c1', robots: 'noindex,follow' });
    expect(h.body).not.toContain('hreflang');
  });

  it('unreadable filters leave the plain, indexed page', async () => {
    expect(await head('/catalog/c1?brand=abc&sort=zzz')).toMatchObject({
      status: 200,
      canonical: 'https://kramnytsia.test/catalog/c1',
      robots: 'index,follow',
    });
  });

  it('a filtered page past its end redirects to its last page with the filters kept', async () => {
    const brand = await brandOf(1);
    const h = await head(`/ru/catalog/c1?brand=${brand.id}&page=999`);
    expect(h.status).toBe(301);
    expect(h.location).toMatch(new RegExp(`^/ru/catalog/c1\\?brand=${brand.id}(&page=\\d+)?$`));
  });

  it.each([
    ['/seller', 'Кабінет продавця — Крамниця'],
    ['/ru/seller', 'Кабинет продавца — Крамниця'],
    ['/admin', 'Бек-офіс — Крамниця'],
    ['/ru/admin', 'Бэк-офис — Крамниця'],
  ])('the seller workspace and the back office: %s is served with its own title and never indexed', async (url, title) => {
    expect(await head(url)).toMatchObject({ status: 200, robots: 'noindex,nofollow', title });
  });

  it('the brand list and a brand page have their heads; an unknown brand is a 404', async () => {
    const list = await head('/brand');
    expect(list).toMatchObject({ status: 200, canonical: 'https://kramnytsia.test/brand', robots: 'index,follow' });
    const name = (await t.db.selectFrom('brands').where('id', '=', 1).select('name').executeTakeFirstOrThrow()).name;
    const brand = await head('/ru/brand/1');
    expect(brand).toMatchObject({ status: 200, canonical: 'https://kramnytsia.test/ru/brand/1', robots: 'index,follow' });
    expect(brand.title).toContain(name);
    expect(brand.body).toContain('"@type":"BreadcrumbList"');
    expect(await head('/brand/1?sort=cheap')).toMatchObject({ canonical: 'https://kramnytsia.test/brand/1', robots: 'noindex,follow' });
    for (const url of ['/brand/99999', '/ru/brand/99999', '/brand/abc']) expect((await head(url)).status).toBe(404);
  });
});

describe('cache policy of built files', () => {
  it.each([
    ['/srv/dist/assets/index-3f9a.js', 'public, max-age=31536000, immutable'],
    ['/srv/dist/assets/home-77aa.css', 'public, max-age=31536000, immutable'],
    ['/srv/dist/sw.js', 'no-cache'],
    ['/srv/dist/manifest.webmanifest', 'no-cache'],
    ['/srv/dist/icons/icon-192.png', 'no-cache'],
  ])('%s: %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
