import { existsSync } from 'node:fs';
import { Window, type Document, type Element } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/paths';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
let articlePath: string;

beforeAll(async () => {
  t = await createTestApp();
  const article = await t.db.selectFrom('blog_articles').select(['id', 'category_id']).orderBy('id').executeTakeFirstOrThrow();
  articlePath = paths.blogArticle(article.category_id, article.id);
});
afterAll(() => t.close());

/** A page as the server sends it, parsed as a browser without scripts (or the HTML checker) reads it. */
async function served(url: string): Promise<Document> {
  const res = await t.call('GET', url);
  expect(res.statusCode, url).toBe(200);
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(res.body, 'text/html');
}

const describeAll = (elements: Iterable<Element>) => [...elements].map((e) => e.outerHTML.slice(0, 160));

const KEY_PAGES = () => [
  '/',
  '/ru',
  '/catalog/c1',
  '/ru/catalog/c1',
  '/product/1',
  '/ru/product/1',
  '/blog',
  articlePath,
  '/checkout',
  '/search?query=олія',
];

describe('the markup the server sends, by the HTML checker’s rules', () => {
  it.each([['/'], ['/ru/product/1'], ['/checkout']])('%s lets the shopper zoom: no maximum scale, scaling not disabled', async (url) => {
    const viewport = (await served(url)).querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/);
  });

  it('every picture of the key pages names a real file, strips’ pictures out of reach and banners included', async () => {
    for (const url of KEY_PAGES()) {
      const doc = await served(url);
      const images = [...doc.querySelectorAll('img')];
      expect(images.length, `${url} has pictures`).toBeGreaterThan(url.startsWith('/checkout') || url.startsWith('/search') ? -1 : 0);
      expect(describeAll(images.filter((img) => !img.getAttribute('src')?.trim())), `pictures without src on ${url}`).toEqual([]);
    }
    // The home page's banner strips and product strips are where pictures out of reach are.
    const home = await served('/');
    expect(home.querySelectorAll('.media-strip img[loading="lazy"]').length).toBeGreaterThan(0);
  });

  it('no field pairs a role with a type that ARIA in HTML forbids for it (a search field is no combobox)', async () => {
    let seen = 0;
    for (const url of KEY_PAGES()) {
      const doc = await served(url);
      const combos = [...doc.querySelectorAll('input[role="combobox"]')];
      seen += combos.length;
      expect(describeAll(combos.filter((input) => !['text', null].includes(input.getAttribute('type')))), url).toEqual([]);
    }
    // The header's search box is on every page with the store's header.
    expect(seen).toBeGreaterThanOrEqual(KEY_PAGES().length - 1);
  });

  it('every section of the key pages, the catalogue menu’s included, has a heading or a name of its own', async () => {
    for (const url of KEY_PAGES()) {
      const doc = await served(url);
      const named = (section: Element) =>
        section.querySelector('h1, h2, h3, h4, h5, h6') || section.hasAttribute('aria-label') || section.hasAttribute('aria-labelledby');
      const bare = [...doc.querySelectorAll('section')].filter((section) => !named(section));
      expect(describeAll(bare), `sections without a heading on ${url}`).toEqual([]);
    }
  });
});

/** The JSON-LD blocks of a page's head. */
async function structuredData(url: string): Promise<Record<string, unknown>[]> {
  const doc = await served(url);
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
}
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => b['@type'] === type);

describe('structured data in the page head', () => {
  it.each([
    ['/', 'https://kramnytsia.test/'],
    ['/ru', 'https://kramnytsia.test/ru'],
  ])('the home page %s names the store as an Organization: name, logo and customer service contact', async (url, address) => {
    const organization = ofType(await structuredData(url), 'Organization');
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: t.config.storeName,
      url: address,
      logo: { '@type': 'ImageObject', url: 'https://kramnytsia.test/icons/icon-512.png' },
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: t.config.storePhone.replace(/\s/g, ''),
          email: t.config.storeEmail,
          areaServed: 'UA',
          availableLanguage: ['uk', 'ru'],
        },
      ],
    });
    // The logo is one of the store's own files.
    expect(existsSync('public/icons/icon-512.png')).toBe(true);
  });

  it.each([['uk'], ['ru']])('a blog article (%s) has its author, publisher and both dates', async (lang) => {
    const row = await t.db.selectFrom('blog_articles').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const article = ofType(await structuredData(`${lang === 'ru' ? '/ru' : ''}${articlePath}`), 'Article');
    const store = {
      '@type': 'Organization',
      name: t.config.storeName,
      url: 'https://kramnytsia.test/',
      logo: { '@type': 'ImageObject', url: 'https://kramnytsia.test/icons/icon-512.png' },
    };
    expect(article).toMatchObject({
      author: store,
      publisher: store,
      datePublished: row.published_at,
      dateModified: row.published_at,
      inLanguage: lang,
    });
  });

  it('a product has its sku, the same on every seller’s offer of it', async () => {
    const offers = await t.db
      .selectFrom('products')
      .select(['id', 'base_product_id'])
      .where('base_product_id', '=', t.db.selectFrom('products').select('base_product_id').where('id', '=', 1))
      .execute();
    for (const offer of offers.slice(0, 2)) {
      const product = ofType(await structuredData(`/product/${offer.id}`), 'Product');
      expect(product).toMatchObject({ sku: String(offer.base_product_id) });
    }
  });
});
