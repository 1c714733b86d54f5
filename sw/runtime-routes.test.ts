import './test-worker-scope';
import { describe, expect, it } from 'vitest';
import { ExpirationPlugin } from 'workbox-expiration';
import type { NetworkFirst } from 'workbox-strategies';
import { API_DATA_CACHE, CUSTOMER_DATA_CACHE } from './cache-names';
import { createStrategies } from './runtime-routes';
import { createSignOutGuard } from './strategies/sign-out-guard';

const strategies = createStrategies(createSignOutGuard());
const expires = (strategy: NetworkFirst) => strategy.plugins.some((plugin) => plugin instanceof ExpirationPlugin);

describe('where the worker keeps API answers', () => {
  it('trims the catalogue answers, kept for everyone, by count and age', () => {
    const catalogue = strategies['api-data'] as NetworkFirst;
    expect(catalogue.cacheName).toBe(API_DATA_CACHE);
    expect(expires(catalogue)).toBe(true);
  });

  // workbox's expiration keeps each URL in IndexedDB and trims in the background, where it opens the cache again
  // after a sign-out deleted it: a customer's order and chat addresses would stay on the device.
  it('keeps the customer’s own answers with no bookkeeping that outlives their deletion at sign-out', () => {
    const own = strategies['customer-data'] as NetworkFirst;
    expect(own.cacheName).toBe(CUSTOMER_DATA_CACHE);
    expect(expires(own)).toBe(false);
  });
});
