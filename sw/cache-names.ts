import { API_DATA_CACHE, CUSTOMER_DATA_CACHE } from '../src/lib/worker-cache';

/**
 * Runtime caches of this worker. Bump a version when the shape of what is stored changes; caches with
 * the `kr-` prefix that are not listed here are deleted on activation.
 */
const CACHE_PREFIX = 'kr-';
// Named where the app reads it too (offline search); it keeps the prefix, so an older version is deleted.
export { API_DATA_CACHE, CUSTOMER_DATA_CACHE };
export const IMAGE_CACHE = `${CACHE_PREFIX}images-v1`;
export const CODE_CHUNK_CACHE = `${CACHE_PREFIX}chunks-v1`;
const RUNTIME_CACHES: readonly string[] = [API_DATA_CACHE, CUSTOMER_DATA_CACHE, IMAGE_CACHE, CODE_CHUNK_CACHE];

export function isStaleRuntimeCache(name: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !RUNTIME_CACHES.includes(name);
}

export async function deleteStaleRuntimeCaches(storage: CacheStorage = caches): Promise<void> {
  const names = await storage.keys();
  await Promise.all(names.filter(isStaleRuntimeCache).map((name) => storage.delete(name)));
}
