/**
 * The browser's side of web push (docs/decisions/0030-web-push.md). Nothing here runs on page load: the
 * permission prompt comes only from a shopper's click on an offer to be notified.
 */

/** What the browser lets the store do: iOS offers pushes only to a store added to the home screen. */
type PushAbility = 'able' | 'unsupported' | 'denied';

export function pushAbility(): PushAbility {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'able';
}

/** A subscription as the store takes it: PushSubscription.toJSON() with both keys. */
interface BrowserSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** The shopper closed the prompt ('default') or said no ('denied'); otherwise the browser's subscription. */
type SubscribeOutcome = { refused: 'default' | 'denied' } | { subscription: BrowserSubscription };

/** base64url (RFC 4648 §5, unpadded) → bytes, as pushManager.subscribe takes the store's key everywhere. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** The subscription's JSON, or a failure when the browser left a key out (the store could not encrypt to it). */
export function subscriptionJson(subscription: PushSubscriptionJSON): BrowserSubscription {
  const { endpoint, expirationTime = null, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without its keys');
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The registration of the store's worker, once it is active; none in development, where no worker runs. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('No service worker to receive pushes');
  return navigator.serviceWorker.ready;
}

/**
 * Asks for the permission (call it from a click), then subscribes this browser with the store's key, reusing a
 * subscription it already has with that key. Rejects when the push service cannot be reached.
 */
export async function subscribeThisBrowser(publicKey: () => Promise<string>): Promise<SubscribeOutcome> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return { refused: permission };
  const [registration, key] = await Promise.all([activeRegistration(), publicKey().then(keyBytes)]);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made with another key (the store changed its pair) can no longer be pushed to.
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return { subscription: subscriptionJson(existing.toJSON()) };
  await existing?.unsubscribe();
  const made = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { subscription: subscriptionJson(made.toJSON()) };
}

/** This browser's subscription, if it has one; never asks anything and never fails. */
export async function thisBrowserSubscription(): Promise<PushSubscription | null> {
  if (pushAbility() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (await registration?.pushManager.getSubscription().catch(() => null)) ?? null;
}
