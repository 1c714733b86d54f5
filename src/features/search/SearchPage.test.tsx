// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ukCommon from '../../../locales/uk/common.json';
import ukSearch from '../../../locales/uk/search.json';
import { testI18n } from '../../lib/test-i18n';
import { searchHistory } from './history';
import SearchPage from './SearchPage';

const card = (id: number) => ({
  id,
  base_product_id: id,
  title: `Олія ${id}`,
  image: { src: `/media/p/${id}.svg`, width: 600, height: 600, alt: '' },
  price: 500,
  old_price: null,
  rate: 0,
  reviews_count: 0,
  in_stock: true,
  offers_count: 1,
  seller: { id: 1, shop_name: 'Shop' },
  attributes: [],
});

function result(url: URL) {
  const query = url.searchParams.get('query')!;
  const page = Number(url.searchParams.get('page'));
  const checked = url.searchParams.getAll('categories[]').map(Number);
  const exact = url.searchParams.get('exact') === '1';
  const total = query === 'нічого' || query === 'кпсаули' || (query === 'jksz' && exact) ? 0 : checked.length ? 17 : 50;
  const lastPage = Math.max(1, Math.ceil(total / 24));
  const count = page > lastPage ? 0 : Math.min(24, total - (page - 1) * 24);
  const pagination = { current_page: page, last_page: lastPage, per_page: 24, total };
  return {
    uid: 'b'.repeat(32),
    query,
    categories:
      total === 0
        ? []
        : [
            { id: 3, name: 'Олії повного спектра', count: 17, is_checked: checked.includes(3) },
            { id: 4, name: 'Олії широкого спектра', count: 33, is_checked: checked.includes(4) },
          ],
    products: { content: Array.from({ length: count }, (_, i) => card((page - 1) * 24 + i + 1)), pagination },
    filters: {
      brands:
        query === 'бренди'
          ? Array.from({ length: 12 }, (_, i) => ({
              id: i + 1,
              name: `Бренд ${i + 1}`,
              count: 12 - i,
              is_checked: url.searchParams.getAll('brands[]').includes(String(i + 1)),
            }))
          : [],
    },
    pagination,
    ...(query === 'jksz' && !exact && { corrected: 'олія' }),
    ...(query === 'кпсаули' && {
      did_you_mean: 'капсули',
      closest_categories: [{ id: 6, name: 'Капсули CBD', url: '/catalog/c6' }],
    }),
  };
}

let i18nUk: i18n;
let container: HTMLElement;
let searches: URL[];
let location: ReturnType<typeof memoryLocation>;

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { common: ukCommon, search: ukSearch } });
});

beforeEach(() => {
  searches = [];
  searchHistory.value = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/multisearch/search') searches.push(url);
      const body = url.pathname === '/api/multisearch/history' ? { data: ['Нічого', 'гриндер'] } : result(url);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens the search page at this address and waits for its answer. */
async function open(path: string) {
  location = memoryLocation({ path, record: true });
  ({ container } = render(
    <I18nextProvider i18n={i18nUk}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SearchPage />
      </Router>
    </I18nextProvider>,
  ));
  await settle();
}

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;
/** The chips of a filter group, by the group's name. */
const chipsOf = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button');
const titles = () => Array.from(container.querySelectorAll('.tile__title')).map((t) => t.textContent);

describe('SearchPage', () => {
  it('shows the results of page 1 with their count, chips and pages', async () => {
    await open('/search?query=олія');
    expect(h1()).toBe('Результати пошуку «олія» 50 товарів');
    expect(titles()).toHaveLength(24);
    expect(searches[0]!.searchParams.get('page')).toBe('1');
    expect(chipsOf('Категорії').map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['Олії повного спектра 17', 'false'],
      ['Олії широкого спектра 33', 'false'],
    ]);
    const pages = Array.from(container.querySelectorAll('.pagination a')).map((a) => a.getAttribute('href'));
    expect(pages).toEqual(['/search?query=%D0%BE%D0%BB%D1%96%D1%8F&page=2', '/search?query=%D0%BE%D0%BB%D1%96%D1%8F&page=3']);
    expect(localStorage.getItem('multisearch_uid')).toBe('b'.repeat(32));
  });

  it('loads the page a link names', async () => {
    await open('/search?query=олія&page=3');
    expect(searches.at(-1)!.searchParams.get('page')).toBe('3');
    expect(titles()[0]).toBe('Олія 49');
  });

  it('picking a category starts again at page 1 and keeps the query', async () => {
    await open('/search?query=олія&page=2');
    await userEvent.click(chipsOf('Категорії')[0]!);
    await settle();
    expect(location.history!.at(-1)).toBe('/search?query=%D0%BE%D0%BB%D1%96%D1%8F&categories=3');
    expect(searches.at(-1)!.searchParams.getAll('categories[]')).toEqual(['3']);
    expect(searches.at(-1)!.searchParams.get('page')).toBe('1');
    expect(h1()).toBe('Результати пошуку «олія» 17 товарів');
    expect(container.querySelector('.search-page__reset')!.getAttribute('href')).toBe('/search?query=%D0%BE%D0%BB%D1%96%D1%8F');
  });

  it('shows the brands with most matches and the rest on request, a checked one always', async () => {
    await open('/search?query=бренди&brand=12');
    const brands = () => chipsOf('Бренди').map((b) => b.textContent);
    expect(brands()).toEqual([...Array.from({ length: 10 }, (_, i) => `Бренд ${i + 1} ${12 - i}`), 'Бренд 12 1', 'Показати всі (12)']);
    await userEvent.click(screen.getByRole('button', { name: 'Показати всі (12)' }));
    expect(brands()).toHaveLength(12);
    expect(searches[0]!.searchParams.getAll('brands[]')).toEqual(['12']);
  });

  it('sends a page past the end back to page 1', async () => {
    await open('/search?query=олія&page=9');
    await settle();
    expect(location.history!.at(-1)).toBe('/search?query=%D0%BE%D0%BB%D1%96%D1%8F');
    expect(titles()).toHaveLength(24);
  });

  it('says when nothing is found and offers the shopper’s other and popular searches', async () => {
    await open('/search?query=нічого');
    expect(container.querySelector('.search-page__empty-title')!.textContent).toBe('За запитом «нічого» нічого не знайдено');
    const lists = Array.from(container.querySelectorAll('.search-suggestions')).map((n) => [
      n.getAttribute('aria-label'),
      n.querySelectorAll('a').length,
    ]);
    expect(lists).toEqual([
      ['Ви шукали', 1],
      ['Часто шукають', ukSearch.popular.length],
    ]);
  });

  it('says what it searched for instead, with a link to what was typed, word for word', async () => {
    await open('/search?query=jksz');
    expect(searches[0]!.searchParams.get('exact')).toBeNull();
    const notice = container.querySelector('.search-page__corrected')!;
    expect(notice.textContent).toBe('Показано результати для «олія» Шукати «jksz»');
    expect(titles()).toHaveLength(24);
    await userEvent.click(within(notice as HTMLElement).getByRole('link', { name: 'Шукати «jksz»' }));
    await settle();
    expect(location.history!.at(-1)).toBe('/search?query=jksz&exact=1');
    expect(searches.at(-1)!.searchParams.get('exact')).toBe('1');
    expect(container.querySelector('.search-page__corrected')).toBeNull();
    expect(container.querySelector('.search-page__empty-title')!.textContent).toBe('За запитом «jksz» нічого не знайдено');
  });

  it('offers a near spelling and the closest categories when nothing is found', async () => {
    await open('/search?query=кпсаули');
    const meant = screen.getByRole('link', { name: 'Можливо, ви мали на увазі «капсули»?' });
    expect(meant.getAttribute('href')).toBe('/search?query=%D0%BA%D0%B0%D0%BF%D1%81%D1%83%D0%BB%D0%B8');
    const near = screen.getByRole('navigation', { name: 'Схожі категорії' });
    expect(within(near).getByRole('link', { name: 'Капсули CBD' }).getAttribute('href')).toBe('/catalog/c6');
  });

  it.each([['/search?query=ол'], ['/search']])('explains a too short query at %s without searching', async (path) => {
    await open(path);
    expect(h1()).toBe('Пошук товарів');
    expect(container.querySelector('.search-page__empty-title')!.textContent).toBe('Для пошуку введіть щонайменше 3 символи');
    expect(searches).toEqual([]);
  });
});
