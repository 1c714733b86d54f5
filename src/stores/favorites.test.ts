// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ukErrors from '../../locales/uk/errors.json';
import ukFavorites from '../../locales/uk/favorites.json';

type Store = typeof import('./favorites');
type Notifications = typeof import('./notifications');

const summary = (ids: number[]) => ({
  data: {
    product_ids: ids,
    count: ids.length,
    lists: ids.length ? [{ id: 1, name: 'Обране', is_default: true, is_shared: false, count: ids.length }] : [],
  },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signInRequired = () => json({ message: 'Увійдіть до свого кабінету, щоб продовжити' }, 401);
/** A product as the page that shows its heart knows it. */
const offer = (id: number) => ({ id, title: `Товар ${id}`, price: 100 });

/** The calls the store made, and a way to answer them. */
let requests: Request[] = [];
let answer: (request: Request) => Promise<Response>;

/** A fresh page: new module state, with the app's texts. */
async function openPage(): Promise<{ store: Store; notifications: Notifications }> {
  vi.resetModules();
  const { i18next } = await import('../lib/i18n');
  await i18next.init({ lng: 'uk', resources: { uk: { favorites: ukFavorites, errors: ukErrors } } });
  return { store: await import('./favorites'), notifications: await import('./notifications') };
}

const shown = (n: Notifications) => n.notifications.value.map((x) => [x.type, x.title]);

beforeEach(() => {
  requests = [];
  // Each openPage() is a page of its own, all in one process: without a channel they do not hear each other's
  // news as tabs would (that is other-tabs.test's), and an earlier page never answers this one's calls.
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return answer(request);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  // The outbox lives in IndexedDB, which outlasts a page: each test starts with none waiting.
  await (await import('../lib/outbox')).dropQueued('favorites');
});

describe('the favourites store', () => {
  it('a guest (401) has none, silently, and pressing a heart asks to sign in without a call', async () => {
    answer = async () => signInRequired();
    const { store, notifications } = await openPage();
    await store.loadFavorites('uk');
    expect(store.favoritesSignedIn.value).toBe(false);
    expect(store.favoriteIds.value).toEqual([]);
    expect(notifications.notifications.value).toEqual([]);

    await store.toggleFavorite(offer(11));
    expect(requests.map((r) => r.method)).toEqual(['GET']);
    expect(store.favoriteIds.value).toEqual([]);
    expect(shown(notifications)).toEqual([['warn', ukFavorites.signInNeeded]]);
  });

  it('loads a customer’s favourites once per language', async () => {
    answer = async () => json(summary([11, 12]));
    const { store } = await openPage();
    await store.loadFavorites('uk');
    await store.loadFavorites('uk');
    expect(requests).toHaveLength(1);
    expect(store.favoritesSignedIn.value).toBe(true);
    expect(store.favoriteIds.value).toEqual([11, 12]);
    expect(store.favoritesCount.value).toBe(2);
    expect(store.favoriteLists.value.map((l) => l.name)).toEqual(['Обране']);
    await store.loadFavorites('ru');
    expect(requests).toHaveLength(2);
  });

  it('shows an add at once and keeps it when the server agrees', async () => {
    answer = async () => json(summary([11]));
    const { store } = await openPage();
    await store.loadFavorites('uk');
    answer = async () => json(summary([12, 11]));
    const adding = store.toggleFavorite(offer(12));
    expect(store.favoriteIds.value).toEqual([11, 12]);
    await adding;
    expect(requests.at(-1)!.method).toBe('POST');
    expect(new URL(requests.at(-1)!.url).pathname).toBe('/api/customer/favorite/product/12');
    expect(store.favoriteIds.value).toEqual([12, 11]);
  });

  it('rolls an add back, with the server message, when the server refuses', async () => {
    answer = async () => json(summary([11]));
    const { store, notifications } = await openPage();
    await store.loadFavorites('uk');
    let refuse!: () => void;
    answer = () => new Promise((resolve) => (refuse = () => resolve(json({ message: 'Товар не знайдено' }, 404))));
    const adding = store.toggleFavorite(offer(12));
    expect(store.favoriteIds.value).toEqual([11, 12]);
    await vi.waitFor(() => expect(refuse).toBeTypeOf('function'));
    refuse();
    await adding;
    expect(store.favoriteIds.value).toEqual([11]);
    expect(shown(notifications)).toEqual([['error', 'Товар не знайдено']]);
  });

  it('keeps a heart the network does not carry in the outbox, shows it as made (also after a reload) and sends it when the connection returns', async () => {
    answer = async () => json(summary([11, 12]));
    const { store, notifications } = await openPage();
    await store.loadFavorites('uk');
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await store.toggleFavorite(offer(11));
    expect(requests.at(-1)!.method).toBe('DELETE');
    expect(store.favoriteIds.value).toEqual([12]);
    expect(shown(notifications)).toEqual([['warn', ukFavorites.queued]]);

    // A reload while still offline: the server's list cannot come, the waiting change still shows.
    const reloaded = await openPage();
    await reloaded.store.loadFavorites('uk');
    await vi.waitFor(() => expect(reloaded.store.favoriteIds.value).toEqual([]));
    answer = async (request) => json(summary(request.method === 'DELETE' ? [12] : [11, 12]));
    const { flush } = await import('../lib/outbox');
    await flush();
    await vi.waitFor(() => expect(reloaded.store.favoriteIds.value).toEqual([12]));
    const sent = requests.filter((r) => r.method === 'DELETE');
    // Every attempt, the failed ones included, carries the one key: the server writes it once.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
  });

  it('a waiting heart the server refuses later is taken back with its reason', async () => {
    answer = async () => json(summary([11]));
    const { store, notifications } = await openPage();
    await store.loadFavorites('uk');
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await store.toggleFavorite(offer(12));
    expect(store.favoriteIds.value).toEqual([11, 12]);
    answer = async () => json({ message: 'Товар не знайдено' }, 404);
    const { flush } = await import('../lib/outbox');
    await flush();
    await vi.waitFor(() => expect(store.favoriteIds.value).toEqual([11]));
    await vi.waitFor(() =>
      expect(shown(notifications)).toEqual([
        ['warn', ukFavorites.queued],
        ['error', 'Товар не знайдено'],
      ]),
    );
  });

  it('a session that ended (401 on a heart) rolls back, empties the store and asks to sign in', async () => {
    answer = async () => json(summary([11]));
    const { store, notifications } = await openPage();
    await store.loadFavorites('uk');
    answer = async () => signInRequired();
    await store.toggleFavorite(offer(12));
    expect(store.favoriteIds.value).toEqual([]);
    expect(store.favoritesSignedIn.value).toBe(false);
    expect(shown(notifications)).toEqual([['warn', ukFavorites.signInNeeded]]);
  });

  it('a load that cannot reach the server leaves the store as it was, without a notice', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { store, notifications } = await openPage();
    await store.loadFavorites('uk');
    expect(store.favoritesSignedIn.value).toBeNull();
    expect(store.favoriteIds.value).toEqual([]);
    expect(notifications.notifications.value).toEqual([]);
  });

  it('clearFavorites (logout) empties everything, and an answer still on its way does not bring it back', async () => {
    answer = async () => json(summary([11]));
    const { store } = await openPage();
    await store.loadFavorites('uk');
    let deliver!: () => void;
    answer = () => new Promise((resolve) => (deliver = () => resolve(json(summary([12, 11])))));
    const adding = store.toggleFavorite(offer(12));
    await vi.waitFor(() => expect(deliver).toBeTypeOf('function'));
    store.clearFavorites();
    expect(store.favoriteIds.value).toEqual([]);
    expect(store.favoritesCount.value).toBe(0);
    expect(store.favoriteLists.value).toEqual([]);
    expect(store.favoritesSignedIn.value).toBe(false);
    deliver();
    await adding;
    expect(store.favoriteIds.value).toEqual([]);
    expect(store.favoritesSignedIn.value).toBe(false);
  });
});
