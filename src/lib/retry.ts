/**
 * Trying again, written once: how long to wait (exponential backoff with jitter, or what the server asked
 * for in Retry-After) and the loop that waits and tries. Every retry in the app goes through here; waits
 * are plain setTimeout, so tests move them on with fake timers instead of sleeping.
 */

export interface Backoff {
  /** tries after the first one */
  retries: number;
  /** the longest first wait; each next one may be twice as long */
  baseMs: number;
  /** no wait is longer; a server that asks for a longer one is not waited for */
  maxMs: number;
}

/**
 * The wait before retry `n` (0 for the first): the ceiling doubles from `baseMs` up to `maxMs`, and the wait
 * falls at random in its upper half. The randomness spreads out clients that failed together; the floor
 * keeps each wait at least as long as the one before could have been, so the waits grow.
 */
export function backoffDelay(n: number, { baseMs, maxMs }: Pick<Backoff, 'baseMs' | 'maxMs'>, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** n);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A Retry-After header in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month (Date.parse would also take "-1" for a year).
  if (!/[a-z]/i.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before retry `n`, or null when the retries are spent or the server asked for longer than
 * `maxMs` (better to report the failure than to keep a shopper waiting that long).
 */
export function nextWait(n: number, backoff: Backoff, asked: number | null = null, random?: () => number): number | null {
  if (n >= backoff.retries) return null;
  if (asked === null) return backoffDelay(n, backoff, random);
  return asked <= backoff.maxMs ? asked : null;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Resolves after `ms`; rejects at once with the signal's reason when it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Runs `attempt` and tries again while `wait` answers a number of milliseconds for its outcome and the
 * retry's index; its null ends the tries with that outcome (the value, or the error thrown again).
 */
export async function retrying<T>(
  attempt: () => Promise<T>,
  wait: (outcome: Outcome<T>, n: number) => number | null,
  signal?: AbortSignal,
): Promise<T> {
  for (let n = 0; ; n += 1) {
    const outcome: Outcome<T> = await attempt().then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    );
    const ms = wait(outcome, n);
    if (ms === null) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    await sleep(ms, signal);
  }
}

/**
 * Sending again later, for a queue that delivers in the background (the outbox, the cart's changes): one timer at a
 * time; the wait is what the server asked for in Retry-After, however long, since nobody is kept waiting for it (a
 * zero one would only spin: the backoff serves then), or else it grows with each failure in a row. Offline no timer
 * is set: the `online` event is the signal, and a timer would only spin.
 */
export function retryLater(send: () => void, backoff: Pick<Backoff, 'baseMs' | 'maxMs'>, random?: () => number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  return {
    /** A passing failure: the next try, at the server's Retry-After (the header's value) or after the backoff. */
    failed(retryAfter?: string | null): void {
      clearTimeout(timer);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      const delay = retryAfterMs(retryAfter) || backoffDelay(failures, backoff, random);
      failures += 1;
      timer = setTimeout(send, delay);
    },
    /** The queue got an answer that ends a write: the next failure waits the shortest again. */
    answered(): void {
      failures = 0;
    },
    /** A try starts now anyway: the waiting one is not needed. */
    cancel(): void {
      clearTimeout(timer);
    },
  };
}
