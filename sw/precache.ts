import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The built index.html: what a page navigation gets when the network does not answer. */
export const SHELL_URL = '/index.html';

/**
 * Precaches the build (vite-plugin-pwa injects the list at `self.__WB_MANIFEST`) and answers those
 * exact URLs from the cache. `/` is NOT mapped to `/index.html` (directoryIndex off) and no `.html`
 * guessing (cleanURLs off): every page, the home page included, must reach the server while online,
 * because the server fills the head and the status of each page.
 */
export function setupPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
  cleanupOutdatedCaches();
}
