import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../src/domain/page-rendering';
import { createTestApp, type TestApp } from '../testing/app';

// Imported by a name TypeScript does not follow: the entry is browser code, compiled with the app, not the server.
const ENTRY: string = '../../src/app/entry-server.tsx';

let t: TestApp;
beforeAll(async () => {
  const { renderer } = (await import(/* @vite-ignore */ ENTRY)) as { renderer: PageRenderer };
  t = await createTestApp({ renderer });
});
afterAll(() => t.close());

/** The markup inside the app's root, as a browser without scripts shows it. */
const root = (html: string) =>
  (/<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a page the route describes, drawn by the server', () => {
  it.each([
    ['/product/99999999', 'Сторінка не знайдена', 'Можливо, ця сторінка була видалена'],
    ['/ru/product/99999999', 'Страница не найдена', 'Возможно, эта страница была удалена'],
    ['/seller_99999999-temp', 'Сторінка не знайдена', 'Можливо, ця сторінка була видалена'],
    ['/no-such-page', 'Сторінка не знайдена', 'Можливо, ця сторінка була видалена'],
  ])('%s whose data answers 404 is the not-found page, readable without scripts', async (url, title, text) => {
    const page = await t.call('GET', url);
    expect(page.statusCode).toBe(404);
    expect(root(page.body)).toContain(title);
    expect(root(page.body)).toContain(text);
    expect(root(page.body)).not.toContain('skeleton');
    expect(head(page.body)).toContain('<meta name="robots" content="noindex,nofollow">');
    // Hydration draws the same: the embedded state says the page is the not-found one.
    expect(page.body).toMatch(/"notFound":true/);
  });

  it.each([
    ['/contact', '<title>Контакти | ', '<link rel="canonical" href="https://kramnytsia.test/contact">'],
    ['/ru/contact', '<title>Контакты | ', '<link rel="canonical" href="https://kramnytsia.test/ru/contact">'],
    ['/seller', '<meta name="robots" content="noindex,nofollow">', '<link rel="canonical" href="https://kramnytsia.test/seller">'],
  ])('%s gets the head its route describes', async (url, ...parts) => {
    const page = await t.call('GET', url);
    expect(page.statusCode).toBe(200);
    for (const part of parts) expect(head(page.body)).toContain(part);
  });

  it('a product found has its own head and no not-found mark', async () => {
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const page = await t.call('GET', `/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(head(page.body)).toContain(`<link rel="canonical" href="https://kramnytsia.test/product/${product.id}">`);
    expect(page.body).not.toMatch(/"notFound":true/);
  });
});
