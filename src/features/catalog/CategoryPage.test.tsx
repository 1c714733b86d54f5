// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { pagePatterns, type PageParams } from '../../domain/paths';
import { initI18n } from '../../lib/i18n';
import { screenWidth } from '../../stores/session';
import CategoryPage from './CategoryPage';
import { card, categoryPage } from './listing-fixtures';
import type { CategoryPageData } from '../../api/catalog';

let host: HTMLElement;
let requests: string[];
let listingAnswer: CategoryPageData;

beforeAll(async () => {
  const i18n = await initI18n('uk');
  await i18n.loadNamespaces(['catalog']);
});

beforeEach(() => {
  requests = [];
  listingAnswer = categoryPage();
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    return Response.json(url.pathname.endsWith('/quiz') ? { data: [card(4)], total: 7 } : listingAnswer);
  });
  screenWidth.value = 390;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Waits for the page's requests to land, letting React apply what they change (act) before each look. */
const settled = (check: () => void) =>
  vi.waitFor(async () => {
    // The stubbed API answers at once: a tick inside act() lets its answer render as a wrapped update.
    await act(() => new Promise((tick) => setTimeout(tick, 1)));
    check();
  });

async function openCategory(path: string) {
  const location = memoryLocation({ path, record: true });
  // One page at a time: a test that opens a second address leaves the first one.
  cleanup();
  ({ container: host } = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Suspense fallback={null}>
        <Switch>
          <Route path={pagePatterns.catalog}>{(params) => <CategoryPage params={params as PageParams} />}</Route>
          <Route>elsewhere</Route>
        </Switch>
      </Suspense>
    </Router>,
  ));
  await settled(() => expect(host.querySelector('.listing')).not.toBeNull());
  return location;
}

/** The first button of that name: the desktop panel and the popup may both have one. */
const button = (name: string) => screen.getAllByRole('button', { name })[0];
const click = (el: Element | undefined | null) => userEvent.click(el as Element);
const dialog = () => screen.queryByRole('dialog');

describe('the mobile filter popup', () => {
  it('counts the selected filters on its button: price chip + brands + characteristics', async () => {
    await openCategory('/catalog/c5');
    expect(host.querySelector('.filters-button')?.textContent).toBe('Фільтри (3)');
  });

  it('locks the page while open and releases it on close', async () => {
    await openCategory('/catalog/c5');
    await click(host.querySelector('.filters-button'));
    expect(dialog()).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await click(button('Закрити фільтри'));
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open while a filter applies, and asks the API for the new state', async () => {
    const location = await openCategory('/catalog/c5?sort=cheap&page=3');
    await click(host.querySelector('.filters-button'));
    const greenMeadow = [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find((l) =>
      l.textContent?.includes('Green Meadow'),
    )!;
    await click(greenMeadow.querySelector('input'));
    expect(location.history!.at(-1)).toBe('/catalog/c5?brand=3&sort=cheap');
    await settled(() => expect(requests).toContain('/api/catalog/c5?page=1&sort=cheap&brand=3'));
    expect(dialog()).not.toBeNull();
  });

  it('is closed and the lock released when the shopper leaves the catalogue page (docs/product-rules.md#routes-and-screens)', async () => {
    const location = await openCategory('/catalog/c5');
    await click(host.querySelector('.filters-button'));
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => location.navigate('/product/1'));
    expect(host.textContent).toBe('elsewhere');
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the screen widens to the sidebar layout', async () => {
    await openCategory('/catalog/c5');
    await click(host.querySelector('.filters-button'));
    await act(async () => void (screenWidth.value = 1280));
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(host.querySelector('.listing__filters .filter')).not.toBeNull();
  });
});

describe('chips and sort', () => {
  it('removes one chip with its button and resets all but the sort', async () => {
    const location = await openCategory('/catalog/c5?brand=3&values=12&price=200-900&sort=cheap');
    await click(button('Прибрати фільтр «Green Meadow»'));
    expect(location.history!.at(-1)).toBe('/catalog/c5?values=12&price=200-900&sort=cheap');
    await click(button('Скинути все'));
    expect(location.history!.at(-1)).toBe('/catalog/c5?sort=cheap');
  });

  it("shows the is_checked sort and goes to the chosen option's URL", async () => {
    const location = await openCategory('/catalog/c5');
    const select = host.querySelector('select')!;
    expect(select.selectedOptions[0]?.textContent).toBe('По популярності');
    await userEvent.selectOptions(select, 'cheap');
    expect(location.history!.at(-1)).toBe('/catalog/c5?sort=cheap');
  });
});

// Each quiz test opens a category of its own: the API module shares one answer between the route guard
// and the page for a moment, so a path the tests above opened would still answer with their data.
describe('the help quiz', () => {
  const twoQuestions = categoryPage({
    data: {
      quiz_attributes: [
        {
          id: 4,
          name: 'Концентрація',
          values: [
            { id: 12, value: '10%' },
            { id: 13, value: '20%' },
          ],
        },
        { id: 6, name: 'Смак', values: [{ id: 30, value: "М'ята" }] },
      ],
    },
  });
  const option = (name: string) => within(screen.getByRole('dialog')).getByLabelText<HTMLInputElement>(name);

  it('asks one question per step, focusing it, and shows the matching products with a link to the filtered listing', async () => {
    listingAnswer = twoQuestions;
    const location = await openCategory('/catalog/c7?sort=cheap');
    await click(button('Допомогти з вибором'));
    // The questions' code comes when the dialog opens.
    await within(screen.getByRole('dialog')).findByText('Концентрація');
    expect(document.activeElement?.textContent).toBe('Концентрація');
    expect(document.body.style.overflow).toBe('hidden');
    await click(option('20%'));
    await click(button('Далі'));
    expect(document.activeElement?.textContent).toBe('Смак');
    await click(button('Назад'));
    expect(option('20%').checked).toBe(true);
    await click(button('Далі'));
    await click(option("М'ята"));
    await click(button('Показати товари'));
    await settled(() => expect(document.querySelector('#quiz-result-title')?.textContent).toBe('Підібрали 7 товарів'));
    expect(requests.at(-1)).toBe('/api/catalog/5/quiz?values=13%2C30');
    expect(document.activeElement?.id).toBe('quiz-result-title');
    const all = document.querySelector<HTMLAnchorElement>('.quiz__all')!;
    expect(all.getAttribute('href')).toBe('/catalog/c7?values=13,30');
    await click(all);
    expect(location.history!.at(-1)).toBe('/catalog/c7?values=13,30');
    expect(dialog()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('a skipped question adds nothing to the answers, the last one too', async () => {
    listingAnswer = twoQuestions;
    await openCategory('/catalog/c8');
    await click(button('Допомогти з вибором'));
    await within(screen.getByRole('dialog')).findByText('Концентрація');
    await click(option('10%'));
    await click(button('Пропустити'));
    await click(option("М'ята"));
    await click(button('Пропустити'));
    await settled(() => expect(requests.at(-1)).toBe('/api/catalog/5/quiz'));
  });

  it('is not offered where the category has no quiz', async () => {
    listingAnswer = categoryPage({ data: { is_show_quiz: false } });
    await openCategory('/catalog/c9');
    expect(screen.queryByRole('button', { name: 'Допомогти з вибором' })).toBeNull();
  });
});
