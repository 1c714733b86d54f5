import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../src/domain/page-rendering';
import { formatPrice } from '../../src/domain/money';
import { createTestApp, headMarkup, rootMarkup, signInTestCustomer, type TestApp } from '../testing/app';
import { pageDataScript } from './first-screen';

// Imported by a name TypeScript does not follow: the entry is browser code, compiled with the app, not the server.
const ENTRY: string = '../../src/app/entry-server.tsx';

let t: TestApp;
let renderer: PageRenderer;

beforeAll(async () => {
  renderer = ((await import(/* @vite-ignore */ ENTRY)) as { renderer: PageRenderer }).renderer;
  t = await createTestApp({ renderer });
});
afterAll(() => t.close());

/** The state the page embeds for its hydration. */
function embedded(html: string) {
  const json = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the page embeds its first screen').toBeDefined();
  return JSON.parse(json!) as { lang: string; resources: Record<string, unknown>; texts: Record<string, unknown>; hasSession: boolean };
}

describe('a product page from the server', () => {
  it.each([
    ['uk', ''],
    ['ru', '/ru'],
  ])('shows the title, the price and the preloaded main picture in %s, with the data the API answers', async (lang, prefix) => {
    const api = (await t.call('GET', '/api/product/1', { lang })).json();
    const page = await t.call('GET', `${prefix}/product/1`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(`<html lang="${lang}"`);
    const escapedTitle = api.data.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    expect(rootMarkup(html)).toContain(`<h1 class="product__title">${escapedTitle}</h1>`);
    expect(rootMarkup(html)).toContain(formatPrice(api.data.offer.price));
    const head = headMarkup(html);
    expect(head).toMatch(
      new RegExp(
        `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${api.data.media[0].src.replace(/\.svg$/, '')}-240\\.avif 240w`,
      ),
    );
    const state = embedded(html);
    expect(state.lang).toBe(lang);
    expect(state.resources[`product:${lang}:1`]).toEqual(api);
    expect(Object.keys(state.texts)).toEqual(expect.arrayContaining(['common', 'product']));
    // Only what the page used: the checkout's texts stay out of a product page.
    expect(Object.keys(state.texts)).not.toContain('checkout');
  });

  it('says whether the shopper has a session, so a guest is not asked about an account', async () => {
    expect(embedded((await t.call('GET', '/product/1')).body).hasSession).toBe(false);
    const { token } = await signInTestCustomer(t.db);
    expect(embedded((await t.call('GET', '/product/1', { token })).body).hasSession).toBe(true);
    expect(embedded((await t.call('GET', '/product/1', { token: 'not-a-session' })).body).hasSession).toBe(false);
  });
});

describe('other public pages from the server', () => {
  it('a category lists its products, with the menu and the footer around it', async () => {
    const api = (await t.call('GET', '/api/catalog/c1?page=1')).json();
    const html = (await t.call('GET', '/catalog/c1')).body;
    expect(rootMarkup(html)).toContain(api.data.h1);
    expect(rootMarkup(html)).toContain(api.data.products.content[0].title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(rootMarkup(html)).toContain('class="footer"');
    expect(Object.keys(embedded(html).resources)).toEqual(['menu:uk', 'footer:uk', 'listing:uk:/catalog/c1']);
  });

  it('the home page carries its banners and product strips in Russian under /ru', async () => {
    const html = (await t.call('GET', '/ru')).body;
    expect(Object.keys(embedded(html).resources)).toEqual(expect.arrayContaining(['media:tabs:ru', 'slider:pg_popular:ru']));
    expect(rootMarkup(html)).toContain('media-strip--tabs');
  });

  it('search results come drawn, and the search lands in the guest’s own history through the cookie', async () => {
    const first = await t.call('GET', '/search?query=олія');
    expect(rootMarkup(first.body)).toContain('class="search-page"');
    const cookie = [first.headers['set-cookie']].flat().find((c) => c?.startsWith('multisearch_uid='));
    expect(cookie, 'a new guest gets a search id with the page').toBeDefined();
    const uid = /^multisearch_uid=([^;]+)/.exec(cookie!)![1]!;
    expect(Object.keys(embedded(first.body).resources)).toContain('search:uk:/search?query=%D0%BE%D0%BB%D1%96%D1%8F');

    // The next page the guest opens sends the cookie back: no new id, and both searches are in one history.
    const second = await t.call('GET', '/search?query=чай', { headers: { cookie: `multisearch_uid=${uid}` } });
    expect(second.headers['set-cookie']).toBeUndefined();
    const history = (await t.call('GET', '/api/multisearch/history', { headers: { 'x-multisearch-id': uid } })).json();
    expect(history.data).toEqual(expect.arrayContaining(['олія', 'чай']));
  });

  it('an unknown page is rendered as the not-found page with status 404', async () => {
    const page = await t.call('GET', '/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(rootMarkup(page.body)).toContain('Page Not Found: /no-such-page');
  });

  it('a page the browser renders (checkout) gets the layout around a loading main', async () => {
    const html = (await t.call('GET', '/checkout')).body;
    expect(rootMarkup(html)).toContain('<main id="main"');
    expect(Object.keys(embedded(html).resources)).toEqual([]);
  });
});

describe('the answers a page hands to its service worker', () => {
  it('are one text whichever API call of the render finished first', () => {
    const menu = { url: '/api/menu', body: { data: [] } };
    const footer = { url: '/api/menu/footer', body: { data: { groups: [] } } };
    const product = { url: '/api/products/1', body: { data: { id: 1 } } };
    expect(pageDataScript([footer, product, menu])).toBe(pageDataScript([menu, footer, product]));
    expect(pageDataScript([product, menu, footer])).toBe(pageDataScript([menu, footer, product]));
  });

  it('are every answer the render used, by the page and by the layout', async () => {
    const html = (await t.call('GET', '/product/1')).body;
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    const urls = (JSON.parse(json!) as { url: string }[]).map((answer) => answer.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/menu', '/api/menu/footer', '/api/product/1']));
    expect(urls).toEqual([...urls].sort());
  });
});

describe('when server rendering fails', () => {
  it('the page still comes with its head and an empty root, and the browser renders it', async () => {
    const failing = await createTestApp({
      renderer: {
        renderPage: () => Promise.reject(new Error('broken')),
        describePage: (request) => renderer.describePage(request),
        sendApiRequestsWith: () => undefined,
      },
    });
    try {
      const page = await failing.call('GET', '/product/1');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<title>');
    } finally {
      await failing.close();
    }
  });
});
