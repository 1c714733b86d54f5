/// <reference lib="webworker" />
import { clickPlan, clickTarget, noticeOf } from './push-notice';

/**
 * Web push in the worker (docs/decisions/0030-web-push.md): a push is shown even when no tab of the store is open,
 * and its click opens the page it tells of. What to show and which window to use are decided in push-notice.ts.
 */

function payloadOf(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    // Not JSON: not a push of the store.
    return null;
  }
}

export async function showPush(registration: ServiceWorkerRegistration, data: PushMessageData | null): Promise<void> {
  const notice = noticeOf(payloadOf(data), new URL(registration.scope).origin);
  if (notice) await registration.showNotification(notice.title, notice.options);
}

/** `data` is the clicked notification's, as showPush stored it. */
export async function openNoticePage(clients: Clients, data: unknown, origin: string): Promise<void> {
  const target = clickTarget(data, origin);
  if (!target) return;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const plan = clickPlan(windows, target, origin);
  if (plan.do === 'open') {
    await clients.openWindow(target);
    return;
  }
  if (plan.do === 'navigate') {
    // navigate() works only on a window this worker controls; any other gets a new window instead.
    const moved = await plan.client.navigate(target).catch(() => null);
    if (!moved) {
      await clients.openWindow(target);
      return;
    }
  }
  // Bringing a window forward needs the click's user activation; without it the page has still been shown.
  await plan.client.focus().catch(() => undefined);
}
