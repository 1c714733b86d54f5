// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { pagePatterns, type PageParams } from '../../domain/paths';
import { initI18n } from '../../lib/i18n';
import { customer, type Customer } from '../../stores/customer';
import CategoryPage from './CategoryPage';
import { categoryPage } from './listing-fixtures';

const option = (id: number, title: string, key: string) => ({ id, title, url: `/catalog/c5?values=${id}`, key });
const petTypes = { attribute_id: 20, title: 'Для кого', options: [option(31, 'Собаки', 'dog'), option(32, 'Коти', 'cat')] };
const sizes = { attribute_id: 21, title: 'Розмір', options: [option(41, 'Малі породи', 'small'), option(42, 'Великі породи', 'large')] };

let page: HTMLElement;
let requests: string[];
/** what GET /api/customer/pets answers */
let petsAnswer: () => Response;

beforeAll(async () => {
  const i18n = await initI18n('uk');
  await i18n.loadNamespaces(['catalog']);
});

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url.pathname);
    return url.pathname === '/api/customer/pets' ? petsAnswer() : Response.json(categoryPage({ data: { widgets: [petTypes, sizes] } }));
  });
});

afterEach(() => {
  // Unmount first: signing out under a mounted page would re-render it outside act.
  cleanup();
  customer.value = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The pets arrive in several steps of the page's own; each wait lets them land inside act. */
const settled = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((tick) => setTimeout(tick, 1)));
    check();
  });

/** The options of each widget as the shopper meets them, in order: a link's whole text, badge included. */
const widgetLinks = () => [...page.querySelectorAll('.pet-widget')].map((w) => [...w.querySelectorAll('a')].map((a) => a.textContent));

async function openCategory() {
  const location = memoryLocation({ path: '/catalog/c5' });
  ({ container: page } = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Suspense fallback={null}>
        <Route path={pagePatterns.catalog}>{(params) => <CategoryPage params={params as PageParams} />}</Route>
      </Suspense>
    </Router>,
  ));
  await settled(() => expect(page.querySelector('.pet-widget')).not.toBeNull());
}

/** A signed-in customer; each test its own, so no test sees another's pets from the page cache. */
const signIn = (id: number) => void (customer.value = { id } as Customer);
const pet = (name: string, type: 'dog' | 'cat' | null) => ({
  id: name.length,
  name,
  birth_date: null,
  gender: null,
  sterilized: false,
  breed: '',
  type,
});

describe('the pet widgets', () => {
  it('show a guest the options as the server sent them, without asking for pets', async () => {
    await openCategory();
    expect(widgetLinks()).toEqual([
      ['Собаки', 'Коти'],
      ['Малі породи', 'Великі породи'],
    ]);
    expect(requests).not.toContain('/api/customer/pets');
  });

  it('put the customer’s cat first, marked with its name, and select nothing', async () => {
    signIn(101);
    petsAnswer = () => Response.json({ data: [pet('Мурка', 'cat')] });
    await openCategory();
    await settled(() => expect(widgetLinks()[0]).toEqual(['КотиВаш улюбленець: Мурка', 'Собаки']));
    expect(widgetLinks()[1]).toEqual(['Малі породи', 'Великі породи']);
    expect(page.querySelector('.pet-widget__option[aria-current]')).toBeNull();
    expect(page.querySelector('.pet-widget a')!.getAttribute('href')).toBe('/catalog/c5?values=32');
  });

  it('name every pet of a kind', async () => {
    signIn(102);
    petsAnswer = () => Response.json({ data: [pet('Рекс', 'dog'), pet('Мурка', 'cat'), pet('Барсик', 'cat')] });
    await openCategory();
    await settled(() => expect(widgetLinks()[0]).toEqual(['СобакиВаш улюбленець: Рекс', 'КотиВаші улюбленці: Мурка і Барсик']));
  });

  it('only log a failure to load the pets, and show the options as to a guest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn(103);
    // a refusal the API client does not ask again (a busy server's 500 is retried first)
    petsAnswer = () => Response.json({ message: 'Сесія закінчилася' }, { status: 401 });
    await openCategory();
    await settled(() => expect(warn).toHaveBeenCalled());
    expect(widgetLinks()[0]).toEqual(['Собаки', 'Коти']);
  });
});
