// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ukCommon from '../../../locales/uk/common.json';
import ukSearch from '../../../locales/uk/search.json';
import { testI18n } from '../../lib/test-i18n';
import { searchHistory } from './history';
import { LIVE_DEBOUNCE_MS } from './live';
import { SearchBox } from './SearchBox';

const card = (id: number, title: string) => ({
  id,
  base_product_id: id,
  title,
  image: { src: `/media/p/${id}.svg`, width: 600, height: 600, alt: title },
  price: 1299,
  old_price: null,
  rate: 4.5,
  reviews_count: 3,
  in_stock: true,
  offers_count: 1,
  seller: { id: 1, shop_name: 'Shop' },
  attributes: [],
});
const liveAnswer = {
  products: [card(41, 'Олія CBD Nordic Leaf')],
  categories: [{ id: 3, name: 'Олії повного спектра', url: '/catalog/c3', count: 17 }],
  total: 54,
};

let i18nUk: i18n;
let requests: Request[];
let history: string[];
let location: ReturnType<typeof memoryLocation>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(request: Request): Response {
  const url = new URL(request.url);
  if (url.pathname === '/api/multisearch/live-search')
    return json(url.searchParams.get('query') === 'jksz' ? { ...liveAnswer, corrected: 'олія' } : liveAnswer);
  if (url.pathname === '/api/multisearch/history' && request.method === 'GET') return json({ data: history });
  if (url.pathname === '/api/multisearch/history' && request.method === 'DELETE') {
    const query = url.searchParams.get('query');
    history = query === null ? [] : history.filter((q) => q !== query);
    return json({ data: history });
  }
  return json({ message: 'Не знайдено' }, 404);
}

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { common: ukCommon, search: ukSearch } });
});

beforeEach(() => {
  vi.useFakeTimers();
  requests = [];
  history = ['гриндер', 'олія'];
  searchHistory.value = null;
  localStorage.setItem('multisearch_uid', 'a'.repeat(32));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return answer(request);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function show(path = '/') {
  location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18nUk}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SearchBox />
      </Router>
    </I18nextProvider>,
  );
}

// The debounce runs on fake timers, so events are fired synchronously (fireEvent) rather than through
// user-event, whose own pauses would wait on those timers.
const box = () => screen.getByRole<HTMLInputElement>('combobox');
const options = () => screen.queryAllByRole('option');
const liveRequests = () => requests.filter((r) => r.url.includes('/live-search'));
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

async function type(text: string) {
  await act(async () => void fireEvent.input(box(), { target: { value: text } }));
}

async function press(key: string) {
  await act(async () => void fireEvent.keyDown(box(), { key }));
}

async function wait(ms: number) {
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
}

async function submit() {
  await act(async () => void fireEvent.submit(box().form!));
}

describe('SearchBox', () => {
  it('is a collapsed combobox until there is something to show', () => {
    show();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(options()).toEqual([]);
  });

  it('explains a query under 3 characters instead of searching', async () => {
    show();
    await type('ол');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Введіть щонайменше 3 символи');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(location.history).toEqual(['/']);
  });

  it('opens page 1 of the results for a long enough query', async () => {
    show('/search?query=cbd&page=3');
    expect(box().value).toBe('cbd');
    await type('  олія ');
    await submit();
    expect(location.history!.at(-1)).toBe('/search?query=%D0%BE%D0%BB%D1%96%D1%8F');
  });

  it('starts the same query again at page 1, without the filters of the page it was on', async () => {
    show('/search?query=cbd&categories=3&brand=7&page=3');
    await submit();
    expect(location.history!.at(-1)).toBe('/search?query=cbd');
  });

  it('asks for suggestions once typing pauses, and cancels a request the shopper typed past', async () => {
    show();
    await type('о');
    await type('ол');
    await wait(LIVE_DEBOUNCE_MS - 1);
    expect(liveRequests()).toHaveLength(0);
    await wait(1);
    expect(liveRequests()).toHaveLength(1);
    expect(new URL(liveRequests()[0]!.url).searchParams.get('query')).toBe('ол');

    // The next request starts only after another pause; the first is cancelled as soon as the text changes.
    vi.mocked(fetch).mockImplementationOnce((input) => {
      requests.push(input as Request);
      return new Promise(() => {});
    });
    await type('олі');
    await wait(LIVE_DEBOUNCE_MS);
    expect(liveRequests()).toHaveLength(2);
    await type('олія');
    expect(liveRequests()[1]!.signal.aborted).toBe(true);
    await wait(LIVE_DEBOUNCE_MS);
    expect(liveRequests()).toHaveLength(3);
  });

  it('never asks for suggestions for a blank query (docs/product-rules.md#search: live search needs a non-empty query)', async () => {
    show();
    await type('   ');
    await wait(LIVE_DEBOUNCE_MS * 2);
    expect(liveRequests()).toHaveLength(0);
  });

  it('lists categories, products and all results; arrows move through them and Enter opens one', async () => {
    show();
    await type('олія');
    await wait(LIVE_DEBOUNCE_MS);
    await settle();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.textContent)).toEqual([
      'Категорія: Олії повного спектра 17',
      'Олія CBD Nordic Leaf1\u00a0299\u00a0₴',
      'Усі результати: 54 товари',
    ]);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    expect(location.history!.at(-1)).toBe('/product/41');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('says what it searched for when the typed query was read on the other keyboard layout', async () => {
    show();
    await type('jksz');
    await wait(LIVE_DEBOUNCE_MS);
    await settle();
    expect(document.querySelector('.suggest__corrected')!.textContent).toBe('Показано результати для «олія»');
    expect(options()).toHaveLength(3);
    await type('олія');
    await wait(LIVE_DEBOUNCE_MS);
    await settle();
    expect(document.querySelector('.suggest__corrected')).toBeNull();
  });

  it('closes the list with Escape and keeps the text', async () => {
    show();
    await type('олія');
    await wait(LIVE_DEBOUNCE_MS);
    await settle();
    await press('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('олія');
  });

  it('shows the history of this device on focus, and forgets a query', async () => {
    show();
    await act(async () => box().focus());
    await settle();
    const historyCall = requests.find((r) => r.url.endsWith('/api/multisearch/history'))!;
    expect(historyCall.headers.get('x-multisearch-id')).toBe('a'.repeat(32));
    expect(options().map((o) => o.textContent)).toEqual(['гриндер', 'олія']);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Видалити «гриндер» з історії' })));
    await settle();
    const forget = requests.find((r) => r.method === 'DELETE')!;
    expect(new URL(forget.url).searchParams.get('query')).toBe('гриндер');
    expect(options().map((o) => o.textContent)).toEqual(['олія']);

    await press('ArrowDown');
    await press('Delete');
    await settle();
    expect(options()).toEqual([]);
  });

  it('asks for the history again when the shopper empties the box', async () => {
    show('/search?query=cbd');
    await act(async () => box().focus());
    await settle();
    expect(requests.filter((r) => r.url.endsWith('/history'))).toHaveLength(0);
    await type('');
    await settle();
    expect(requests.filter((r) => r.url.endsWith('/history'))).toHaveLength(1);
    expect(options().map((o) => o.textContent)).toEqual(['гриндер', 'олія']);
  });

  it('runs a history query with Enter', async () => {
    show();
    await act(async () => box().focus());
    await settle();
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    expect(box().value).toBe('олія');
    expect(location.history!.at(-1)).toBe('/search?query=%D0%BE%D0%BB%D1%96%D1%8F');
  });

  it('keeps the option the arrows reached when the server confirms a removal after them', async () => {
    show();
    await act(async () => box().focus());
    await settle();
    let confirm!: () => void;
    vi.mocked(fetch).mockImplementationOnce(async (input) => {
      requests.push(input as Request);
      await new Promise<void>((resolve) => (confirm = resolve));
      return answer(input as Request);
    });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Видалити «гриндер» з історії' })));
    expect(options().map((o) => o.textContent)).toEqual(['олія']);
    await press('ArrowDown');
    // The server's answer is the list already shown.
    await act(async () => confirm());
    await settle();
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await press('Enter');
    expect(location.history!.at(-1)).toBe('/search?query=%D0%BE%D0%BB%D1%96%D1%8F');
  });

  it('shows the server’s message when the history cannot be loaded (docs/product-rules.md#errors-and-notices)', async () => {
    vi.mocked(fetch).mockImplementation(async (input) => {
      requests.push(input as Request);
      return json({ message: 'Забагато запитів. Спробуйте за хвилину' }, 429);
    });
    show();
    await act(async () => box().focus());
    // The history is not a call that asks again (src/lib/api.ts `retried`): one refusal is the answer.
    await vi.waitFor(() => expect(document.querySelector('.suggest__message')?.textContent).toBe('Забагато запитів. Спробуйте за хвилину'));
    expect(requests.filter((r) => r.url.includes('/history'))).toHaveLength(1);
  });
});
