// @vitest-environment happy-dom
import { clear, createStore, del, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./compare');
type Notifications = typeof import('./notifications');

const storage = createStore('kramnytsia-compare', 'compare');
const SESSION = 'a'.repeat(32);

const summary = (ids: number[], session: string | null = SESSION) => ({
  data: ids.length ? [{ category: { id: 7, name: 'CBD-олії' }, count: ids.length, url: '/compare/7' }] : [],
  compare_list: ids,
  extra: { total: ids.length, limit: 10 },
  compare_session: session,
});

const card = (id: number) => ({
  id,
  base_product_id: id,
  title: `Олія ${id}`,
  image: { src: `/media/${id}.svg`, width: 300, height: 300, alt: `Олія ${id}` },
  price: 500,
  old_price: null,
  rate: 4.5,
  reviews_count: 2,
  in_stock: true,
  offers_count: 1,
  seller: { id: 1, shop_name: 'Конопляна хата' },
  attributes: [],
});

const table = (ids: number[]) => ({
  ...summary(ids),
  data: {
    category: { id: 7, name: 'CBD-олії' },
    products: ids.map(card),
    characteristics: [{ id: 1, name: 'Спектр', values: ids.map(() => 'Повний'), is_different: false }],
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The calls the store made, and a way to answer them. */
let requests: Request[] = [];
let answer: (request: Request) => Promise<Response>;

/** A fresh page: new module state over the same IndexedDB. */
async function openPage(): Promise<{ store: Store; notifications: Notifications }> {
  vi.resetModules();
  return { store: await import('./compare'), notifications: await import('./notifications') };
}

beforeEach(async () => {
  localStorage.clear();
  await clear(storage);
  await clear(createStore('kramnytsia-outbox', 'entries'));
  // The pages this file opens share one process: they would hear each other like tabs and ask again after the test.
  vi.stubGlobal('BroadcastChannel', undefined);
  requests = [];
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return answer(request);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The pages a test opened are closed: a retry the outbox had planned goes nowhere (never to the network).
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the compare store', () => {
  it.each([
    ['a known guest without lists does not ask the server', false, 0],
    ['a signed-in customer does', true, 1],
    ['a page that does not know (the offline shell) does', null, 1],
  ])('%s', async (_what, session, asked) => {
    answer = async () => json(summary([], null));
    const { store } = await openPage();
    (await import('./session')).hasSession.value = session;
    await store.reloadCompare();
    expect(requests.filter((r) => new URL(r.url).pathname === '/api/compare')).toHaveLength(asked);
    expect(store.compareReady.value).toBe(true);
    expect(store.compareCount.value).toBe(0);
  });

  it('a guest whose lists were kept asks the server for them', async () => {
    answer = async () => json(summary([1, 2]));
    const first = await openPage();
    await first.store.reloadCompare();
    const { store } = await openPage();
    (await import('./session')).hasSession.value = false;
    requests = [];
    await store.reloadCompare();
    expect(requests.map((r) => [new URL(r.url).pathname, r.headers.get('compare-session')])).toEqual([['/api/compare', SESSION]]);
    expect(store.compareCount.value).toBe(2);
  });

  it('persists the lists and the session, and a later page shows them offline', async () => {
    answer = async () => json(summary([11, 12]));
    const first = await openPage();
    await first.store.loadCompare('uk');
    expect(first.store.compareIds.value).toEqual([11, 12]);
    expect(await get('summary', storage)).toMatchObject({ version: 1, data: { compare_list: [11, 12], compare_session: SESSION } });

    answer = offline;
    const second = await openPage();
    expect(second.store.compareCount.value).toBe(0);
    await second.store.loadCompare('uk');
    expect(second.store.compareIds.value).toEqual([11, 12]);
    expect(second.store.compareLists.value.map((l) => l.category.name)).toEqual(['CBD-олії']);
    expect(second.store.compareFromStorage.value).toBe(true);
    expect(second.store.compareReady.value).toBe(true);
  });

  it('a tap on the next page joins the session even when the last answer was not stored before the page went', async () => {
    answer = async (r) => (r.method === 'GET' ? json(summary([], null)) : json(summary([11], r.headers.get('compare-session'))));
    const first = await openPage();
    await first.store.loadCompare('uk');
    await first.store.toggleCompare(11);
    const started = requests.find((r) => r.method === 'POST')!.headers.get('compare-session');
    // the page went away between the answer and the kept copy's write
    await del('summary', storage);

    answer = async (r) => json(r.method === 'GET' ? summary([11], started) : summary([11, 12], r.headers.get('compare-session')));
    const { store } = await openPage();
    requests = [];
    await store.toggleCompare(12);
    const posts = requests.filter((r) => r.method === 'POST').map((r) => [new URL(r.url).pathname, r.headers.get('compare-session')]);
    expect(posts).toEqual([['/api/compare/product/12', started]]);
    expect(store.compareIds.value).toEqual([11, 12]);
  });

  it('starts the session with an id made here, and sends the one the server answered with every later call', async () => {
    answer = async (r) => (r.method === 'GET' ? json(summary([], null)) : json(summary(r.url.endsWith('/21') ? [21] : [21, 22])));
    const { store } = await openPage();
    await store.loadCompare('uk');
    const adds = [store.toggleCompare(21), store.toggleCompare(22)];
    await Promise.all(adds);
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.headers.get('compare-session'))).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), SESSION]);
    expect(store.compareSession.value).toBe(SESSION);
    expect(store.compareIds.value).toEqual([21, 22]);
  });

  it('shows an add from the press to its answer without a moment unpressed (the tooltip follows the press)', async () => {
    answer = async (r) => (r.method === 'GET' ? json(summary([], null)) : json(summary([31])));
    const { store } = await openPage();
    await store.loadCompare('uk');
    const { effect } = await import('@preact/signals-react');
    const seen: boolean[] = [];
    const stop = effect(() => {
      const pressed = store.compareIds.value.includes(31);
      if (seen.at(-1) !== pressed) seen.push(pressed);
    });
    await store.toggleCompare(31);
    await (await import('../lib/outbox')).flush();
    stop();
    expect(seen).toEqual([false, true]);
  });

  it('shows an add at once and rolls it back, with the server message, when the server refuses', async () => {
    answer = async () => json(summary([11]));
    const { store, notifications } = await openPage();
    await store.loadCompare('uk');
    let refuse!: () => void;
    answer = () => new Promise((resolve) => (refuse = () => resolve(json({ message: 'Список повний' }, 409))));
    const adding = store.toggleCompare(12);
    expect(store.compareIds.value).toEqual([11, 12]);
    await vi.waitFor(() => expect(refuse).toBeTypeOf('function'));
    refuse();
    await adding;
    expect(store.compareIds.value).toEqual([11]);
    expect(notifications.notifications.value.map((n) => [n.type, n.title])).toEqual([['error', 'Список повний']]);
  });

  it('keeps a removal the network did not carry in the outbox, shown as made, and sends it once the connection is back', async () => {
    answer = async () => json(summary([11, 12]));
    const { store, notifications } = await openPage();
    await store.loadCompare('uk');
    answer = offline;
    await store.removeFromCompare(11);
    expect(store.compareIds.value).toEqual([12]);
    expect(notifications.notifications.value.map((n) => n.type)).toEqual(['warn']);

    // A reload while still offline shows the waiting change too.
    const reloaded = await openPage();
    await reloaded.store.loadCompare('uk');
    await vi.waitFor(() => expect(reloaded.store.compareIds.value).toEqual([12]));

    requests = [];
    answer = async () => json(summary([12]));
    const { flush } = await import('../lib/outbox');
    await flush();
    await vi.waitFor(() =>
      expect(requests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('compare-session')])).toContainEqual([
        'DELETE',
        '/api/compare/product/11',
        SESSION,
      ]),
    );
    await vi.waitFor(() => expect(reloaded.store.compareIds.value).toEqual([12]));
  });

  it('a waiting add the server refuses once the connection is back is taken back with its reason, and not sent again', async () => {
    answer = async () => json(summary([11]));
    const { store, notifications } = await openPage();
    await store.loadCompare('uk');
    answer = offline;
    await store.toggleCompare(12);
    expect(store.compareIds.value).toEqual([11, 12]);

    requests = [];
    answer = async () => json({ message: 'Список порівняння цієї категорії повний' }, 409);
    const { flush } = await import('../lib/outbox');
    await flush();
    await vi.waitFor(() => expect(store.compareIds.value).toEqual([11]));
    expect(notifications.notifications.value.map((n) => [n.type, n.title]).at(-1)).toEqual([
      'error',
      'Список порівняння цієї категорії повний',
    ]);
    await flush();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a first product added offline waits under a session id made here, and the changes after it join that session', async () => {
    answer = offline;
    const { store, notifications } = await openPage();
    await store.toggleCompare(11);
    await store.toggleCompare(12);
    expect(store.compareIds.value).toEqual([11, 12]);
    expect(notifications.notifications.value.map((n) => n.type)).toEqual(['warn', 'warn']);

    // The server starts the session under the id the app made, and answers the lists as they are.
    const added: number[] = [];
    answer = async (r) => {
      added.push(Number(new URL(r.url).pathname.split('/').pop()));
      return json(summary(added, r.headers.get('compare-session')));
    };
    const { flush } = await import('../lib/outbox');
    await flush();
    const sessions = requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('compare-session'));
    // Every try, offline or not, carried the one id.
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sessions).size).toBe(1);
    expect(sessions[0]).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(() => expect(store.compareSession.value).toBe(sessions[0]));
    expect(store.compareIds.value).toEqual([11, 12]);
  });

  it('empties a list offline at once, with the products its table showed, and sends the clear once the connection is back', async () => {
    answer = async (r) => (r.url.includes('/category/') ? json(table([11, 12])) : json(summary([11, 12])));
    const { store, notifications } = await openPage();
    await store.loadCompare('uk');
    await store.loadCompareTable(7);
    answer = offline;
    await store.clearCompareList(7);
    expect(store.compareLists.value).toEqual([]);
    expect(store.compareIds.value).toEqual([]);
    expect(notifications.notifications.value.map((n) => n.type)).toEqual(['warn']);

    // A reload while still offline shows the list emptied too.
    const reloaded = await openPage();
    await reloaded.store.loadCompare('uk');
    await vi.waitFor(() => expect(reloaded.store.compareIds.value).toEqual([]));
    expect(reloaded.store.compareLists.value).toEqual([]);

    requests = [];
    answer = async () => json(summary([]));
    const { flush } = await import('../lib/outbox');
    await flush();
    await flush();
    const clears = requests.filter((r) => r.method === 'DELETE');
    expect(clears.map((r) => [new URL(r.url).pathname, r.headers.get('compare-session')])).toEqual([['/api/compare/category/7', SESSION]]);
    expect(clears[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,128}$/);
    await vi.waitFor(() => expect(reloaded.store.compareLists.value).toEqual([]));
    expect(reloaded.store.compareIds.value).toEqual([]);
  });

  it('a list emptied offline whose table was never opened leaves the count at once, and its ids with the answer', async () => {
    answer = async () => json(summary([11, 12]));
    const { store } = await openPage();
    await store.loadCompare('uk');
    answer = offline;
    await store.clearCompareList(7);
    expect([store.compareLists.value, store.compareCount.value]).toEqual([[], 0]);
    expect(store.compareIds.value).toEqual([11, 12]);

    answer = async () => json(summary([]));
    await (await import('../lib/outbox')).flush();
    await vi.waitFor(() => expect(store.compareIds.value).toEqual([]));
    expect(store.compareCount.value).toBe(0);
  });

  it('shows a clear at once and takes it back, with the server message, when the server refuses', async () => {
    answer = async () => json(summary([11]));
    const { store, notifications } = await openPage();
    await store.loadCompare('uk');
    let refuse!: () => void;
    answer = () => new Promise((resolve) => (refuse = () => resolve(json({ message: 'Категорію не знайдено' }, 404))));
    const clearing = store.clearCompareList(7);
    expect(store.compareLists.value).toEqual([]);
    await vi.waitFor(() => expect(refuse).toBeTypeOf('function'));
    refuse();
    await clearing;
    expect(store.compareLists.value.map((l) => l.category.id)).toEqual([7]);
    expect([store.compareIds.value, store.compareCount.value]).toEqual([[11], 1]);
    expect(notifications.notifications.value.map((n) => [n.type, n.title])).toEqual([['error', 'Категорію не знайдено']]);
  });

  it('keeps a category table for offline use and drops it when its list is gone', async () => {
    answer = async (r) => (r.url.includes('/category/') ? json(table([11, 12])) : json(summary([11, 12])));
    const first = await openPage();
    await first.store.loadCompare('uk');
    expect((await first.store.loadCompareTable(7)).stored).toBe(false);

    answer = offline;
    const second = await openPage();
    const offlineTable = await second.store.loadCompareTable(7);
    expect(offlineTable.stored).toBe(true);
    expect(offlineTable.table.data.products.map((p) => p.id)).toEqual([11, 12]);
    await expect(second.store.loadCompareTable(8)).rejects.toMatchObject({ status: 0 });

    answer = async () => json(summary([]));
    const third = await openPage();
    await third.store.loadCompare('uk');
    expect(await get('table:7', storage)).toBeUndefined();
  });

  it.each([
    ['a copy without a version', summary([11, 12]), []],
    ['a corrupt copy', { version: 1, data: { compare_list: 'garbage' } }, []],
    ['a copy of an unknown version', { version: 99, data: summary([11, 12]) }, []],
    ['a copy missing fields', { version: 1, data: { compare_list: [11] } }, []],
  ])('offline, %s shows as the lists %j, and a bad one is deleted', async (_name, stored, ids) => {
    await set('summary', stored, storage);
    answer = offline;
    const { store } = await openPage();
    await store.loadCompare('uk');
    expect(store.compareIds.value).toEqual(ids);
    expect(store.compareReady.value).toBe(true);
    if (ids.length === 0) expect(await get('summary', storage)).toBeUndefined();
  });

  it('offline, a corrupt stored table is not shown: the network failure is', async () => {
    answer = async () => json(summary([11, 12]));
    const { store } = await openPage();
    await store.loadCompare('uk');
    await set('table:7', { version: 1, data: { ...table([11]), data: { products: [{ id: 11 }] } } }, storage);
    answer = offline;
    await expect(store.loadCompareTable(7)).rejects.toMatchObject({ status: 0 });
    expect(await get('table:7', storage)).toBeUndefined();
  });

  it('forgets everything when the server no longer knows the session (after logout)', async () => {
    answer = async () => json(summary([11]));
    const { store } = await openPage();
    await store.loadCompare('uk');
    answer = async () => json(summary([], null));
    expect(await store.reloadCompareAfterLogout('/compare/7')).toBe('/');
    expect(store.compareIds.value).toEqual([]);
    expect(store.compareSession.value).toBeNull();
    expect(await get('summary', storage)).toBeUndefined();
  });

  it.each([
    ['/compare', '/'],
    ['/compare/7', '/'],
    ['/product/1', null],
    ['/', null],
  ])('logout on %s sends the shopper to %s', async (path, target) => {
    answer = async () => json(summary([]));
    const { store } = await openPage();
    expect(await store.reloadCompareAfterLogout(path)).toBe(target);
  });
});
