// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruFavorites from '../../../locales/ru/favorites.json';
import ukFavorites from '../../../locales/uk/favorites.json';
import type { ProductFacts } from '../../lib/analytics/items';
import { testI18n } from '../../lib/test-i18n';

const PRODUCT = 42;
const product = { id: PRODUCT, title: 'Олія CBD 10%', price: 1299.5, brand: 'Hempy', categories: ['Здоров’я', 'CBD-олії'] };
const summary = (ids: number[]) => ({ data: { product_ids: ids, count: ids.length, lists: [] } });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: a customer's favourites, or a guest's 401 to everything. */
let signedIn: boolean;
let saved: number[];
async function server(request: Request): Promise<Response> {
  if (!signedIn) return json({ message: 'Увійдіть до свого кабінету, щоб продовжити' }, 401);
  if (request.method === 'POST') saved = [PRODUCT];
  if (request.method === 'DELETE') saved = [];
  return json(summary(saved));
}

let i18nUk: i18n;
let i18nRu: i18n;
let store: typeof import('../../stores/favorites');

const button = () => screen.getByRole('button');
const tooltip = () => screen.getByRole('status').textContent;

/** A fresh page with the store loaded and analytics recording, showing the button of `shown` in the given language. */
async function showButton(lang: 'uk' | 'ru' = 'uk', shown: ProductFacts = product) {
  vi.resetModules();
  store = await import('../../stores/favorites');
  const { FavoriteButton } = await import('./FavoriteButton');
  const { startSending, recorderSink } = await import('../../lib/analytics/transport');
  window.__analyticsRecorder = [];
  startSending(recorderSink);
  await store.loadFavorites(lang);
  render(
    <I18nextProvider i18n={lang === 'ru' ? i18nRu : i18nUk}>
      <FavoriteButton product={shown} />
    </I18nextProvider>,
  );
}
const wishlistEvents = () => window.__analyticsRecorder!.filter((e) => e.name === 'add_to_wishlist').map((e) => e.params);

const press = () => userEvent.click(button());
/** Waits for the writes the presses made to be sent and answered (they go through the outbox), then reloads. */
const settle = () =>
  act(async () => {
    await (await import('../../lib/outbox')).flush();
    await store.reloadFavorites();
  });

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { favorites: ukFavorites } });
  i18nRu = await testI18n('ru', { ru: { favorites: ruFavorites } });
});
beforeEach(() => {
  signedIn = true;
  saved = [];
  vi.stubGlobal('fetch', server);
});
afterEach(async () => {
  // The outbox lives in IndexedDB, which outlasts a test: a write left waiting would be sent with the real fetch.
  await (await import('../../lib/outbox')).dropQueued('favorites');
  vi.unstubAllGlobals();
});

describe('FavoriteButton', () => {
  it('is a labelled toggle with a heart that reports whether the product is a favourite', async () => {
    saved = [PRODUCT];
    await showButton('ru');
    expect(screen.getByRole('button', { name: 'В избранное', pressed: true })).toBe(button());
    expect(button().querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the tooltip after an add and hides it on removal', async () => {
    await showButton();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(tooltip()).toBe('');

    await press();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(tooltip()).toBe('Товар додано до обраного');
    await settle();
    expect(saved).toEqual([PRODUCT]);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(tooltip()).toBe('Товар додано до обраного');

    await press();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(tooltip()).toBe('');
    await settle();
    expect(saved).toEqual([]);
    expect(tooltip()).toBe('');
  });

  it('for a guest stays off, shows no tooltip and leaves the explaining to the notice', async () => {
    signedIn = false;
    await showButton();
    const notifications = await import('../../stores/notifications');
    await press();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(tooltip()).toBe('');
    await vi.waitFor(() => expect(notifications.notifications.value.map((n) => n.type)).toEqual(['warn']));
  });
});

/** Every GA4 item field but the product's own: one unit, in hryvnias, for the shop. */
const itemOf = (fields: Record<string, unknown>) => ({
  item_id: String(PRODUCT),
  item_brand: '',
  item_category: '',
  item_category2: '',
  item_category3: '',
  item_category4: '',
  item_category5: '',
  quantity: 1,
  affiliation: 'Main',
  currency: 'UAH',
  ...fields,
});

describe('add_to_wishlist', () => {
  it.each<[string, ProductFacts, Record<string, unknown>]>([
    [
      'a product with its brand and categories',
      product,
      itemOf({ item_name: 'Олія CBD 10%', item_brand: 'Hempy', item_category: 'Здоров’я', item_category2: 'CBD-олії', price: 1299.5 }),
    ],
    [
      'a product six categories deep keeps the top five',
      { ...product, categories: ['1', '2', '3', '4', '5', '6'] },
      itemOf({
        item_name: 'Олія CBD 10%',
        item_brand: 'Hempy',
        item_category: '1',
        item_category2: '2',
        item_category3: '3',
        item_category4: '4',
        item_category5: '5',
        price: 1299.5,
      }),
    ],
    [
      'a product shown without brand or categories',
      { id: PRODUCT, title: 'Насіння', price: 0.1 + 0.2 },
      itemOf({ item_name: 'Насіння', price: 0.3 }),
    ],
  ])('pressing the heart of %s reports the whole item, with its value in UAH', async (_, shown, item) => {
    await showButton('uk', shown);
    await press();
    await settle();
    expect(wishlistEvents()).toEqual([{ currency: 'UAH', value: item.price, items: [item] }]);
  });

  it('taking a product out of the favourites reports nothing', async () => {
    saved = [PRODUCT];
    await showButton();
    await press();
    await settle();
    expect(saved).toEqual([]);
    expect(wishlistEvents()).toEqual([]);
  });

  it('a guest pressing the heart reports nothing', async () => {
    signedIn = false;
    await showButton();
    await press();
    expect(wishlistEvents()).toEqual([]);
  });
});
