// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearResources, loadResource, prefetchResources, freshData } from '../../lib/resource';
import { stubListingApi } from '../../api/listing-test-server';
import { catalogueRedirect, categoryPageResources, categoryResource } from './resources';

let requests: string[];

beforeEach(() => {
  clearResources();
  requests = stubListingApi();
});

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue-redirect guard', () => {
  it.each([
    ['a category page past its end', { key: 'c11' }, 'page=99', '/catalog/c5?page=3', '/api/catalog/c11?page=99'],
    ['a category page in range', { key: 'c11' }, 'page=2', null, '/api/catalog/c11?page=2'],
    ['a brand page past its end', { id: '4' }, 'page=99', '/catalog/c5?page=3', '/api/brand/4?page=99'],
  ])('%s', async (_name, params, search, redirect, asked) => {
    expect(await catalogueRedirect('uk', params, search)).toBe(redirect);
    expect(requests).toEqual([asked]);
  });

  it('lets the page show a failure itself', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Категорію не знайдено' }, { status: 404 }));
    expect(await catalogueRedirect('uk', { key: 'c404' }, '')).toBeNull();
  });
});

describe('a listing on navigation', () => {
  it('the navigation, the guard and the page share one request', async () => {
    prefetchResources(categoryPageResources('uk', { key: 'c6' }, 'sort=new'));
    await catalogueRedirect('uk', { key: 'c6' }, '?sort=new');
    await Promise.resolve();
    expect(freshData(categoryResource('uk', 'c6', 'sort=new&utm_source=ad').key)).toEqual({ data: {}, redirect_path: null });
    expect(requests).toEqual(['/api/catalog/c6?page=1&sort=new']);
  });

  it('one state of a listing is one key in each language, whatever order the address had', () => {
    expect(categoryResource('uk', 'c6', 'brand=7,3&sort=cheap').key).toBe(categoryResource('uk', 'c6', '?sort=cheap&brand=3,7').key);
    expect(categoryResource('ru', 'c6', '').key).not.toBe(categoryResource('uk', 'c6', '').key);
  });

  it('a failed listing reaches the page as its failure', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Категорію не знайдено' }, { status: 404 }));
    await expect(loadResource(categoryResource('uk', 'c404', ''))).rejects.toMatchObject({ status: 404 });
  });
});
