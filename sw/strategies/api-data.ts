import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { Lang } from '../../src/domain/paths';
import { langCacheKey } from '../cache-key';
import { isCachedApiData } from '../routes';
import { API_DATA_CACHE } from '../cache-names';

/**
 * Keys each cached answer by URL + language. An answer to a request that did not name its language is
 * not stored: the browser would have sent its own Accept-Language, which the worker cannot see.
 */
export const langCacheKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => langCacheKey(request.url, request.headers.get('accept-language')),
  cacheWillUpdate: async ({ request, response }) => (request.headers.has('accept-language') ? response : null),
};

const apiDataCache = () => ({
  cacheName: API_DATA_CACHE,
  // The key carries the language explicitly; a `Vary` on the answer must not hide the stored copy.
  matchOptions: { ignoreVary: true },
  plugins: [
    langCacheKeyPlugin,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

/** Catalogue, product, menu, blog, guide and slider data: cached answer at once, refreshed behind it. */
export function createApiDataStrategy(): StaleWhileRevalidate {
  return new StaleWhileRevalidate(apiDataCache());
}

/** Data the shopper's own actions change: the network's answer, the stored one only when it is slow or gone. */
export function createFreshApiDataStrategy(): NetworkFirst {
  return new NetworkFirst({ ...apiDataCache(), networkTimeoutSeconds: 4 });
}

/**
 * Stores the answers a server-rendered page came with, under the keys the strategies above read, but only those
 * the route table caches anyway (catalogue, product, menu...): the page's own paths and the shopper's lists stay out.
 */
export async function keepPageData(origin: string, lang: Lang, answers: { url: string; body: unknown }[]): Promise<void> {
  const cache = await caches.open(API_DATA_CACHE);
  await Promise.all(
    answers
      .map((answer) => ({ ...answer, url: new URL(answer.url, origin) }))
      .filter(({ url }) => url.origin === origin && isCachedApiData({ url, method: 'GET', mode: 'cors', destination: '' }, origin))
      .map(({ url, body }) => cache.put(langCacheKey(url.href, lang), Response.json(body))),
  );
}
