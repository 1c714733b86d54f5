/**
 * How much the app keeps in this browser, and for how long: every store that grows with use is bounded here, so a
 * phone that keeps the shop for years never fills with it. The service worker's caches are bounded beside their
 * strategies (sw/strategies/*, their ExpirationPlugin settings): they are the worker's, not the page's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes made offline waiting to be sent (today the reviews, each with up to 5 photos of 5 MB). Twenty is more
 * than a shopper writes without a connection, and keeps the photos to a few hundred MB at worst. A write still
 * unsent after 30 days was made for a visit long over (the server kept failing it): it is handed back to its
 * form rather than sent into today's store. Writes beyond the first twenty are handed back at once.
 */
export const OUTBOX_KEPT = { entries: 20, maxAgeMs: 30 * DAY_MS } as const;

/*
 * The other stores are bounded by what they hold, so they need no number here:
 * - viewed products: the latest RECENTLY_VIEWED_KEPT records (domain/limits.ts, docs/product-rules.md#product-page)
 *   and the cards of those records only, per language (stores/viewed.ts); no age, as the product rule shows the
 *   latest visits however old they are;
 * - the cart and the compare lists: the server's last answer, one per list (stores/cart.ts, stores/compare.ts);
 * - the last placed checkout: one id, replaced by the next order (stores/placed-orders.ts);
 * - the install offer and the answer about keeping storage: one small entry each (app/pwa).
 */
