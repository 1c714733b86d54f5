import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
});
/** The head's texts come escaped for HTML; the API's are plain. */
const unescape = (text = '') => text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

describe('GET /api/seo/template-via-uri/', () => {
  it.each([
    '/',
    '/catalog/c1',
    '/ru/catalog/c1?sort=cheap',
    '/brand/1',
    '/ru/product/1',
    '/gid-pokupatelya/oplata',
    '/ru/contact',
    '/search?query=олія',
  ])('answers for %s exactly what the page’s own head says', async (uri) => {
    const res = await t.call('GET', `/api/seo/template-via-uri/?uri=${encodeURIComponent(uri)}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { title: string; description: string; h1: string; text: string; canonical: string } };
    const page = headOf((await t.call('GET', uri)).body);
    expect(data.title).toBe(unescape(page.title));
    expect(data.description).toBe(unescape(page.description));
    expect(data.canonical).toBe(unescape(page.canonical));
    expect(data.h1.length).toBeGreaterThan(0);
  });

  it('names the listing’s h1 and SEO text as its API does', async () => {
    const template = (await t.call('GET', '/api/seo/template-via-uri/?uri=/catalog/c1')).json().data;
    const listing = (await t.call('GET', '/api/catalog/c1')).json() as { seo: { h1: string; seo_text: string } };
    expect({ h1: template.h1, text: template.text }).toEqual({ h1: listing.seo.h1, text: listing.seo.seo_text });
  });

  it('is a 404 for a page that does not exist, and a 400 for what is not a path', async () => {
    const missing = await t.call('GET', '/api/seo/template-via-uri/?uri=/product/99999999', { lang: 'ru' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Не найдено' });
    expect((await t.call('GET', '/api/seo/template-via-uri/?uri=https://evil.test/')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/seo/template-via-uri/?uri=//evil.test/')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/seo/template-via-uri/')).statusCode).toBe(400);
  });
});
