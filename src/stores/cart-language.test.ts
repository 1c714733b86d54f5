// @vitest-environment happy-dom
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const storage = createStore('kramnytsia-cart', 'cart');
const SESSION = 'c'.repeat(32);
const TITLES = { uk: 'Олія конопляна', ru: 'Масло конопляное' } as const;

/** A cart server that titles its one product in the language the request asks for, as the real one does. */
function cartServer() {
  const lines = new Map<number, number>();
  const languages: (string | null)[] = [];
  const handle = async (request: Request) => {
    const asked = request.headers.get('accept-language');
    languages.push(asked);
    const title = asked === 'ru' ? TITLES.ru : TITLES.uk;
    if (request.method !== 'POST') {
      const body = (await request.json()) as { product_id: number; qty?: number };
      if (body.qty) lines.set(body.product_id, body.qty);
      else lines.delete(body.product_id);
    }
    const items = [...lines].map(([product_id, qty]) => ({
      product_id,
      base_product_id: product_id,
      qty,
      qty_store: 10,
      min_cart_quantity: 1,
      price: 100,
      old_price: null,
      title,
      image: { src: `/media/product/${product_id}/0.svg`, width: 600, height: 600, alt: title },
      seller: { id: 1, shop_name: 'Зелена крамниця' },
      warehouse_id: 1,
    }));
    const meta = { total: 0, clear_total: 0, qty: items.reduce((n, i) => n + i.qty, 0) };
    return new Response(JSON.stringify({ items, meta, cart_session: SESSION }), { headers: { 'content-type': 'application/json' } });
  };
  return { handle, languages };
}

let server: ReturnType<typeof cartServer>;
let online = true;
const setOnline = (value: boolean) => {
  online = value;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
};

beforeEach(async () => {
  await Promise.all([clear(storage), clear(createStore('kramnytsia-outbox', 'entries'))]);
  server = cartServer();
  setOnline(true);
  vi.resetModules();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    return server.handle(input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init));
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
afterEach(() => {
  vi.unstubAllGlobals();
  // The pages a test opened are closed: a retry they had planned goes nowhere (never to the network).
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

/** A page of the Russian site: the app sets the language before any store speaks to the server. */
async function russianPage() {
  await (await import('../lib/i18n')).initI18n('ru');
  (await import('../lib/api')).setApiLang('ru');
  (await import('./session')).lang.value = 'ru';
  return import('./cart');
}

const titles = (store: typeof import('./cart')) => store.cartItems.value.map((i) => i.title);

describe('the cart in Russian', () => {
  it('asks for every change in Russian, so the lines keep their Russian titles after an add', async () => {
    const store = await russianPage();
    await store.loadCart('ru');
    await store.setCartQty(1, 1, { preventOpenPopup: true });
    await store.setCartQty(1, 2, { preventOpenPopup: true });
    expect(titles(store)).toEqual([TITLES.ru]);
    expect(server.languages).toEqual(['ru', 'ru', 'ru']);
  });

  it('sends a change queued on the Ukrainian site in the language of the page it is delivered from', async () => {
    const store = await russianPage();
    (await import('./session')).lang.value = 'uk';
    setOnline(false);
    await store.setCartQty(1, 1, { preventOpenPopup: true });
    (await import('./session')).lang.value = 'ru';
    setOnline(true);
    await store.loadCart('ru');
    expect(titles(store)).toEqual([TITLES.ru]);
    expect(server.languages).toEqual(['ru', 'ru']);
  });
});
