import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { CODE_CHUNK_CACHE } from '../cache-names';

/**
 * Route chunks the precache leaves out: a hashed name never changes content, so a stored copy is always right.
 * Chunks of earlier builds age out by count and age; on quota errors this cache goes first.
 */
export function createCodeChunkStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: CODE_CHUNK_CACHE,
    // The server varies on Accept-Encoding, which a worker's request never shows: the name alone is the key.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  });
}
