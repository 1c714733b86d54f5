import { computed, signal } from '@preact/signals-react';
import { array, integer, min, object, optional, type Describe } from 'superstruct';
import { createStore } from 'idb-keyval';
import { cartTotals } from '../domain/cart-rules';
import { cartChange, fetchCart, inCart, type CartAnswer, type CartItem } from '../api/cart';
import { ApiFailure, type ErrorBody } from '../lib/api';
import { trackCartChange, trackViewCart } from '../lib/analytics/events';
import { i18next } from '../lib/i18n';
import { cartAnswerStruct, cartItemStruct } from '../lib/kept-answers';
import { answerBody, type Sent } from '../lib/operation';
import { onNewsFromOtherTabs, onReturnToTab, tellOtherTabs } from '../lib/other-tabs';
import { isWorthRetrying, outboxEntry, sendEntry, type OutboxEntry } from '../lib/outbox';
import { retryLater } from '../lib/retry';
import { outboxEntryStruct } from '../lib/outbox/entry';
import { readIndexedDb, writeIndexedDb, type StoredShape } from '../lib/storage';
import { oncePerLanguage } from './once-per-language';
import { notify, notifyFailure } from './notifications';
import { lang } from './session';

/**
 * The cart (docs/product-rules.md#cart "Cart state", 4 "Cart", 7 "Cart"). The server keeps it under a session id it issues;
 * this store mirrors the last answer and the changes not yet delivered in IndexedDB, so the cart shows
 * and changes offline. Every change shows at once and waits in a queue of its own, each with its own
 * Idempotency-Key, sent one at a time in order. Why not the shared outbox: its entries fix their headers
 * when queued, but a cart made offline has no session until its first change is answered, and every
 * later change must carry that session.
 *
 * What shows is always the server's last answer with the undelivered changes applied on top, so an
 * answer that predates a change (a removal made offline) never brings the old state back.
 */

export type { CartAnswer, CartItem };

/** A change waiting for the server: the quantity to have (0 removes), with what to show meanwhile. */
interface CartChange {
  entry: OutboxEntry;
  product_id: number;
  qty: number;
  /** how the product shows while the change travels, when the cart does not hold it yet */
  preview?: CartItem;
}

const EMPTY: CartAnswer = { items: [], meta: { total: 0, clear_total: 0, qty: 0 }, cart_session: null };
const storage = createStore('kramnytsia-cart', 'cart');
const ANSWER_KEY = 'answer';
const CHANGES_KEY = 'changes';

const changeStruct: Describe<CartChange> = object({ entry: outboxEntryStruct, product_id: integer(), qty: min(integer(), 0), preview: optional(cartItemStruct) });
export const STORED_ANSWER: StoredShape<CartAnswer> = { version: 1, data: cartAnswerStruct };
export const STORED_CHANGES: StoredShape<CartChange[]> = { version: 1, data: array(changeStruct) };

/** The server's last word on the cart. */
const confirmed = signal<CartAnswer>(EMPTY);
const changes = signal<CartChange[]>([]);

function applyChange(items: CartItem[], change: CartChange): CartItem[] {
  if (change.qty === 0) return items.filter((i) => i.product_id !== change.product_id);
  if (items.some((i) => i.product_id === change.product_id)) return items.map((i) => (i.product_id === change.product_id ? { ...i, qty: change.qty } : i));
  return change.preview ? [...items, { ...change.preview, qty: change.qty }] : items;
}

const withChanges = (answer: CartAnswer, pending: readonly CartChange[]) => pending.reduce(applyChange, answer.items);

/** The items as the shopper sees them: the server's answer with the undelivered changes applied. */
export const cartItems = computed(() => withChanges(confirmed.value, changes.value));
export const cartMeta = computed(() => cartTotals(cartItems.value));
export const cartSession = computed(() => confirmed.value.cart_session);
/** docs/product-rules.md#cart: on while a change is on its way to the server. */
export const cartLoading = signal(false);
/** Changes made offline (or refused for a while by a busy server) that still wait. */
export const cartWaiting = computed(() => changes.value.length);
export const cartPopupOpen = signal(false);

export const cartQtyOf = (productId: number) => cartItems.value.find((i) => i.product_id === productId)?.qty ?? 0;

export function openCartPopup(): void {
  if (!cartPopupOpen.peek()) trackViewCart(cartItems.peek().map((i) => ({ id: i.product_id, title: i.title, price: i.price, quantity: i.qty })));
  cartPopupOpen.value = true;
}
export function closeCartPopup(): void {
  cartPopupOpen.value = false;
}

async function save(): Promise<void> {
  try {
    await writeIndexedDb(storage, ANSWER_KEY, STORED_ANSWER, confirmed.peek());
    await writeIndexedDb(storage, CHANGES_KEY, STORED_CHANGES, changes.peek());
  } catch (error) {
    // Private modes may refuse IndexedDB: the cart still works while the tab is open.
    console.warn('cart: storage unavailable', error);
  }
}

let restored: Promise<void> | undefined;
/** Reads the stored cart once, before the first call, so it shows at once (and offline). */
function restore(): Promise<void> {
  restored ??= (async () => {
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => void deliver());
      // Another tab changed the cart: show the server's cart quietly (the shopper made those changes). Coming
      // back to this tab, ask again too (a price may have changed meanwhile) and send what waits here.
      onNewsFromOtherTabs('cart', () => void takeOtherTabsCart());
      onReturnToTab(() => void reload({ quiet: false }));
    }
    try {
      const [answer, pending] = await Promise.all([readIndexedDb(storage, ANSWER_KEY, STORED_ANSWER), readIndexedDb(storage, CHANGES_KEY, STORED_CHANGES)]);
      if (answer) confirmed.value = answer;
      if (pending?.length) changes.value = [...pending, ...changes.peek()];
    } catch (error) {
      console.warn('cart: storage unavailable', error);
    }
  })();
  return restored;
}

/** Texts for notices, which may come before any cart component loaded them. */
const cartTexts = () => i18next.loadNamespaces('cart');

const stateOf = (item: CartItem) => `${item.price}|${item.qty_store > 0}|${item.qty <= item.qty_store}`;

/**
 * Takes a server answer as the truth. What the shopper saw and did not change themselves, but the server
 * now says otherwise (price, stock, the product gone), gets one notice naming the products.
 */
async function accept(answer: CartAnswer, { delivered, quiet = false }: { delivered?: CartChange; quiet?: boolean } = {}): Promise<void> {
  const before = cartItems.peek();
  if (delivered) changes.value = changes.peek().filter((c) => c !== delivered);
  confirmed.value = answer;
  const after = new Map(cartItems.peek().map((i) => [i.product_id, i]));
  const changed = before.filter((was) => {
    const now = after.get(was.product_id);
    return !now || stateOf(now) !== stateOf({ ...was, qty: now.qty });
  });
  await save();
  if (delivered) tellOtherTabs('cart');
  if (changed.length === 0 || quiet) return;
  await cartTexts();
  notify({ type: 'warn', title: i18next.t('cart:changedByServer'), text: changed.map((i) => i.title).join(', '), duration: 0 });
}

let queue: Promise<unknown> = Promise.resolve();
/** Every call to the server in one line: an answer never overtakes a change made before it. */
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** After a passing failure the changes go again within 5 s, each next wait up to twice as long and at most 30 s, unless the server asks for longer. */
const retries = retryLater(() => void deliver(), { baseMs: 5_000, maxMs: 30_000 });

/** A change the server refused: dropping it is the rollback; an add that failed says so (docs/product-rules.md#errors-and-notices). */
async function refused(change: CartChange, body: Partial<ErrorBody> | null): Promise<void> {
  changes.value = changes.peek().filter((c) => c !== change);
  await save();
  await cartTexts();
  const title = change.preview?.title ?? cartItems.peek().find((i) => i.product_id === change.product_id)?.title ?? '';
  if (change.qty > 0) notify({ type: 'error', title: i18next.t('cart:addFailed'), text: title });
  notifyFailure({ message: body?.message ?? i18next.t('errors:unexpected'), errors: body?.errors });
}

/** Sends the waiting changes, oldest first, and stops at the first that has to wait for the network. */
function deliver(): Promise<void> {
  return inTurn(async () => {
    retries.cancel();
    for (;;) {
      const [change] = changes.peek();
      if (!change) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      cartLoading.value = true;
      let sent: Sent;
      try {
        // The session is read now: a change queued before the cart existed carries the one its predecessor got.
        // So is the language: the answer replaces the cart on show, whose titles must be in the page's language.
        const { entry } = change;
        sent = await sendEntry({ ...entry, operation: inCart(entry.operation, confirmed.peek().cart_session), headers: { ...entry.headers, 'accept-language': lang.peek() } });
      } catch {
        return; // offline: the `online` event comes back for it
      } finally {
        cartLoading.value = false;
      }
      if (isWorthRetrying(sent.response.status)) {
        retries.failed(sent.response.headers.get('retry-after'));
        return;
      }
      retries.answered();
      const body = answerBody(sent);
      if (!sent.response.ok) {
        await refused(change, body as Partial<ErrorBody> | null);
        continue;
      }
      await accept(body as CartAnswer, { delivered: change });
    }
  });
}

export interface CartChangeOptions {
  /** docs/product-rules.md#cart: the popup stays closed (a change made inside the cart itself, or a silent add). */
  preventOpenPopup?: boolean;
  /** what to show while the cart does not hold the product yet (the product page knows it) */
  preview?: CartItem;
}

/** Sets how many units of the product the cart holds; 0 removes it. Shows at once, delivers in turn. */
export async function setCartQty(productId: number, qty: number, { preventOpenPopup = false, preview }: CartChangeOptions = {}): Promise<void> {
  const before = cartItems.peek().find((i) => i.product_id === productId);
  trackCartChange(productId, before ?? preview, qty - (before?.qty ?? 0));
  const entry = outboxEntry({ operation: cartChange(productId, qty), scope: 'cart' });
  changes.value = [...changes.peek(), { entry, product_id: productId, qty, preview }];
  if (!preventOpenPopup) openCartPopup();
  // The stored changes go first, so this one is saved after them.
  await restore();
  await save();
  await deliver();
}

export function removeFromCart(productId: number): Promise<void> {
  return setCartQty(productId, 0, { preventOpenPopup: true });
}

/** Asks the server for the cart again; offline the stored copy stays on show. */
export function reloadCart(): Promise<void> {
  return reload({ quiet: false });
}

/**
 * Another tab changed the cart, and may have started it: its answer, with the session it got, is stored. This tab
 * asks with that session; asking with none of its own got the empty cart, which it then stored over the other
 * tab's, and the next page opened showed an empty cart.
 */
function takeOtherTabsCart(): Promise<void> {
  return inTurn(async () => {
    const stored = await readIndexedDb(storage, ANSWER_KEY, STORED_ANSWER).catch(() => null);
    if (stored?.cart_session && stored.cart_session !== confirmed.peek().cart_session) confirmed.value = stored;
  }).then(() => reload({ quiet: true }));
}

function reload({ quiet }: { quiet: boolean }): Promise<void> {
  return inTurn(async () => {
    await restore();
    try {
      await accept(await fetchCart(confirmed.peek().cart_session), { quiet });
    } catch (error) {
      // Offline the stored copy stays on show; anything else is only logged: the cart is a convenience around every page.
      if (!(error instanceof ApiFailure && error.status === 0)) console.warn('cart: load failed', error);
    }
  }).then(deliver);
}

/**
 * The orders were placed: the server took these products out of the cart. That is no change to warn the shopper
 * about, so the lines leave the cart quietly here, before the next answer is compared with what showed. Stored at
 * once, since the card payment leaves the page and the cart is read back from storage when the shopper returns.
 */
export function cartOrdered(productIds: readonly number[]): Promise<void> {
  const ordered = new Set(productIds);
  return inTurn(async () => {
    await restore();
    const items = confirmed.peek().items.filter((i) => !ordered.has(i.product_id));
    confirmed.value = { ...confirmed.peek(), items, meta: cartTotals(items) };
    await save();
    tellOtherTabs('cart');
  });
}

/** Loads the cart once per language (titles come in the page's language); the header calls it. */
export const loadCart = oncePerLanguage(reloadCart);
