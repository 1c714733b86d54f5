// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ordersPageHref, pageFromSearch } from './links';

describe('the orders tab page in the cabinet query', () => {
  it.each([
    ['?tab=orders', 1],
    ['?tab=orders&page=3', 3],
    ['?tab=orders&page=0', 1],
    ['?tab=orders&page=-2', 1],
    ['?tab=orders&page=2.5', 1],
    ['?tab=orders&page=abc', 1],
  ])('%s is page %i', (search, page) => expect(pageFromSearch(search)).toBe(page));

  it.each([
    [1, '/cabinet?tab=orders'],
    [2, '/cabinet?tab=orders&page=2'],
  ])('page %i links to %s', (page, href) => expect(ordersPageHref(page)).toBe(href));
});
