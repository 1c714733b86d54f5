import { PAGE_DATA_ELEMENT_ID } from '../domain/page-rendering';
import { apiLang } from './api';
import { computed, signal } from '@preact/signals-react';
import type { Workbox } from 'workbox-window';

/**
 * The page side of the service worker (sw/sw.ts). Registers it in production builds, tells the UI when a
 * new version waits and whether the browser is offline, and applies an update only when the user asks:
 * nothing here reloads the page by itself.
 *
 * The signals are written only by this module; tests may set them.
 */

/** A new worker is installed and waiting, or another tab already switched to it. */
export const updateAvailable = signal(false);
/** The user closed the update notice; a newer update brings it back. */
export const updateDismissed = signal(false);
/** What the update notice shows (the notice adds its own checkout rule). */
export const updatePending = computed(() => updateAvailable.value && !updateDismissed.value);
/** The browser says there is no connection (navigator.onLine and the online/offline events). */
export const isOffline = signal(typeof navigator !== 'undefined' && navigator.onLine === false);

const SW_URL = '/sw.js';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let started = false;
let wb: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;
let reloadRequested = false;

/** Call once, from main.tsx. Safe to call again (no-op) and on a server (no window). */
export function startServiceWorker(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  watchConnection();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerWorker().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
  });
}

/** Sends SKIP_WAITING to the waiting worker; the page reloads once that worker controls it. */
export function applyUpdate(): void {
  if (!wb || !updateAvailable.value) return;
  reloadRequested = true;
  if (registration?.waiting) {
    wb.messageSkipWaiting();
  } else {
    // Another tab already activated the new worker: this page only needs its new code.
    window.location.reload();
  }
}

export function dismissUpdate(): void {
  updateDismissed.value = true;
}

function announceUpdate(): void {
  updateDismissed.value = false;
  updateAvailable.value = true;
}

function watchConnection(): void {
  const read = () => {
    isOffline.value = !navigator.onLine;
  };
  window.addEventListener('online', read);
  window.addEventListener('offline', read);
  read();
}

async function registerWorker(): Promise<void> {
  // Its own chunk: registration waits for the page's load event anyway, so the first screen need not carry it.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SW_URL, { scope: '/' });
  wb = workbox;
  // Whether this page's code came under a worker; the first install (clientsClaim) is not an update.
  let hadController = navigator.serviceWorker.controller !== null;

  workbox.addEventListener('waiting', announceUpdate);
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) {
      window.location.reload();
      return;
    }
    if (hadController) announceUpdate();
    hadController = true;
  });

  registration = await workbox.register();
  void handPageDataToWorker();

  // A long-lived tab of a single-page app makes no navigations, so the browser would rarely look for a new worker.
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) {
      workbox.update().catch(() => undefined);
    }
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * A server-rendered page came with its data and never asked the API for it, so the worker's data cache has not
 * seen it: the page hands the answers over once the worker is active, and offline the page still opens.
 */
async function handPageDataToWorker(): Promise<void> {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  const answers: unknown = JSON.parse(text);
  const worker = (await navigator.serviceWorker.ready).active;
  worker?.postMessage({ type: 'KEEP_PAGE_DATA', lang: apiLang(), answers });
}
