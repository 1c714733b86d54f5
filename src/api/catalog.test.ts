// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueRedirect, fetchBrandPage, fetchCategoryPage } from './catalog';

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    // These calls only pass the page on; of its fields only the redirect matters here.
    return Response.json({ data: {}, redirect_path: url.searchParams.get('page') === '99' ? '/catalog/c5?page=3' : null });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('listing calls', () => {
  it('a category page asks with the whole listing state, in its normal form', async () => {
    await fetchCategoryPage('c5', 'sort=cheap&brand=7,3&values=12&price=100-500&page=2&utm_source=x');
    expect(requests).toEqual(['/api/catalog/c5?page=2&sort=cheap&brand=3%2C7&values=12&price=100-500']);
  });

  it('a brand page asks without a brand of its own', async () => {
    await fetchBrandPage(3, 'brand=9&values=12');
    expect(requests).toEqual(['/api/brand/3?page=1&values=12']);
  });

  it('the guard and the page asking one after the other share one request', async () => {
    await catalogueRedirect({ key: 'c6' }, 'sort=new');
    await fetchCategoryPage('c6', '?sort=new');
    expect(requests).toEqual(['/api/catalog/c6?page=1&sort=new']);
  });
});

describe('the catalogue-redirect guard', () => {
  it.each([
    ['a category page past its end', { key: 'c11' }, 'page=99', '/catalog/c5?page=3', '/api/catalog/c11?page=99'],
    ['a category page in range', { key: 'c11' }, 'page=2', null, '/api/catalog/c11?page=2'],
    ['a brand page past its end', { id: '4' }, 'page=99', '/catalog/c5?page=3', '/api/brand/4?page=99'],
  ])('%s', async (_name, params, search, redirect, asked) => {
    expect(await catalogueRedirect(params, search)).toBe(redirect);
    expect(requests).toEqual([asked]);
  });

  it('lets the page show a failure itself', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Категорію не знайдено' }, { status: 404 }));
    expect(await catalogueRedirect({ key: 'c404' }, '')).toBeNull();
  });
});
