import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import type { Lang } from '../../src/domain/paths';
import { langCacheKey } from '../cache-key';
import { isCachedApiData } from '../routes';
import { API_DATA_CACHE } from '../cache-names';
import { stampStoredAt, storedCopyPlugin } from './stored-copy';

/**
 * Keys each cached answer by URL + language. An answer to a request that did not name its language is
 * not stored: the browser would have sent its own Accept-Language, which the worker cannot see.
 */
const langCacheKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => langCacheKey(request.url, request.headers.get('accept-language')),
  cacheWillUpdate: async ({ request, response }) => (request.headers.has('accept-language') ? response : null),
};

/** Where a strategy stores its copies, and what it adds to the shared plugins. */
interface ApiDataOptions {
  cacheName?: string;
  /** Plugins that may refuse an answer before any other plugin sees it. */
  firstPlugins?: WorkboxPlugin[];
  /**
   * Whether old entries are trimmed (200 at most, a week old at most). workbox's expiration keeps each URL in
   * IndexedDB and trims in the background, opening the cache again even after it was deleted: a cache that must be
   * gone without a trace when the customer signs out does without it, and is bounded by that sign-out instead.
   */
  expires?: boolean;
}

/**
 * Catalogue, product, menu, blog, guide and slider data, reviews included: the network's answer, so an online
 * shopper sees today's prices and their own review; the stored copy only when the network is gone or too slow,
 * marked with the time it was stored (the screen says how old it is and asks again once the connection returns).
 * The customer's own data goes the same way into a cache of its own, which sign-out deletes.
 */
export function createApiDataStrategy(
  networkTimeoutSeconds: number,
  { cacheName = API_DATA_CACHE, firstPlugins = [], expires = true }: ApiDataOptions = {},
): NetworkFirst {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds,
    // The key carries the language explicitly; a `Vary` on the answer must not hide the stored copy.
    matchOptions: { ignoreVary: true },
    plugins: [
      ...firstPlugins,
      langCacheKeyPlugin,
      new CacheableResponsePlugin({ statuses: [200] }),
      ...(expires ? [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true })] : []),
      storedCopyPlugin,
    ],
  });
}

/**
 * Stores the answers a server-rendered page came with, under the keys the strategies above read, but only those
 * the route table caches anyway (catalogue, product, menu...): the page's own paths and the shopper's lists stay out.
 */
export async function storePageData(origin: string, lang: Lang, answers: { url: string; body: unknown }[]): Promise<void> {
  const cache = await caches.open(API_DATA_CACHE);
  await Promise.all(
    answers
      .map((answer) => ({ ...answer, url: new URL(answer.url, origin) }))
      .filter(({ url }) => url.origin === origin && isCachedApiData({ url, method: 'GET', mode: 'cors', destination: '' }, origin))
      .map(({ url, body }) => cache.put(langCacheKey(url.href, lang), stampStoredAt(Response.json(body)))),
  );
}
