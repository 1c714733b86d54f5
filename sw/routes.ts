/**
 * The service worker's route table as pure predicates: which runtime strategy answers a request.
 * No workbox and no worker globals here, so the table is unit-tested in Node (routes.test.ts).
 *
 * Order of matching in the worker: the precache route (the shell and its chunks, the core pages' chunks,
 * icons, manifest) is registered first; then this table, first match wins. A request no entry matches goes
 * to the network untouched: that is every other `/api/` call (cart, checkout, auth, search...).
 */

export type StrategyName = 'navigation' | 'api-data' | 'customer-data' | 'image' | 'chunk';

/** The parts of a `Request` the table looks at (a plain object in tests: `new Request()` refuses mode `navigate`). */
export interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  destination: string;
}

/** Paths that are never the app shell, even when the browser navigates to them (e.g. `/api/docs`). */
const NOT_APP_PREFIXES = ['/api', '/media'];

/**
 * Public, language-dependent catalogue data worth showing offline (docs/product-rules.md#routes-and-screens). Each prefix matches itself
 * and everything below it, segment-wise: `/api/blog` matches `/api/blog/3` but not `/api/blogger`.
 */
const API_DATA_PREFIXES = [
  '/api/menu', // and /api/menu/footer
  '/api/catalog',
  '/api/brand', // the brand list and each brand's page
  '/api/product',
  '/api/pg-slider-via-category',
  '/api/media-slider-items',
  '/api/blog',
  '/api/gid-pokupatelya',
  '/api/seller-info', // a storefront: about, statistic, reviews and products
  '/api/promotions', // the list and each promotion with its goods
] as const;

/** The signed-in customer's own data the cabinet shows: kept so it opens offline, deleted at sign-out. */
const CUSTOMER_DATA_PREFIXES = ['/api/customer', '/api/conversation/customer-conversations'] as const;

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

function hasSegmentPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True when the last path segment looks like a file name (`/sw.js`, `/robots.txt`, `/index.html`). */
export function hasFileExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(last);
}

/** A page of the app: network first (the server fills the head and the status), the shell when offline. */
function isAppNavigation(r: RequestFacts, origin: string): boolean {
  return (
    r.mode === 'navigate' &&
    r.method === 'GET' &&
    r.url.origin === origin &&
    !NOT_APP_PREFIXES.some((p) => hasSegmentPrefix(r.url.pathname, p)) &&
    !hasFileExtension(r.url.pathname)
  );
}

const isSameOriginFetch = (r: RequestFacts, origin: string) => r.method === 'GET' && r.mode !== 'navigate' && r.url.origin === origin;

/** Catalogue, product (reviews too), menu, blog, guide and home-slider GETs: network first, the stored copy offline, keyed by language. */
export function isCachedApiData(r: RequestFacts, origin: string): boolean {
  return isSameOriginFetch(r, origin) && API_DATA_PREFIXES.some((p) => hasSegmentPrefix(r.url.pathname, p));
}

/** The customer's orders, profile, lists and chats: network first, the stored copy offline (docs/decisions/0031-age-of-stored-data-and-offline-search.md). */
function isCustomerData(r: RequestFacts, origin: string): boolean {
  return isSameOriginFetch(r, origin) && CUSTOMER_DATA_PREFIXES.some((p) => hasSegmentPrefix(r.url.pathname, p));
}

/**
 * Same-origin images: anything the browser fetches as an image, and image files under `/media/`
 * whoever asks for them. Other `/media/` files (a receipt PDF, say) and cross-origin images (map tiles:
 * opaque responses would eat the storage quota) are left to the network.
 */
function isImage(r: RequestFacts, origin: string): boolean {
  if (r.method !== 'GET' || r.url.origin !== origin) return false;
  if (hasSegmentPrefix(r.url.pathname, '/api')) return false;
  return r.destination === 'image' || (hasSegmentPrefix(r.url.pathname, '/media') && IMAGE_FILE.test(r.url.pathname));
}

const CODE_CHUNK = /^\/assets\/[^/]+\.(?:js|css)$/;

/**
 * A script or style chunk of the build that the precache leaves out (checkout and its map, cabinet, auth...):
 * stored the first time a page loads it, so that page opens offline later. Hashed names never change content.
 */
function isCodeChunk(r: RequestFacts, origin: string): boolean {
  return isSameOriginFetch(r, origin) && CODE_CHUNK.test(r.url.pathname);
}

interface RouteEntry {
  strategy: StrategyName;
  matches: (r: RequestFacts, origin: string) => boolean;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { strategy: 'navigation', matches: isAppNavigation },
  { strategy: 'api-data', matches: isCachedApiData },
  { strategy: 'customer-data', matches: isCustomerData },
  { strategy: 'image', matches: isImage },
  { strategy: 'chunk', matches: isCodeChunk },
];

/** The runtime strategy for a request, or null: network only (or the precache, for the built files). */
export function pickStrategy(r: RequestFacts, origin: string): StrategyName | null {
  return ROUTE_TABLE.find((e) => e.matches(r, origin))?.strategy ?? null;
}
