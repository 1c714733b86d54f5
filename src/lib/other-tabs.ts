import { FIRST_SCREEN_ELEMENT_ID } from './first-screen';

/**
 * Tells the store's other tabs (and windows of the installed app) that something of the shopper's changed here,
 * so they read it again instead of showing yesterday's cart. BroadcastChannel where the browser has it, the
 * `storage` event otherwise. A tab never hears its own news.
 */
type TabNews = 'cart' | 'compare' | 'favorites' | 'outbox' | 'session';

const CHANNEL = 'kramnytsia-tabs';
const STORAGE_KEY = 'kramnytsia-tab-news';

let channel: BroadcastChannel | null | undefined;
const openChannel = (): BroadcastChannel | null => {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
};

/** Who listens for which news; one channel (or the `storage` event) hands each piece of news to them. */
const listeners = new Map<TabNews, Set<() => void>>();
const hand = (news: unknown) => {
  for (const listener of listeners.get(news as TabNews) ?? []) listener();
};

/**
 * A page the server drew (its first-screen state is in the document) opens no channel while the app starts and
 * takes it over: it hears other tabs from the outbox's start (`hearOtherTabs`), once the browser is idle, and a
 * listener added before then waits for it. Elsewhere (the offline shell, tests) the first listener starts hearing.
 */
let held =
  typeof document !== 'undefined' &&
  typeof document.getElementById === 'function' &&
  document.getElementById(FIRST_SCREEN_ELEMENT_ID) !== null;
let hearing = false;

/** Starts hearing the news of other tabs, for every listener added so far and from now on. */
export function hearOtherTabs(): void {
  held = false;
  if (hearing || typeof window === 'undefined') return;
  hearing = true;
  const open = openChannel();
  if (open) return open.addEventListener('message', (event: MessageEvent) => hand(event.data));
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      hand((JSON.parse(event.newValue) as { news?: unknown }).news);
    } catch {
      // Not news of ours.
    }
  });
}

export function tellOtherTabs(news: TabNews): void {
  if (typeof window === 'undefined') return;
  const open = openChannel();
  if (open) return open.postMessage(news);
  try {
    // A new value each time, or the same news twice in a row would not fire the event.
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ news, at: Date.now(), nonce: Math.random() }));
  } catch {
    // No storage (private mode): the other tabs catch up when they are focused.
  }
}

export function onNewsFromOtherTabs(news: TabNews, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  // Each its own entry, so one function listening twice is called twice, as with two event listeners.
  const own = () => listener();
  const heard = listeners.get(news) ?? new Set();
  listeners.set(news, heard.add(own));
  if (!held) hearOtherTabs();
  return () => void heard.delete(own);
}

/** Coming back fires both `visibilitychange` and `focus`: one return, one call. */
const RETURN_ONCE_WITHIN_MS = 1_000;

/** Runs `listener` whenever the shopper comes back to this tab (it was hidden, or the window lost focus). */
export function onReturnToTab(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  let last = -Infinity;
  const returned = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < RETURN_ONCE_WITHIN_MS) return;
    last = Date.now();
    listener();
  };
  document.addEventListener('visibilitychange', returned);
  window.addEventListener('focus', returned);
  return () => {
    document.removeEventListener('visibilitychange', returned);
    window.removeEventListener('focus', returned);
  };
}
