/// <reference lib="webworker" />
/**
 * The service worker: this file only wires events. The precache lives in precache.ts, the route table in
 * routes.ts (pure, tested), the strategies in strategies/. Updates wait until the page asks for them.
 */
import { clientsClaim } from 'workbox-core';
import { CUSTOMER_DATA_CACHE, deleteStaleRuntimeCaches } from './cache-names';
import { isForgetCustomerDataMessage, isSkipWaitingMessage, pageDataOf } from './messages';
import { storePageData } from './strategies/api-data';
import { createSignOutGuard, forgetCustomerExpiryRecords } from './strategies/sign-out-guard';
import { OUTBOX_SYNC_TAG } from '../src/lib/outbox/queue';
import { sendOutboxInWorker } from './outbox-sync';
import { openNoticePage, showPush } from './push';
import { renewSubscription } from './push-renewal';
import { setupPrecache } from './precache';
import { registerRuntimeRoutes } from './runtime-routes';

declare const self: ServiceWorkerGlobalScope;

const signOutGuard = createSignOutGuard();
setupPrecache();
registerRuntimeRoutes(signOutGuard);

// A first install takes the open pages at once; an update never does by itself (see the message below).
clientsClaim();

self.addEventListener('message', (event) => {
  // Sent by workbox-window's messageSkipWaiting() when the user presses "Оновити".
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  const pageData = pageDataOf(event.data);
  if (pageData) event.waitUntil(storePageData(self.location.origin, pageData.lang, pageData.answers));
  if (isForgetCustomerDataMessage(event.data)) {
    signOutGuard.signedOut();
    event.waitUntil(caches.delete(CUSTOMER_DATA_CACHE));
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteStaleRuntimeCaches(), forgetCustomerExpiryRecords()]));
});

// Background Sync: the writes a page queued offline go out when the connection returns, even with no tab open.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === OUTBOX_SYNC_TAG)
    sync.waitUntil(
      sendOutboxInWorker({
        origin: self.location.origin,
        clients: self.clients,
        locks: navigator.locks,
        fetch: (...args) => fetch(...args),
      }),
    );
});

// Web push: shown even with no tab of the store open; a click opens the page the notice tells of.
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, event.data));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewSubscription(event.oldSubscription, event.newSubscription, {
      pushManager: self.registration.pushManager,
      fetch: (...args) => fetch(...args),
      origin: self.location.origin,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNoticePage(self.clients, event.notification.data, self.location.origin));
});
