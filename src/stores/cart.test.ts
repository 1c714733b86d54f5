// @vitest-environment happy-dom
import { clear, createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./cart');
type CartItem = import('./cart').CartItem;
type Notifications = typeof import('./notifications');

const storage = createStore('kramnytsia-cart', 'cart');
const SESSION = 'c'.repeat(32);

const item = (product_id: number, qty: number, price = 100, qty_store = 10): CartItem => ({
  product_id,
  base_product_id: product_id + 1000,
  qty,
  qty_store,
  min_cart_quantity: 1,
  price,
  old_price: null,
  title: `Олія ${product_id}`,
  image: { src: `/media/product/${product_id}/0.svg`, width: 600, height: 600, alt: '' },
  seller: { id: 1, shop_name: 'Зелена крамниця' },
  warehouse_id: 1,
});

/**
 * A cart server: keeps quantities, answers each Idempotency-Key once, knows the catalogue's prices
 * and stock (the test may change them), and refuses product 404.
 */
function cartServer() {
  const catalogue = new Map<number, { price: number; qty_store: number }>();
  let lines: { product_id: number; qty: number }[] = [];
  const keys = new Set<string>();
  const writes: { method: string; body: { product_id: number; qty?: number }; session: string | null; key: string | null }[] = [];
  const reads: (string | null)[] = [];
  const answer = (session: string | null) => {
    const items = session ? lines.map((l) => ({ ...item(l.product_id, l.qty), ...catalogue.get(l.product_id) })) : [];
    return { items, meta: { total: 0, clear_total: 0, qty: items.reduce((n, i) => n + i.qty, 0) }, cart_session: session };
  };
  const handle = async (request: Request) => {
    const session = request.headers.get('cart-session');
    if (request.url.endsWith('/api/cart/items')) {
      reads.push(session);
      return json(answer(session));
    }
    const body = (await request.json()) as { product_id: number; qty?: number };
    const key = request.headers.get('idempotency-key');
    writes.push({ method: request.method, body, session, key });
    if (body.product_id === 404) return json({ message: 'Товар не знайдено' }, 404);
    if (key && keys.has(key)) return json(answer(session ?? SESSION));
    if (key) keys.add(key);
    const qty = request.method === 'DELETE' ? 0 : body.qty!;
    const exists = lines.some((l) => l.product_id === body.product_id);
    if (qty === 0) lines = lines.filter((l) => l.product_id !== body.product_id);
    else if (exists) lines = lines.map((l) => (l.product_id === body.product_id ? { ...l, qty } : l));
    else lines.push({ product_id: body.product_id, qty });
    return json(answer(SESSION));
  };
  /** Placing orders takes their products out of the cart on the server. */
  const placeOrder = (productIds: number[]) => (lines = lines.filter((l) => !productIds.includes(l.product_id)));
  return { catalogue, writes, reads, handle, placeOrder, lines: () => lines };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let server: ReturnType<typeof cartServer>;
let online = true;

function setOnline(value: boolean): void {
  online = value;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** A fresh page: new module state over the same IndexedDB, with the real uk texts. */
async function openPage(): Promise<{ store: Store; notifications: Notifications }> {
  vi.resetModules();
  await (await import('../lib/i18n')).initI18n('uk');
  return { store: await import('./cart'), notifications: await import('./notifications') };
}

beforeEach(async () => {
  await Promise.all([
    clear(storage),
    clear(createStore('kramnytsia-outbox', 'entries')),
    clear(createStore('kramnytsia-outbox-results', 'results')),
  ]);
  server = cartServer();
  setOnline(true);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    return server.handle(request);
  });
});
// A page the test has left is closed: it hears no news of the next test's pages, which talk on a channel of their own.
const TabChannel = globalThis.BroadcastChannel;
let testNumber = 0;
beforeEach(() => {
  const channelOfThisTest = `test-${++testNumber}`;
  vi.stubGlobal(
    'BroadcastChannel',
    class extends TabChannel {
      constructor(name: string) {
        super(`${name}-${channelOfThisTest}`);
      }
    },
  );
});
// Nor does its `online` listener wake with the next test's page.
const addListener = window.addEventListener.bind(window);
let listeners: [string, EventListenerOrEventListenerObject][] = [];
beforeEach(() => {
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push([type, listener]);
    addListener(type, listener);
  });
});
afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  listeners = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The pages a test opened are closed: a retry they had planned goes nowhere (never to the network, never to the
  // next test's server).
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

const ids = (store: Store) => store.cartItems.value.map((i) => [i.product_id, i.qty]);

describe('the cart store', () => {
  it('asks the server for a known guest with nothing kept: it finds by its cookie a cart the browser lost from storage', async () => {
    const { store } = await openPage();
    (await import('./session')).hasSession.value = false;
    await store.loadCart('uk');
    expect(server.reads).toEqual([null]);
  });

  it('a guest whose cart was kept asks the server for it, with its session', async () => {
    const first = await openPage();
    (await import('./session')).hasSession.value = false;
    await first.store.setCartQty(1, 2, { preview: item(1, 2) });
    const { store } = await openPage();
    (await import('./session')).hasSession.value = false;
    await store.loadCart('uk');
    expect(server.reads).toEqual([SESSION]);
    expect(ids(store)).toEqual([[1, 2]]);
  });

  it('a page without a cart that hears another page start one shows it, and keeps it for the next page', async () => {
    const without = await openPage();
    (await import('./session')).hasSession.value = null;
    await without.store.loadCart('uk');
    const starting = await openPage();
    await starting.store.setCartQty(1, 2, { preview: item(1, 2) });
    await vi.waitFor(() => expect(ids(without.store)).toEqual([[1, 2]]));
    await vi.waitFor(() => expect(server.reads).toEqual([null, SESSION]));
    const next = await openPage();
    await next.store.loadCart('uk');
    expect(ids(next.store)).toEqual([[1, 2]]);
    expect(next.store.cartSession.value).toBe(SESSION);
  });

  it('shows a change at once, opens the popup, and sends the session the first change started', async () => {
    const { store } = await openPage();
    await store.loadCart('uk');
    const first = store.setCartQty(1, 2, { preview: item(1, 2) });
    expect(ids(store)).toEqual([[1, 2]]);
    expect(store.cartPopupOpen.value).toBe(true);
    await first;
    await store.setCartQty(2, 1, { preview: item(2, 1), preventOpenPopup: true });
    expect(server.writes.map((w) => w.session)).toEqual([null, SESSION]);
    expect(store.cartSession.value).toBe(SESSION);
    expect(store.cartMeta.value).toEqual({ total: 300, clear_total: 300, qty: 3 });
    expect(await get('answer', storage)).toMatchObject({ version: 1, data: { cart_session: SESSION } });
  });

  it('queues changes made offline, shows them, keeps them across a reload, and delivers them once, in order', async () => {
    const { store } = await openPage();
    await store.loadCart('uk');
    setOnline(false);
    await store.setCartQty(1, 1, { preview: item(1, 1) });
    await store.setCartQty(2, 3, { preview: item(2, 3) });
    await store.setCartQty(1, 4);
    expect(ids(store)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(store.cartWaiting.value).toBe(3);
    expect(server.writes).toEqual([]);

    // the tab is closed and opened again, still offline
    const page = await openPage();
    await page.store.loadCart('uk');
    expect(ids(page.store)).toEqual([
      [1, 4],
      [2, 3],
    ]);

    // (the `online` event would wake the closed page's module too: this page asks by itself)
    setOnline(true);
    await page.store.reloadCart();
    expect(server.writes.map((w) => [w.method, w.body.product_id, w.body.qty])).toEqual([
      ['PUT', 1, 1],
      ['PUT', 2, 3],
      ['PUT', 1, 4],
    ]);
    expect(new Set(server.writes.map((w) => w.key)).size).toBe(3);
    expect(server.writes.map((w) => w.session)).toEqual([null, SESSION, SESSION]);
    expect(server.lines()).toEqual([
      { product_id: 1, qty: 4 },
      { product_id: 2, qty: 3 },
    ]);
    expect(page.store.cartWaiting.value).toBe(0);
  });

  it('keeps a change made offline in the shared outbox: the service worker sends it with no page open, once, and the next page shows its answer', async () => {
    const { store } = await openPage();
    await store.loadCart('uk');
    setOnline(false);
    await store.setCartQty(1, 2, { preview: item(1, 2) });
    await store.setCartQty(2, 1, { preview: item(2, 1) });

    // The tab is closed; the connection returns and Background Sync wakes the worker, which sends as sw/outbox-sync.ts does.
    setOnline(true);
    const queue = await import('../lib/outbox/queue');
    const { requestOf } = await import('../lib/outbox/request');
    const { emptied } = await queue.drainQueue(
      queue.outboxStore(),
      async (entry) => queue.attemptOf(await server.handle(requestOf(entry, 'http://localhost'))),
      (result) => queue.keepWorkerResult(queue.workerResultsStore(), result),
    );
    expect(emptied).toBe(true);
    expect(server.writes.map((w) => [w.body.product_id, w.body.qty, w.session])).toEqual([
      [1, 2, null],
      [2, 1, null],
    ]);

    const page = await openPage();
    (await import('../lib/outbox')).startOutbox();
    await page.store.loadCart('uk');
    await vi.waitFor(() =>
      expect(ids(page.store)).toEqual([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(page.store.cartWaiting.value).toBe(0);
    expect(page.store.cartSession.value).toBe(SESSION);
    expect(server.writes).toHaveLength(2);
  });

  it('adds a favourites list longer than the outbox keeps at once, every product of it', async () => {
    const { store } = await openPage();
    await store.loadCart('uk');
    const { OUTBOX_KEPT } = await import('../lib/storage-limits');
    const list = Array.from({ length: OUTBOX_KEPT.entries + 5 }, (_, n) => ({
      id: n + 1,
      title: `Товар ${n + 1}`,
      in_stock: true,
      min_cart_quantity: 1,
    }));
    await (await import('./favorites')).addListToCart(list);
    expect(server.lines()).toHaveLength(list.length);
    expect(store.cartItems.value).toHaveLength(list.length);
  });

  it('keeps a removal made offline removed, whatever an older answer says', async () => {
    const { store } = await openPage();
    await store.loadCart('uk');
    await store.setCartQty(1, 1, { preview: item(1, 1) });
    await store.setCartQty(2, 1, { preview: item(2, 1) });
    setOnline(false);
    await store.removeFromCart(1);
    expect(ids(store)).toEqual([[2, 1]]);
    // an answer from before the removal arrives (the server still has the product)
    setOnline(true);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await store.reloadCart();
    expect(ids(store)).toEqual([[2, 1]]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.cartWaiting.value).toBe(0));
    expect(server.writes.at(-1)).toMatchObject({ method: 'DELETE', body: { product_id: 1 } });
    expect(server.lines()).toEqual([{ product_id: 2, qty: 1 }]);
    expect(ids(store)).toEqual([[2, 1]]);
  });

  it('takes the server’s price and stock over what showed, with a notice naming the product', async () => {
    const { store, notifications } = await openPage();
    await store.loadCart('uk');
    server.catalogue.set(1, { price: 120, qty_store: 10 });
    await store.setCartQty(1, 1, { preview: item(1, 1, 100) });
    expect(store.cartItems.value[0]!.price).toBe(120);
    expect(notifications.notifications.value).toEqual([
      expect.objectContaining({ type: 'warn', title: 'Ціни або наявність товарів у кошику змінилися', text: 'Олія 1' }),
    ]);
  });

  it('lets ordered lines go quietly, in this page and in one opened later from storage; a line the server dropped otherwise still gets the notice', async () => {
    const { store, notifications } = await openPage();
    await store.loadCart('uk');
    for (const id of [1, 2, 3]) await store.setCartQty(id, 1, { preview: item(id, 1) });
    server.placeOrder([1, 2]);
    await store.cartOrdered([1, 2]);
    expect(ids(store)).toEqual([[3, 1]]);
    expect(await get('answer', storage)).toMatchObject({
      version: 1,
      data: { items: [expect.objectContaining({ product_id: 3 })], meta: { qty: 1 } },
    });

    // back from the payment page: a new page reads the stored cart, then the server's
    const back = await openPage();
    await back.store.loadCart('uk');
    expect(ids(back.store)).toEqual([[3, 1]]);
    expect(back.notifications.notifications.value).toEqual([]);

    await store.reloadCart();
    expect(notifications.notifications.value).toEqual([]);
    server.placeOrder([3]);
    await store.reloadCart();
    expect(notifications.notifications.value).toEqual([
      expect.objectContaining({ type: 'warn', title: 'Ціни або наявність товарів у кошику змінилися', text: 'Олія 3' }),
    ]);
  });

  it('rolls a refused add back and says the product was not added (docs/product-rules.md#errors-and-notices)', async () => {
    const { store, notifications } = await openPage();
    await store.loadCart('uk');
    await store.setCartQty(404, 1, { preview: { ...item(404, 1), title: 'Зниклий товар' } });
    expect(store.cartItems.value).toEqual([]);
    expect(notifications.notifications.value.map((n) => [n.type, n.title, n.text])).toEqual([
      ['error', 'Обраний товар не доданий до кошика', 'Зниклий товар'],
      ['error', 'Товар не знайдено', ''],
    ]);
  });

  it.each([
    ['a corrupt answer', { version: 1, data: { items: 'garbage' } }, null],
    [
      'an answer of an unknown version',
      { version: 9, data: { items: [], meta: { total: 0, clear_total: 0, qty: 0 }, cart_session: SESSION } },
      null,
    ],
    ['previews with a field missing', null, { version: 1, data: [{ product_id: 1, qty: 3 }] }],
    ['previews of another type', null, { version: 1, data: { product_id: 1 } }],
  ])('starts as an empty cart after %s, which is deleted', async (_name, answer, previews) => {
    if (answer) await set('answer', answer, storage);
    if (previews) await set('previews', previews, storage);
    setOnline(false);
    const { store } = await openPage();
    await store.loadCart('uk');
    expect(ids(store)).toEqual([]);
    expect(store.cartWaiting.value).toBe(0);
    expect(await get(answer ? 'answer' : 'previews', storage)).toBeUndefined();
  });
});
