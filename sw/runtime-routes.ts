import { registerRoute } from 'workbox-routing';
import type { Strategy } from 'workbox-strategies';
import { CUSTOMER_DATA_CACHE } from './cache-names';
import { SHELL_URL } from './precache';
import { ROUTE_TABLE, type StrategyName } from './routes';
import { createApiDataStrategy } from './strategies/api-data';
import type { SignOutGuard } from './strategies/sign-out-guard';
import { createCodeChunkStrategy } from './strategies/code-chunks';
import { createImageStrategy } from './strategies/images';
import { ShellNetworkFirst } from './strategies/navigation';

declare const self: ServiceWorkerGlobalScope;

/** How long a page, and the data it asks for, wait for the network before the stored copy answers. */
const NAVIGATION_TIMEOUT_SECONDS = 3;

/** The strategy of each kind of request; the customer's answers live only as long as their session on the device. */
export function createStrategies(signOutGuard: SignOutGuard): Record<StrategyName, Strategy> {
  return {
    navigation: new ShellNetworkFirst({ shellUrl: SHELL_URL, networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS }),
    'api-data': createApiDataStrategy(NAVIGATION_TIMEOUT_SECONDS),
    'customer-data': createApiDataStrategy(NAVIGATION_TIMEOUT_SECONDS, {
      cacheName: CUSTOMER_DATA_CACHE,
      firstPlugins: [signOutGuard.plugin],
      expires: false,
    }),
    image: createImageStrategy(),
    chunk: createCodeChunkStrategy(),
  };
}

/** One workbox route per entry of the pure table, in its order (after the precache route). */
export function registerRuntimeRoutes(signOutGuard: SignOutGuard): void {
  const strategies = createStrategies(signOutGuard);
  for (const entry of ROUTE_TABLE) {
    registerRoute(
      ({ url, request }) =>
        entry.matches({ url, method: request.method, mode: request.mode, destination: request.destination }, self.location.origin),
      strategies[entry.strategy],
    );
  }
}
