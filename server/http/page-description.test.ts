import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headMarkup, rootMarkup, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a page the route describes, drawn by the server', () => {
  it.each([
    ['/product/99999999', 'Сторінка не знайдена', 'Можливо, ця сторінка була видалена'],
    ['/ru/product/99999999', 'Страница не найдена', 'Возможно, эта страница была удалена'],
    ['/seller_99999999-temp', 'Сторінка не знайдена', 'Можливо, ця сторінка була видалена'],
    ['/no-such-page', 'Сторінка не знайдена', 'Можливо, ця сторінка була видалена'],
  ])('%s whose data answers 404 is the not-found page, readable without scripts', async (url, title, text) => {
    const page = await t.call('GET', url);
    expect(page.statusCode).toBe(404);
    expect(rootMarkup(page.body)).toContain(title);
    expect(rootMarkup(page.body)).toContain(text);
    expect(rootMarkup(page.body)).not.toContain('skeleton');
    expect(headMarkup(page.body)).toContain('<meta name="robots" content="noindex,nofollow">');
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
    for (const part of parts) expect(headMarkup(page.body)).toContain(part);
  });

  it('a product found has its own head and no not-found mark', async () => {
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const page = await t.call('GET', `/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(headMarkup(page.body)).toContain(`<link rel="canonical" href="https://kramnytsia.test/product/${product.id}">`);
    expect(page.body).not.toMatch(/"notFound":true/);
  });
});
