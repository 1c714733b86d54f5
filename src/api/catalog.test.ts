// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBrandPage, fetchCategoryPage } from './catalog';
import { stubListingApi } from './listing-test-server';

let requests: string[];

beforeEach(() => {
  requests = stubListingApi();
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
});
