import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter, RateWindow } from '../services/auth/rate-limits';
import { hitFairly } from './fair-limits';

type Incr = FastifyRateLimitStore['incr'];

/** How long hits counted in this process alone may wait before they are added to the shared count. */
export const FLUSH_EVERY_MS = 200;

/**
 * The share of a limit a key's count may reach in this process before every further hit is written before it is
 * answered. Below it a shopper is far from being refused, and a count a fraction of a second late changes nothing.
 */
const LOCAL_SHARE = 0.5;

/**
 * The share of a limit that may wait unwritten in one process: the most by which another process can see a
 * key's count short, so a key hammering every process at once is refused at most this share late per process.
 */
const UNWRITTEN_SHARE = 0.05;

/** A fair-limit key's window as this process last saw it, and the hits it counted since without writing them. */
interface KnownWindow {
  counted: RateWindow;
  windowMs: number;
  unwritten: number;
}

/**
 * @fastify/rate-limit's store over the shared rate-limit table, so the API limit holds across every server
 * process over the database instead of one count per process. Keys are fair-limit keys (a session, or an
 * address; see fair-limits.ts). A route with limits of its own counts in a bucket of its own, as the plugin's
 * memory store does.
 *
 * Writing every request's hit cost a cached catalogue answer a fifth of its time, so a key's first hit of a
 * window is written at once (it starts the window and decides what the key counts against) and later hits
 * are counted here and written together every {@link FLUSH_EVERY_MS}, or sooner once {@link UNWRITTEN_SHARE}
 * of the limit waits. From {@link LOCAL_SHARE} of the limit on, each hit is written before it is answered. In
 * one process the count is exact; across processes a refusal comes at most the unwritten share late per other
 * process. docs/decisions/0022-rate-limits-in-the-database.md
 */
export function sharedRateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  const known = new Map<string, KnownWindow>();
  let flushing: ReturnType<typeof setTimeout> | null = null;

  async function write(entry: KnownWindow, extra: number, now: number): Promise<RateWindow> {
    const hits = entry.unwritten + extra;
    entry.unwritten = 0;
    const written = await counter.hit(entry.counted.bucket, entry.counted.key, entry.windowMs, now, hits);
    // Two writes of one key may come back in either order: the later window, or the larger count of one, is news.
    if (written.endsAt > entry.counted.endsAt || written.hits > entry.counted.hits) entry.counted = written;
    return written;
  }

  function flushSoon(): void {
    flushing ??= setTimeout(() => {
      flushing = null;
      const now = Date.now();
      for (const [fairKey, entry] of known) {
        if (entry.counted.endsAt <= now)
          known.delete(fairKey); // its next hit starts a window of its own
        // A write that fails (the database closing with the server) loses a fraction of a second of hits of
        // shoppers who are far from their limit: not worth failing anything for.
        else if (entry.unwritten > 0) write(entry, 0, now).catch(() => undefined);
      }
    }, FLUSH_EVERY_MS);
    flushing.unref();
  }

  async function hit(bucket: string, fairKey: string, windowMs: number, max: number): Promise<RateWindow> {
    const now = Date.now();
    const mapKey = `${bucket} ${fairKey}`;
    const entry = known.get(mapKey);
    if (!entry || entry.counted.endsAt <= now) {
      const counted = await hitFairly(counter, bucket, fairKey, windowMs, now);
      known.set(mapKey, { counted, windowMs, unwritten: 0 });
      flushSoon();
      return counted;
    }
    if (entry.counted.hits + entry.unwritten + 1 > max * LOCAL_SHARE || entry.unwritten + 1 >= max * UNWRITTEN_SHARE)
      return write(entry, 1, now);
    entry.unwritten += 1;
    flushSoon();
    return { ...entry.counted, hits: entry.counted.hits + entry.unwritten };
  }

  return class SharedStore implements FastifyRateLimitStore {
    bucket = 'api';

    incr(...[key, done, timeWindow, max]: Parameters<Incr>): void {
      hit(this.bucket, key, timeWindow, max).then(
        (window) => done(null, { current: window.hits, ttl: window.endsAt - Date.now() }),
        (error: Error) => done(error),
      );
    }

    child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return Object.assign(new SharedStore(), { bucket: `api:${String(route.method)} ${route.url}` });
    }
  };
}
