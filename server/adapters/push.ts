import webpush from 'web-push';

/** A browser's push subscription as `pushManager.subscribe` gives it. */
interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The store's signing keys (base64url) and who push services may contact about them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * What became of one push: taken by the push service; `gone`, the browser unsubscribed (404/410: the subscription
 * is deleted); `failed`, worth another try later (a network error, 429, 5xx, anything else).
 */
type PushOutcome = { result: 'delivered' } | { result: 'gone' } | { result: 'failed'; reason: string };

/** Where pushes go. A test's stand-in implements the same one method; the jobs do not know which one they have. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** How long a push service keeps a push for a browser that is offline: a notice older than a day is stale. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this long is tried again later, so one slow service stalls no job run. */
const TIMEOUT_MS = 10_000;

/**
 * Pushes through the Web Push protocol: web-push encrypts the payload for the browser (aes128gcm, RFC 8291) and
 * signs the request for the push service (VAPID, RFC 8292); the request itself goes out with fetch, so a test's
 * plain-http stand-in receives exactly what a real push service would. A redirect is refused: a push service
 * never sends one, and following it would let a forged endpoint point the store at another address.
 */
export function webPushSender(vapid: VapidKeys, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): PushSender {
  return {
    async send(target, payload) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      try {
        const answer = await fetchImpl(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ?? undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (answer.ok) return { result: 'delivered' };
        if (answer.status === 404 || answer.status === 410) return { result: 'gone' };
        return { result: 'failed', reason: `push service answered ${answer.status}` };
      } catch (error) {
        return { result: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A new VAPID key pair (base64url), made once per store when none is configured. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
