import { afterFirstScreen } from './first-screen';

/** The longest a job waits for an idle moment once the first screen is over: a browser kept busy runs it anyway. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * The one way the app puts off work the first screen does not show (analytics, the install offer, the outbox, the
 * service worker, the privacy sheet): `run` waits until the server's page is taken over, then for a moment the
 * browser has nothing more urgent to do, so it never lengthens hydration's tasks or keeps a first tap waiting. A
 * browser without `requestIdleCallback` (Safari) runs it a task later. Each job runs as a task of its own. Returns
 * a cancel, which an effect may return as its cleanup.
 */
export function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let cancelWait = (): void => {};
  afterFirstScreen(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
      cancelWait = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1);
      cancelWait = () => clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancelWait();
  };
}
