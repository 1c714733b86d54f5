import { computed, signal } from '@preact/signals-react';
import { FAVORITES_SCOPE, favoriteChangeOf, favoriteWrite, fetchFavorites, type FavoriteSummary } from '../api/favorites';
import { ApiFailure, type ErrorBody } from '../lib/api';
import { trackAddToWishlist } from '../lib/analytics/events';
import type { ProductFacts } from '../lib/analytics/items';
import { i18next } from '../lib/i18n';
import { onNewsFromOtherTabs, tellOtherTabs } from '../lib/other-tabs';
import { dropQueued, onOutboxResult, outboxEntry, sendInTurn, type OutboxEntry, type OutboxResult } from '../lib/outbox';
import { cartQtyOf, openCartPopup, setCartQty } from './cart';
import { oncePerLanguage } from './once-per-language';
import { hasSession } from './session';
import { notify, notifyFailure } from './notifications';
import { waitingWrites, withChanges } from '../lib/outbox/waiting-writes';

/**
 * The signed-in customer's favourites (docs/product-rules.md#cabinet "Favourite lists", 6, 7 "Favourites"): the products behind
 * the hearts and the header count, and the lists in short. Only a customer has favourites; for a guest
 * the store stays empty and a heart explains that signing in is needed. Kept in memory only: they are
 * private to the account, so nothing stays behind on a shared device after logout.
 */

const EMPTY: FavoriteSummary = { product_ids: [], count: 0, lists: [] };

/** The server's last word. */
const confirmed = signal<FavoriteSummary>(EMPTY);
/** Hearts not answered yet, changed offline or a moment ago: they show as made, also after a reload. */
const writes = waitingWrites(FAVORITES_SCOPE, favoriteChangeOf);

/** Ids of the favourite products as the shopper sees them, changes not yet answered included. */
export const favoriteIds = computed(() => withChanges(confirmed.value.product_ids, writes.changes.value));
export const favoritesCount = computed(() => favoriteIds.value.length);
export const favoriteLists = computed(() => confirmed.value.lists);
/** null until the server has answered; false for a guest (the answer was 401). */
export const favoritesSignedIn = signal<boolean | null>(null);
/**
 * Whether the shopper is a guest, as far as anyone knows: the server said so, or the page said the browser holds no
 * session before any answer came. The server draws a guest's header from the page's word, and the answer after
 * hydration then changes nothing the header shows.
 */
export const favoritesGuest = computed(
  () => favoritesSignedIn.value === false || (favoritesSignedIn.value === null && hasSession.value === false),
);

// Answers to calls sent before a logout belong to the customer who left: a later sign-out count ignores them.
let signOuts = 0;
/** The sign-out count each heart of this page was pressed in; a heart from another tab or visit is of the current one. */
const pressedIn = new Map<string, number>();

function accept(summary: FavoriteSummary, sentIn: number): void {
  if (sentIn !== signOuts) return;
  confirmed.value = summary;
  favoritesSignedIn.value = true;
}

const isGuestAnswer = (error: unknown) => error instanceof ApiFailure && error.status === 401;

/**
 * Empties the favourites and treats the shopper as a guest. docs/product-rules.md#cabinet: logout clears favourites; a 401
 * (the session ended) does the same.
 */
export function clearFavorites(): void {
  signOuts += 1;
  writes.forget();
  confirmed.value = EMPTY;
  favoritesSignedIn.value = false;
}

/** Logout: the hearts changed offline were the customer's; the next person on this device must not send them. */
export async function forgetQueuedFavorites(): Promise<void> {
  await dropQueued(FAVORITES_SCOPE);
  writes.forget();
}

/** The server's answer to a heart, whenever the outbox sends it: the favourites as they are now, or why not. */
async function takeAnswer(result: OutboxResult, sentIn: number): Promise<void> {
  const { entry } = result;
  if (result.expired) {
    await writes.settle(entry);
    notify({ type: 'error', group: 'favorites', title: i18next.t('favorites:notSent') });
    return;
  }
  const { status, body } = result;
  if (status < 300) {
    await writes.settle(entry, () => accept((body as { data: FavoriteSummary }).data, sentIn));
    tellOtherTabs('favorites');
    return;
  }
  await writes.settle(entry);
  if (status === 401) {
    if (sentIn === signOuts) clearFavorites();
    askToSignIn();
  } else notifyFailure((body as ErrorBody | null) ?? { message: i18next.t('errors:unexpected') });
}

// A heart is answered whenever the outbox sends it, in this tab or another.
onOutboxResult(FAVORITES_SCOPE, async (result) => {
  const { entry } = result;
  const sentIn = pressedIn.get(entry.id) ?? signOuts;
  pressedIn.delete(entry.id);
  // The answer may come before anything on the page has loaded the favourites' texts (a flush at app start).
  await i18next.loadNamespaces('favorites');
  await takeAnswer(result, sentIn);
});

function askToSignIn(): void {
  notify({ type: 'warn', group: 'favorites', title: i18next.t('favorites:signInNeeded'), text: i18next.t('favorites:signInNeededText') });
}

/** Asks the server again (login will call it). A guest's 401 empties the store without a word. */
export function reloadFavorites(): Promise<void> {
  if (hasSession.peek() === false) {
    clearFavorites();
    return Promise.resolve();
  }
  const sentIn = signOuts;
  const asked = writes.mark();
  return fetchFavorites().then(
    // A heart answered meanwhile brought newer favourites than these.
    (summary) => (writes.isOlder(asked) ? undefined : accept(summary, sentIn)),
    (error: unknown) => {
      // Anything else (offline, a failing server) leaves what shows: the hearts are a convenience on every page.
      if (isGuestAnswer(error) && sentIn === signOuts) clearFavorites();
    },
  );
}

/** Loads once per language (the default list is named in the page's language); the header calls it. */
export const loadFavorites = oncePerLanguage(() => {
  // From the first load on, a favourite added or removed in another tab shows here too.
  if (!hearingOtherTabs) {
    onNewsFromOtherTabs('favorites', () => void reloadFavorites());
    // A heart pressed offline in another tab shows here as made too, and goes once it is sent.
    writes.hearOtherTabs();
  }
  hearingOtherTabs = true;
  void writes.refresh();
  return reloadFavorites();
});
let hearingOtherTabs = false;

/**
 * Adds the product to the default list when it is no favourite yet, removes it from every list when it is. An add
 * reports add_to_wishlist with what the page shows of the product.
 */
export function toggleFavorite(product: ProductFacts): Promise<void> {
  if (favoritesSignedIn.peek() === false) {
    askToSignIn();
    return Promise.resolve();
  }
  const productId = product.id;
  const add = !favoriteIds.peek().includes(productId);
  if (add) trackAddToWishlist(product);
  return press(outboxEntry(favoriteWrite(productId, add)));
}

async function press(entry: OutboxEntry): Promise<void> {
  pressedIn.set(entry.id, signOuts);
  writes.add(entry);
  const { waiting } = await sendInTurn(entry);
  if (waiting) notify({ type: 'warn', group: 'favorites', title: i18next.t('favorites:queued') });
}

/** What "add all to cart" needs to know of a product in a favourites list. */
interface ListedProduct {
  id: number;
  title: string;
  in_stock: boolean;
  min_cart_quantity: number;
}

/**
 * "Add all to cart" from a favourites list, the customer's own or a shared one: the products in stock join
 * the cart at their minimum quantity (those already in it stay as they are), and docs/product-rules.md#errors-and-notices: the shopper is
 * warned, by name, that the out-of-stock ones are not added.
 */
export async function addListToCart(products: readonly ListedProduct[]): Promise<void> {
  await i18next.loadNamespaces('favorite-lists');
  const t = i18next.getFixedT(null, 'favorite-lists');
  const missing = products.filter((p) => !p.in_stock);
  const adding = products.filter((p) => p.in_stock && cartQtyOf(p.id) === 0);
  if (missing.length > 0)
    notify({ type: 'warn', group: 'favorites', title: t('outOfStockNotAdded'), text: missing.map((p) => p.title).join(', '), duration: 0 });
  if (adding.length === 0) {
    if (missing.length < products.length) notify({ type: 'success', group: 'favorites', title: t('alreadyInCart') });
    return;
  }
  // One after another: the outbox keeps at most OUTBOX_KEPT writes, so a long list queued at once would lose its last.
  for (const p of adding) await setCartQty(p.id, Math.max(1, p.min_cart_quantity), { preventOpenPopup: true });
  notify({ type: 'success', group: 'favorites', title: t('addedToCart', { count: adding.length }) });
  openCartPopup();
}
