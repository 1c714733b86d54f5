import { describe, expect, it } from 'vitest';
import type { HeadContext, PageSeo } from '../domain/page-head';
import type { PageParams } from '../domain/paths';
import { ApiFailure } from '../lib/api';
import { blogArticleHead, blogListHead } from '../features/blog/head';
import { cabinetHead } from '../features/cabinet/head';
import { categoryHead, sellerProductsHead } from '../features/catalog/head';
import { homeHead } from '../features/home/head';
import { promotionsHead } from '../features/promotions/head';
import { searchHead } from '../features/search/head';
import { sellerHead } from '../features/seller/head';
import { routeHead } from './route-head';
import { routes } from './routes';

const SITE = { publicUrl: 'https://shop.test', storeName: 'Крамниця' };

/** A head's context whose texts name their key and values, so a test reads which text a head chose. */
function ctx(path: string, params: PageParams = {}, search = '', lang: 'uk' | 'ru' = 'uk', site: HeadContext['site'] = SITE): HeadContext {
  return { lang, path, params, search, site, text: (key, values) => (values ? `${key}${JSON.stringify(values)}` : key) };
}

const seo = (canonical: string, index = true): PageSeo => ({
  title: 'Заголовок',
  desc: 'Опис',
  seo_text: '',
  canonical,
  index,
  follow: index,
  og_image: null,
  h1: 'Заголовок',
});

describe('a listing’s head', () => {
  it('takes its alternates from its canonical, query kept, and a redirect_path as the redirect of its language', () => {
    const answer = {
      seo: seo('https://shop.test/ru/catalog/c1?brand=3'),
      google: [{ '@type': 'BreadcrumbList' }],
      redirect_path: '/catalog/c1?page=2',
    };
    const head = categoryHead([answer], ctx('/catalog/c1', { key: 'c1' }, '?page=9', 'ru'))!;
    expect(head).toMatchObject({ status: 200, path: '/catalog/c1?brand=3', redirect: '/ru/catalog/c1?page=2', google: answer.google });
  });

  it.each([
    ['a catalogue key that names no category', () => categoryHead([], ctx('/catalog/oils', { key: 'oils' }))],
    ['a storefront category key that is no category', () => sellerProductsHead([], ctx('/seller_1/products/x', { id: '1', key: 'x' }))],
    ['a storefront tab it does not have', () => sellerHead([], ctx('/seller_1/news', { id: '1', rest: '/news' }))],
    ['a tag page that is no number', () => blogListHead([], ctx('/blog/tag/2', { tag_id: '2' }, '?page=two'))],
    ['a promotions page that is no number', () => promotionsHead([], ctx('/akcii', {}, '?page=0'))],
  ])('is the not-found head for %s, with no data to wait for', (_case, head) => {
    expect(head()).toMatchObject({ status: 404, seo: { title: 'seo:notFoundTitle{"store":"Крамниця"}', index: false } });
  });

  it('waits for its answer: no head while it is missing', () => {
    expect(categoryHead([undefined], ctx('/catalog/c1', { key: 'c1' }))).toBeUndefined();
    expect(blogArticleHead([undefined], ctx('/blog/category/1/article/2'))).toBeUndefined();
  });
});

describe('page 1 has no address of its own', () => {
  it.each([
    [{ page: '1' }, '', '/blog'],
    [{ category_id: '4', page: '1' }, '', '/blog/category/4'],
    [{ tag_id: '7' }, '?page=1', '/blog/tag/7'],
  ])('the blog list at %j%s redirects to %s', (params, search, plain) => {
    expect(blogListHead([], ctx('/blog/x', params, search, 'ru'))).toMatchObject({ status: 404, redirect: `/ru${plain}` });
  });

  it('nor has the promotions list', () => {
    expect(promotionsHead([], ctx('/akcii', {}, '?page=1'))).toMatchObject({ redirect: '/akcii' });
    expect(promotionsHead([{ seo: seo('https://shop.test/akcii?page=2') }], ctx('/akcii', {}, '?page=2'))).toMatchObject({
      status: 200,
      path: '/akcii?page=2',
    });
  });
});

describe('heads of pages without SEO data of their own', () => {
  it('search repeats the query, at most 100 characters of it, never indexed but followed', () => {
    const head = searchHead([], ctx('/search', {}, `?query=${'о'.repeat(120)}`));
    expect(head.seo.title).toBe(`seo:searchTitle{"query":"${'о'.repeat(100)}","store":"Крамниця"}`);
    expect(head.seo).toMatchObject({ index: false, follow: true, canonical: 'https://shop.test/search' });
    expect(searchHead([], ctx('/search')).seo.title).toBe('seo:searchTitleEmpty{"store":"Крамниця"}');
  });

  it('the cabinet names the section shown, the profile when the tab is unknown', () => {
    expect(cabinetHead([], ctx('/cabinet', {}, '?tab=orders')).seo.title).toBe('cabinet:tabs.orders — cabinet:title — Крамниця');
    expect(cabinetHead([], ctx('/cabinet', {}, '?tab=nope')).seo.title).toBe('cabinet:tabs.profile — cabinet:title — Крамниця');
  });

  it('the home page describes the store for search engines where its contacts are known', () => {
    const site = { ...SITE, contacts: { phone: '+380 44 000 00 00', email: 'shop@shop.test' } };
    const [organization] = homeHead([], ctx('/', {}, '', 'ru', site)).google;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'https://shop.test/ru',
      contactPoint: [{ telephone: '+380440000000' }],
    });
    expect(homeHead([], ctx('/')).google).toEqual([]);
  });
});

describe('routeHead', () => {
  it('makes a page whose data answered 404 the not-found page, whatever its head says', () => {
    const failed = { status: 'failed' as const, error: new ApiFailure(404, { message: 'Не знайдено' }) };
    expect(routeHead(routes.product, ctx('/product/9', { id: '9' }), [failed])).toMatchObject({ status: 404 });
    expect(routeHead(null, ctx('/nowhere'), [])).toMatchObject({ status: 404 });
  });
});
