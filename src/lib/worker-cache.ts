import type { Lang } from '../domain/paths';

/**
 * The service worker's cache of API answers (sw/strategies/api-data.ts), named here so the app can read it too:
 * offline, search looks through the products it holds. Each answer is stored under its URL plus the language
 * (`__lang=uk|ru`), so the two languages never mix.
 */
export const API_DATA_CACHE = 'kr-api-data-v1';
export const LANG_KEY_PARAM = '__lang';
/**
 * The signed-in customer's own answers (orders, profile, chats...), stored apart so the cabinet opens offline and
 * all of it goes at once when the customer signs out or another account signs in on the device.
 */
export const CUSTOMER_DATA_CACHE = 'kr-customer-data-v1';

/** What a page posts to its worker when the customer's stored answers must go (sw/messages.ts). */
export const FORGET_CUSTOMER_DATA = 'FORGET_CUSTOMER_DATA';

/**
 * Deletes the customer's stored answers: nothing of an account stays on a device it signed out of. The worker that
 * handles this page's requests is told first, so an answer to a request still on its way is not stored after the
 * delete (sw/strategies/sign-out-guard.ts); the page deletes too, for a page no worker controls.
 */
export async function forgetCustomerData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_CUSTOMER_DATA });
  await caches.delete(CUSTOMER_DATA_CACHE).catch((error: unknown) => console.warn('the customer data could not be deleted', error));
}

interface StoredCopy {
  url: URL;
  body: unknown;
}

/** The copies the worker stores in one language; none without the Cache API (or where reading it fails). */
export async function storedApiCopies(lang: Lang): Promise<StoredCopy[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const cache = await caches.open(API_DATA_CACHE);
    const requests = (await cache.keys()).filter((r) => new URL(r.url).searchParams.get(LANG_KEY_PARAM) === lang);
    const answers = await Promise.all(
      requests.map(async (request) => {
        const response = await cache.match(request, { ignoreVary: true });
        return response ? { url: new URL(request.url), body: (await response.json().catch(() => null)) as unknown } : null;
      }),
    );
    return answers.filter((a): a is StoredCopy => a !== null);
  } catch (error) {
    console.warn('offline search: the stored copies could not be read', error);
    return [];
  }
}
