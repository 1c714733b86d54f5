// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CategoryPageData } from '../../api/catalog';
import { ApiFailure } from '../../lib/api';
import { clearResources } from '../../lib/resource';
import { notifications } from '../../stores/notifications';
import { useListingStore, type ListingStore } from './listing-context';
import { card, categoryPage } from './listing-fixtures';
import { normalSearch } from './listing-model';

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

const page2 = categoryPage({
  products: { content: [card(3), card(4)], pagination: { current_page: 2, last_page: 3, per_page: 2, total: 6 } },
});

let store: ListingStore<CategoryPageData>;
let tests = 0;
function Listing({ load, name }: { load: (search: string) => Promise<CategoryPageData>; name: string }) {
  store = useListingStore('/catalog/c5', (search) => ({
    key: `listing-state-test:${name}${normalSearch(search)}`,
    load: () => load(normalSearch(search)),
  }));
  return null;
}

/** The listing page at `search`; `go` moves the URL as a shopper's click or the pager does. */
function open(load: (search: string) => Promise<CategoryPageData>, search = '') {
  const location = memoryLocation({ path: `/catalog/c5${search ? `?${search.replace(/^\?/, '')}` : ''}` });
  const name = String(++tests);
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Listing load={load} name={name} />
    </Router>,
  );
  return (to: string) => act(() => location.navigate(`/catalog/c5${to}`, { replace: true }));
}
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

afterEach(() => {
  clearResources();
  notifications.value = [];
  vi.restoreAllMocks();
});

describe('listing state', () => {
  it('normalizes the search it shows and loads', async () => {
    const { load, asked } = loader({ '?brand=3,7&sort=cheap': categoryPage() });
    open(load, 'sort=cheap&brand=7,3&utm_source=x');
    await settle();
    expect(asked).toEqual(['?brand=3,7&sort=cheap']);
    expect(store.page).not.toBeNull();
    expect(store.loading).toBe(false);
  });

  it('applies the empty-response rule to what it shows', async () => {
    const empty = categoryPage({ products: { content: [] } });
    open(loader({ '': empty }).load);
    await settle();
    expect(store.page?.data.banners).toEqual([]);
    expect(store.page?.data.products.filters.price.maxPrice).toBe(99999);
  });

  it('keeps the previous page on screen while the next loads, and only the latest answer lands', async () => {
    let release!: (p: CategoryPageData) => void;
    const slow = new Promise<CategoryPageData>((r) => (release = r));
    const first = categoryPage();
    const latest = categoryPage({ data: { h1: 'latest' } });
    const answers: Record<string, () => Promise<CategoryPageData>> = {
      '': async () => first,
      '?brand=3': () => slow,
      '?brand=7': async () => latest,
    };
    const go = open((s) => answers[s]!());
    await settle();
    go('?brand=3');
    expect(store.loading).toBe(true);
    expect(store.page).toBe(first);
    go('?brand=7');
    await settle();
    release(categoryPage({ data: { h1: 'stale' } }));
    await settle();
    expect(store.page?.data.h1).toBe('latest');
    expect(store.loading).toBe(false);
  });

  it('does not show an answer carrying redirect_path (the guard redirects)', async () => {
    open(loader({ '?page=9': categoryPage({ redirect_path: '/catalog/c5?page=3' }) }).load, 'page=9');
    await settle();
    expect(store.page).toBeNull();
  });

  it('"show more" appends the next page and names the search it now shows', async () => {
    const { load, asked } = loader({ '': categoryPage(), '?page=2': page2 });
    const go = open(load);
    await settle();
    let search: string | null = null;
    await act(async () => void (search = await store.loadMore()));
    expect(search).toBe('?page=2');
    expect(store.page?.data.products.content.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    // The URL catching up with ?page=2 is not a new request.
    go('?page=2');
    await settle();
    expect(asked).toEqual(['', '?page=2']);
    expect(store.page?.data.products.content.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('"show more" keeps the filters and sort of what is shown', async () => {
    const { load, asked } = loader({ '?brand=3&sort=cheap': categoryPage(), '?brand=3&sort=cheap&page=2': page2 });
    open(load, '?sort=cheap&brand=3');
    await settle();
    await act(async () => void (await store.loadMore()));
    expect(asked.at(-1)).toBe('?brand=3&sort=cheap&page=2');
  });

  it('"show more" on the last page does nothing', async () => {
    const last = categoryPage({ products: { pagination: { current_page: 3, last_page: 3, per_page: 2, total: 6 } } });
    const { load, asked } = loader({ '?page=3': last });
    open(load, 'page=3');
    await settle();
    let search: string | null = '';
    await act(async () => void (search = await store.loadMore()));
    expect(search).toBeNull();
    expect(asked).toEqual(['?page=3']);
  });

  it('a failed "show more" is only logged (docs/product-rules.md#errors-and-notices)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    open(loader({ '': categoryPage(), '?page=2': new Error('offline') }).load);
    await settle();
    let search: string | null = '';
    await act(async () => void (search = await store.loadMore()));
    expect(search).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(store.page?.data.products.content).toHaveLength(2);
    expect(store.loadingMore).toBe(false);
    expect(notifications.value).toEqual([]);
  });

  it('a failed first load is the page error; a later failure is a notice over the list', async () => {
    const failure = new ApiFailure(500, { message: 'Сервер недоступний' });
    const go = open(loader({ '?brand=1': failure, '': categoryPage(), '?brand=2': failure }).load, 'brand=1');
    await settle();
    expect(store.error).toBe(failure);
    expect(notifications.value).toEqual([]);
    go('');
    await settle();
    expect(store.error).toBeNull();
    go('?brand=2');
    await settle();
    expect(store.page).not.toBeNull();
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
