/**
 * Tells the store's other tabs (and windows of the installed app) that something of the shopper's changed here,
 * so they read it again instead of showing yesterday's cart. BroadcastChannel where the browser has it, the
 * `storage` event otherwise. A tab never hears its own news.
 */
export type TabNews = 'cart' | 'compare' | 'favorites' | 'outbox' | 'session';

const CHANNEL = 'kramnytsia-tabs';
const STORAGE_KEY = 'kramnytsia-tab-news';

let channel: BroadcastChannel | null | undefined;
const openChannel = (): BroadcastChannel | null => {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
};

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
  const open = openChannel();
  if (open) {
    const onMessage = (event: MessageEvent) => {
      if (event.data === news) listener();
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue?.includes(`"news":"${news}"`)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
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
