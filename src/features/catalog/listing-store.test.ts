// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../lib/api';
import { notifications } from '../../stores/notifications';
import { card, categoryPage } from './listing-fixtures';
import { createListingStore, normalSearch } from './listing-store';
import type { CategoryPageData } from '../../api/catalog';

/** A loader answering from a table by normalized search, recording what it was asked. */
function loader(answers: Record<string, CategoryPageData | Error>) {
  const asked: string[] = [];
  const load = async (search: string) => {
    asked.push(search);
    const answer = answers[search];
    if (!answer) throw new Error(`unexpected ${search}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { load, asked };
}

const page2 = categoryPage({ products: { content: [card(3), card(4)], pagination: { current_page: 2, last_page: 3, per_page: 2, total: 6 } } });

afterEach(() => {
  notifications.value = [];
  vi.restoreAllMocks();
});

describe('listing store', () => {
  it('normalizes the search it shows and loads', async () => {
    const { load, asked } = loader({ '?brand=3,7&sort=cheap': categoryPage() });
    const store = createListingStore(load);
    await store.show('sort=cheap&brand=7,3&utm_source=x');
    expect(asked).toEqual(['?brand=3,7&sort=cheap']);
    expect(store.shown.value).toBe('?brand=3,7&sort=cheap');
    expect(store.loading.value).toBe(false);
  });

  it('applies the empty-response rule to what it stores', async () => {
    const empty = categoryPage({ products: { content: [] } });
    const store = createListingStore(loader({ '': empty }).load);
    await store.show('');
    expect(store.page.value?.data.banners).toEqual([]);
    expect(store.page.value?.data.products.filters.price.maxPrice).toBe(99999);
  });

  it('keeps the previous page on screen while the next loads, and only the latest answer lands', async () => {
    let release!: (p: CategoryPageData) => void;
    const slow = new Promise<CategoryPageData>((r) => (release = r));
    const first = categoryPage();
    const latest = categoryPage({ data: { h1: 'latest' } });
    const answers: Record<string, () => Promise<CategoryPageData>> = { '': async () => first, '?brand=3': () => slow, '?brand=7': async () => latest };
    const store = createListingStore((s) => answers[s]!());
    await store.show('');
    const pending = store.show('brand=3');
    expect(store.loading.value).toBe(true);
    expect(store.page.value).toBe(first);
    await store.show('brand=7');
    release(categoryPage({ data: { h1: 'stale' } }));
    await pending;
    expect(store.page.value?.data.h1).toBe('latest');
    expect(store.loading.value).toBe(false);
  });

  it('does not store an answer carrying redirect_path (the guard redirects)', async () => {
    const store = createListingStore(loader({ '?page=9': categoryPage({ redirect_path: '/catalog/c5?page=3' }) }).load);
    await store.show('page=9');
    expect(store.page.value).toBeNull();
    expect(store.shown.value).toBeNull();
  });

  it('"show more" appends the next page and names the search it now shows', async () => {
    const { load, asked } = loader({ '': categoryPage(), '?page=2': page2 });
    const store = createListingStore(load);
    await store.show('');
    expect(await store.loadMore()).toBe('?page=2');
    expect(store.page.value?.data.products.content.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    // The URL catching up with ?page=2 is not a new request.
    await store.show('page=2');
    expect(asked).toEqual(['', '?page=2']);
  });

  it('"show more" keeps the filters and sort of what is shown', async () => {
    const { load, asked } = loader({ '?brand=3&sort=cheap': categoryPage(), '?brand=3&sort=cheap&page=2': page2 });
    const store = createListingStore(load);
    await store.show('?sort=cheap&brand=3');
    await store.loadMore();
    expect(asked.at(-1)).toBe('?brand=3&sort=cheap&page=2');
  });

  it('"show more" on the last page does nothing', async () => {
    const last = categoryPage({ products: { pagination: { current_page: 3, last_page: 3, per_page: 2, total: 6 } } });
    const { load, asked } = loader({ '?page=3': last });
    const store = createListingStore(load);
    await store.show('page=3');
    expect(await store.loadMore()).toBeNull();
    expect(asked).toEqual(['?page=3']);
  });

  it('a failed "show more" is only logged (docs/product-rules.md#errors-and-notices)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createListingStore(loader({ '': categoryPage(), '?page=2': new Error('offline') }).load);
    await store.show('');
    expect(await store.loadMore()).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(store.page.value?.data.products.content).toHaveLength(2);
    expect(store.loadingMore.value).toBe(false);
    expect(notifications.value).toEqual([]);
  });

  it('a failed first load is the page error; a later failure is a notice over the list', async () => {
    const failure = new ApiFailure(500, { message: 'Сервер недоступний' });
    const store = createListingStore(loader({ '?brand=1': failure, '': categoryPage(), '?brand=2': failure }).load);
    await store.show('brand=1');
    expect(store.error.value).toBe(failure);
    expect(notifications.value).toEqual([]);
    await store.show('');
    expect(store.error.value).toBeNull();
    await store.show('brand=2');
    expect(store.page.value).not.toBeNull();
    expect(notifications.value.map((n) => n.title)).toEqual(['Сервер недоступний']);
  });
});

it.each([
  ['', ''],
  ['?', ''],
  ['page=1&sort=popular', ''],
  ['values=9,2&page=2', '?values=2,9&page=2'],
])('normalSearch(%j) = %j', (search, expected) => {
  expect(normalSearch(search)).toBe(expected);
});
