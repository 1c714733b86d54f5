// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruFavorites from '../../locales/ru/favorites.json';
import ukFavorites from '../../locales/uk/favorites.json';
import { testI18n } from '../lib/test-i18n';

const PRODUCT = 42;
const summary = (ids: number[]) => ({ data: { product_ids: ids, count: ids.length, lists: [] } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
let store: typeof import('../stores/favorites');

const button = () => screen.getByRole('button');
const tooltip = () => screen.getByRole('status').textContent;

/** A fresh page with the store loaded, showing the button in the given language. */
async function showButton(lang: 'uk' | 'ru' = 'uk') {
  vi.resetModules();
  store = await import('../stores/favorites');
  const { FavoriteButton } = await import('./FavoriteButton');
  await store.loadFavorites(lang);
  render(
    <I18nextProvider i18n={lang === 'ru' ? i18nRu : i18nUk}>
      <FavoriteButton productId={PRODUCT} />
    </I18nextProvider>,
  );
}

const press = () => userEvent.click(button());
/** Waits for the calls the presses made: a reload runs only after them. */
const settle = () => act(() => store.reloadFavorites());

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { favorites: ukFavorites } });
  i18nRu = await testI18n('ru', { ru: { favorites: ruFavorites } });
});
beforeEach(() => {
  signedIn = true;
  saved = [];
  vi.stubGlobal('fetch', server);
});
afterEach(() => {
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
    const notifications = await import('../stores/notifications');
    await press();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(tooltip()).toBe('');
    expect(notifications.notifications.value.map((n) => n.type)).toEqual(['warn']);
  });
});
