import { batch, computed, signal } from '@preact/signals-react';
import { array, type Describe } from 'superstruct';
import { createStore } from 'idb-keyval';
import { cartTotals } from '../domain/cart-rules';
import { CART_SCOPE, cartChange, cartChangeOf, fetchCart, inCart, type CartAnswer, type CartItem } from '../api/cart';
import { ApiFailure, type ErrorBody } from '../lib/api';
import { trackCartChange, trackViewCart } from '../lib/analytics/events';
import { i18next } from '../lib/i18n';
import { cartAnswerStruct, cartItemStruct } from '../lib/answer-structs';
import { onNewsFromOtherTabs, onReturnToTab, tellOtherTabs } from '../lib/other-tabs';
import { flush, onOutboxResult, outboxEntry, sendInTurn, sendWithHeaders, type OutboxEntry } from '../lib/outbox';
import { readIndexedDb, writeIndexedDb, type StoredShape } from '../lib/storage';
import { oncePerLanguage } from './once-per-language';
import { notify, notifyFailure } from './notifications';
import { lang } from './session';
import { waitingWrites } from '../lib/outbox/waiting-writes';

/**
 * The cart (docs/product-rules.md#cart "Cart state", 4 "Cart", 7 "Cart"). The server keeps it under a session id it issues;
 * this store mirrors the last answer in IndexedDB, so the cart shows and changes offline. Every change shows at
 * once and goes through the outbox in turn, each with its own Idempotency-Key, read with the session and language
 * of the moment it is sent: a cart made offline has no session until its first change is answered, and every later
 * change must carry that session.
 *
 * What shows is always the server's last answer with the changes still waiting applied on top, so an answer that
 * predates a change (a removal made offline) never brings the old state back.
 */

export type { CartAnswer, CartItem };

const EMPTY: CartAnswer = { items: [], meta: { total: 0, clear_total: 0, qty: 0 }, cart_session: null };
const storage = createStore('kramnytsia-cart', 'cart');
const ANSWER_KEY = 'answer';
const PREVIEWS_KEY = 'previews';

const STORED_ANSWER: StoredShape<CartAnswer> = { version: 1, data: cartAnswerStruct };
/** How products show while a change adding them waits: the cart does not hold them yet. */
const previewsStruct: Describe<CartItem[]> = array(cartItemStruct);
const STORED_PREVIEWS: StoredShape<CartItem[]> = { version: 1, data: previewsStruct };

/** The server's last word on the cart. */
const confirmed = signal<CartAnswer>(EMPTY);
const writes = waitingWrites(CART_SCOPE, cartChangeOf);
/** what the page that made a waiting add knew of its product, by product id */
const previews = signal<ReadonlyMap<number, CartItem>>(new Map());

function applyChange(items: CartItem[], { productId, qty }: { productId: number; qty: number }): CartItem[] {
  if (qty === 0) return items.filter((i) => i.product_id !== productId);
  if (items.some((i) => i.product_id === productId)) return items.map((i) => (i.product_id === productId ? { ...i, qty } : i));
  const preview = previews.value.get(productId);
  return preview ? [...items, { ...preview, qty }] : items;
}

/** The items as the shopper sees them: the server's answer with the waiting changes applied. */
export const cartItems = computed(() => writes.changes.value.reduce(applyChange, confirmed.value.items));
export const cartMeta = computed(() => cartTotals(cartItems.value));
/** How many units the cart holds: a number, so a new answer with the same count wakes none of its readers. */
export const cartCount = computed(() => cartMeta.value.qty);
export const cartSession = computed(() => confirmed.value.cart_session);
/** docs/product-rules.md#cart: on while a change is on its way to the server. */
export const cartLoading = signal(false);
/** Changes made offline (or refused for a while by a busy server) that still wait. */
export const cartWaiting = computed(() => writes.entries.value.length);
export const cartPopupOpen = signal(false);

export const cartQtyOf = (productId: number) => cartItems.value.find((i) => i.product_id === productId)?.qty ?? 0;

export function openCartPopup(): void {
  if (!cartPopupOpen.peek())
    trackViewCart(cartItems.peek().map((i) => ({ id: i.product_id, title: i.title, price: i.price, quantity: i.qty })));
  cartPopupOpen.value = true;
}
export function closeCartPopup(): void {
  cartPopupOpen.value = false;
}

// A change goes with the cart and the language of the moment it leaves: its answer replaces the cart on show,
// whose titles must be in the page's language.
sendWithHeaders(CART_SCOPE, () => ({ ...inCart(confirmed.peek().cart_session), 'accept-language': lang.peek() }));

async function save(): Promise<void> {
  try {
    const waiting = new Set(writes.changes.peek().map((c) => c.productId));
    await writeIndexedDb(storage, ANSWER_KEY, STORED_ANSWER, confirmed.peek());
    await writeIndexedDb(
      storage,
      PREVIEWS_KEY,
      STORED_PREVIEWS,
      [...previews.peek().values()].filter((p) => waiting.has(p.product_id)),
    );
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
      // Another tab changed the cart: show the server's cart quietly (the shopper made those changes). Coming
      // back to this tab, ask again too (a price may have changed meanwhile) and send what waits here.
      onNewsFromOtherTabs('cart', () => void takeOtherTabsCart());
      onReturnToTab(() => void reload({ quiet: false }));
      writes.hearOtherTabs();
    }
    try {
      const [answer, kept] = await Promise.all([
        readIndexedDb(storage, ANSWER_KEY, STORED_ANSWER),
        readIndexedDb(storage, PREVIEWS_KEY, STORED_PREVIEWS),
        writes.refresh(),
      ]);
      batch(() => {
        if (answer) confirmed.value = answer;
        if (kept?.length) previews.value = new Map([...kept.map((p) => [p.product_id, p] as const), ...previews.peek()]);
      });
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
 * Takes a server answer as the truth, the write it answers (if any) dropping out in the same moment. What the
 * shopper saw and did not change themselves, but the server now says otherwise (price, stock, the product gone),
 * gets one notice naming the products.
 */
async function accept(answer: CartAnswer, { answered, quiet = false }: { answered?: OutboxEntry; quiet?: boolean } = {}): Promise<void> {
  const before = cartItems.peek();
  const show = () => {
    confirmed.value = answer;
  };
  if (answered) await writes.settle(answered, show);
  else show();
  const after = new Map(cartItems.peek().map((i) => [i.product_id, i]));
  const changed = before.filter((was) => {
    const now = after.get(was.product_id);
    return !now || stateOf(now) !== stateOf({ ...was, qty: now.qty });
  });
  await save();
  if (answered) tellOtherTabs('cart');
  if (changed.length === 0 || quiet) return;
  await cartTexts();
  notify({ type: 'warn', title: i18next.t('cart:changedByServer'), text: changed.map((i) => i.title).join(', '), duration: 0 });
}

/** A change the server refused (or the outbox handed back): dropping it is the rollback; an add that failed says so (docs/product-rules.md#errors-and-notices). */
async function refused(entry: OutboxEntry, body: Partial<ErrorBody> | null): Promise<void> {
  const { productId, qty } = cartChangeOf(entry);
  const title = previews.peek().get(productId)?.title ?? cartItems.peek().find((i) => i.product_id === productId)?.title ?? '';
  await writes.settle(entry);
  await save();
  await cartTexts();
  if (qty > 0) notify({ type: 'error', title: i18next.t('cart:addFailed'), text: title });
  notifyFailure({ message: body?.message ?? i18next.t('errors:unexpected'), errors: body?.errors });
}

// Every cart change is answered here, whenever the outbox sends it, in this tab or another (or the service worker).
onOutboxResult(CART_SCOPE, async (result) => {
  await restore();
  if (result.expired) await refused(result.entry, null);
  else if (result.status < 300) await accept(result.body as CartAnswer, { answered: result.entry });
  else await refused(result.entry, result.body as Partial<ErrorBody> | null);
});

interface CartChangeOptions {
  /** docs/product-rules.md#cart: the popup stays closed (a change made inside the cart itself, or a silent add). */
  preventOpenPopup?: boolean;
  /** what to show while the cart does not hold the product yet (the product page knows it) */
  preview?: CartItem;
}

/** Sets how many units of the product the cart holds; 0 removes it. Shows at once, is sent in turn. */
export async function setCartQty(
  productId: number,
  qty: number,
  { preventOpenPopup = false, preview }: CartChangeOptions = {},
): Promise<void> {
  const before = cartItems.peek().find((i) => i.product_id === productId);
  trackCartChange(productId, before ?? preview, qty - (before?.qty ?? 0));
  const entry = outboxEntry(cartChange(productId, qty));
  batch(() => {
    if (preview && !previews.peek().has(productId)) previews.value = new Map([...previews.peek(), [productId, preview]]);
    writes.add(entry);
  });
  if (!preventOpenPopup) openCartPopup();
  await restore();
  await save();
  cartLoading.value = true;
  try {
    await sendInTurn(entry);
  } finally {
    cartLoading.value = false;
  }
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
async function takeOtherTabsCart(): Promise<void> {
  await restore();
  const stored = await readIndexedDb(storage, ANSWER_KEY, STORED_ANSWER).catch(() => null);
  if (stored?.cart_session && stored.cart_session !== confirmed.peek().cart_session) confirmed.value = stored;
  await reload({ quiet: true });
}

async function reload({ quiet }: { quiet: boolean }): Promise<void> {
  await restore();
  const asked = writes.mark();
  try {
    const answer = await fetchCart(confirmed.peek().cart_session);
    // A change answered meanwhile brought a newer cart than this one.
    if (!writes.isOlder(asked)) await accept(answer, { quiet });
  } catch (error) {
    // Offline the stored copy stays on show; anything else is only logged: the cart is a convenience around every page.
    if (!(error instanceof ApiFailure && error.status === 0)) console.warn('cart: load failed', error);
  }
  await flush();
}

/**
 * The orders were placed: the server took these products out of the cart. That is no change to warn the shopper
 * about, so the lines leave the cart quietly here, before the next answer is compared with what showed. Stored at
 * once, since the card payment leaves the page and the cart is read back from storage when the shopper returns.
 */
export async function cartOrdered(productIds: readonly number[]): Promise<void> {
  const ordered = new Set(productIds);
  await restore();
  const items = confirmed.peek().items.filter((i) => !ordered.has(i.product_id));
  confirmed.value = { ...confirmed.peek(), items, meta: cartTotals(items) };
  await save();
  tellOtherTabs('cart');
}

/** Loads the cart once per language (titles come in the page's language); the header calls it. */
export const loadCart = oncePerLanguage(reloadCart);
