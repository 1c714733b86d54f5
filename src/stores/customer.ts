import { signal } from '@preact/signals-react';
import { deleteCustomer, endSession, fetchCustomer, type Customer } from '../api/customer';
import { forgetPushSubscription } from '../api/push';
import { ApiFailure } from '../lib/api';
import { onNewsFromOtherTabs, tellOtherTabs } from '../lib/other-tabs';
import { forgetCustomerData } from '../lib/worker-cache';
import { thisBrowserSubscription } from '../lib/push';
import { cartSession, reloadCart } from './cart';
import { clearCheckoutBuyer } from './checkout-buyer';
import { splitLang } from '../domain/paths';
import { hasSession } from './session';
import { compareSession, reloadCompare, reloadCompareAfterLogout } from './compare';
import { forgetWaitingCustomerChanges } from './customer-changes';
import { clearFavorites, forgetQueuedFavorites, reloadFavorites } from './favorites';

/**
 * The signed-in customer (docs/product-rules.md#accounts-and-sign-in). The session itself is the HttpOnly `token` cookie: the app never
 * sees it, it only asks the server who is signed in.
 */
export type { Customer };

export const customer = signal<Customer | null>(null);
/** docs/product-rules.md#accounts-and-sign-in: set after the customer fetch, reset on logout. */
const authFinished = signal(false);
/**
 * Moves when another tab signs in or out: pages that only a customer may see check their guards again, so a
 * cabinet left open in one tab does not go on showing an account that was signed out in another.
 */
export const sessionChanges = signal(0);

let loading: Promise<Customer | null> | null = null;
let hearingOtherTabs = false;

/** Asks the server once who is signed in; a guard and the header share the answer. */
export function loadCustomer(): Promise<Customer | null> {
  if (!hearingOtherTabs && typeof window !== 'undefined') {
    hearingOtherTabs = true;
    onNewsFromOtherTabs('session', () => void sessionChangedElsewhere());
  }
  // The page said there is no session: a guest, without asking (and without a 401 in the console).
  loading ??= (hasSession.peek() === false ? Promise.resolve(null) : fetchCustomer())
    .catch((error: unknown) => {
      // A network failure is not a logout: ask again next time.
      if (!(error instanceof ApiFailure && error.status === 401)) loading = null;
      return null;
    })
    .then((found) => {
      customer.value = found;
      authFinished.value = true;
      return found;
    });
  return loading;
}

/** The guest's cart and compare lists, sent with a sign-in so they join the account (docs/product-rules.md#accounts-and-sign-in). */
export function guestLists(): { cart_session?: string; compare_session?: string } {
  return { cart_session: cartSession.peek() ?? undefined, compare_session: compareSession.peek() ?? undefined };
}

/** After login, registration or a new password: the account's favourites, cart and lists replace the guest's. */
export async function signedIn(found: Customer): Promise<void> {
  await takeAccount(found);
  tellOtherTabs('session');
}

async function takeAccount(found: Customer): Promise<void> {
  // What the device kept of an earlier account (a session that ran out without a sign-out) is not this one's.
  await forgetCustomerData();
  hasSession.value = true;
  customer.value = found;
  loading = Promise.resolve(found);
  authFinished.value = true;
  await Promise.all([reloadFavorites(), reloadCart(), reloadCompare()]);
}

/**
 * Another tab signed in or out (the session cookie is shared): ask the server who it is now and take the account,
 * or sign out here too, without telling the other tabs again.
 */
async function sessionChangedElsewhere(): Promise<void> {
  const before = customer.peek();
  hasSession.value = null;
  loading = null;
  const now = await loadCustomer();
  if (now && now.id !== before?.id) await takeAccount(now);
  else if (!now && before) await signedOutHere(splitLang(location.pathname).path, { tellOthers: false });
  sessionChanges.value += 1;
}

/**
 * docs/product-rules.md#accounts-and-sign-in "Logout": ends the session on the server, clears the phone, favourites and checkout user data, reloads the cart and
 * the compare list. Answers where to go: home when on a compare page (docs/product-rules.md#routes-and-screens), otherwise null.
 */
export async function logout(path: string): Promise<'/' | null> {
  await endSession();
  return signedOutHere(path);
}

/** What logout does in the app once the server ended the session. */
async function signedOutHere(path: string, { tellOthers = true } = {}): Promise<'/' | null> {
  if (tellOthers) tellOtherTabs('session');
  hasSession.value = false;
  customer.value = null;
  loading = Promise.resolve(null);
  authFinished.value = false;
  clearFavorites();
  clearCheckoutBuyer();
  const [, target] = await Promise.all([
    reloadCart(),
    reloadCompareAfterLogout(path),
    stopPushesHere(),
    forgetQueuedFavorites(),
    forgetWaitingCustomerChanges(),
    forgetCustomerData(),
  ]);
  return target;
}

/**
 * docs/decisions/0030-web-push.md: the next person on this device gets none of the customer's notices. The store
 * forgets the browser, and the browser drops the subscription, so even a store that missed the word (offline)
 * hears from the push service that it is gone. Neither may keep the shopper from signing out.
 */
async function stopPushesHere(): Promise<void> {
  const subscription = await thisBrowserSubscription();
  if (subscription) await Promise.allSettled([forgetPushSubscription(subscription.endpoint), subscription.unsubscribe()]);
}

/** The profile saved a change: the header and every tab see the customer the server answered. */
export function customerChanged(found: Customer): void {
  customer.value = found;
  loading = Promise.resolve(found);
}

/** docs/product-rules.md#cabinet "account deletion": the server removes the account and its session, then the app signs out like logout. */
export async function deleteAccount(path: string): Promise<'/' | null> {
  await deleteCustomer();
  return signedOutHere(path);
}
