import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headMarkup, rootMarkup, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('blog pages from the server', () => {
  it.each([
    ['uk', '', 'title_uk', 'name_uk'],
    ['ru', '/ru', 'title_ru', 'name_ru'],
  ] as const)('an article comes drawn in %s with its title, product links and its head', async (_lang, prefix, column, nameColumn) => {
    const row = await t.db.selectFrom('blog_articles').where('id', '=', 4).selectAll().executeTakeFirstOrThrow();
    const category = await t.db.selectFrom('blog_categories').where('id', '=', row.category_id).selectAll().executeTakeFirstOrThrow();
    const path = `/blog/category/${row.category_id}/article/4`;
    const page = await t.call('GET', `${prefix}${path}`);
    expect(page.statusCode).toBe(200);
    const title = row[column].replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(rootMarkup(page.body)).toContain(`<h1>${title}</h1>`);
    expect(rootMarkup(page.body)).toMatch(new RegExp(`<a href="${prefix}/product/\\d+"`));
    expect(headMarkup(page.body)).toContain(`<link rel="canonical" href="https://kramnytsia.test${prefix}${path}">`);
    expect(headMarkup(page.body)).toContain(`<link rel="alternate" hreflang="ru-ua" href="https://kramnytsia.test/ru${path}">`);
    expect(headMarkup(page.body)).toContain(`<meta property="og:image" content="https://kramnytsia.test/media${prefix}/blog/4-1200.webp">`);
    expect(headMarkup(page.body)).toContain('"@type":"Article"');
    // Link previews show an article with its date and category, not a plain website.
    expect(headMarkup(page.body)).toContain('<meta property="og:type" content="article">');
    expect(row.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(headMarkup(page.body)).toContain(`<meta property="article:published_time" content="${row.published_at}">`);
    expect(headMarkup(page.body)).toContain(
      `<meta property="article:section" content="${category[nameColumn].replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
    );
  });

  it('the list shows the newest articles; page 1 redirects to the plain address; a page past the end is a real 404', async () => {
    const list = await t.call('GET', '/ru/blog');
    expect(list.statusCode).toBe(200);
    const newest = await t.db.selectFrom('blog_articles').select('title_ru').orderBy('published_at', 'desc').executeTakeFirstOrThrow();
    expect(rootMarkup(list.body)).toContain(newest.title_ru);
    expect(headMarkup(list.body)).toContain('<meta property="og:type" content="website">');
    expect(headMarkup(list.body)).not.toContain('article:published_time');
    for (const [from, to] of [
      ['/blog/page-1', '/blog'],
      ['/ru/blog/category/2/page-1', '/ru/blog/category/2'],
      ['/blog/tag/1?page=1', '/blog/tag/1'],
    ]) {
      const answer = await t.call('GET', from!);
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location).toBe(to);
    }
    expect((await t.call('GET', '/blog/page-2')).statusCode).toBe(200);
    for (const path of [
      '/blog/page-99',
      '/blog/category/1/page-2',
      '/blog/category/99',
      '/blog/tag/1?page=x',
      '/blog/category/1/article/9999',
    ]) {
      expect((await t.call('GET', path)).statusCode, path).toBe(404);
    }
  });
});
