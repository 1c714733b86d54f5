/// <reference lib="webworker" />

/** What the worker needs of the browser to renew a subscription: its push manager and the network. */
export interface RenewalDeps {
  pushManager: Pick<PushManager, 'subscribe'>;
  fetch: typeof fetch;
  origin: string;
}

/**
 * The browser renewed (or dropped) the push subscription, perhaps with no tab open: the store must learn the new
 * endpoint or its notices go nowhere (docs/decisions/0030-web-push.md). The new subscription takes the old one's
 * place on the server (`replaces`), keeping its language, kinds and what it followed. Where the browser hands over
 * no new one, the worker subscribes again with the old one's key.
 */
export async function renewSubscription(
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
  deps: RenewalDeps,
): Promise<void> {
  const key = oldSubscription?.options.applicationServerKey;
  const fresh = newSubscription ?? (key ? await deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!fresh) return;
  const replaces = oldSubscription && oldSubscription.endpoint !== fresh.endpoint ? { replaces: oldSubscription.endpoint } : {};
  await deps.fetch(new URL('/api/push/subscriptions', deps.origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...fresh.toJSON(), ...replaces }),
  });
}
