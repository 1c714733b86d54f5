import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter } from '../services/rate-limits';
import { hitFairly } from './fair-limits';

type Incr = FastifyRateLimitStore['incr'];

/**
 * @fastify/rate-limit's store over the shared rate-limit table, so the API limit holds across every server
 * process over the database instead of one count per process. Keys are fair-limit keys (a session, or an
 * address; see fair-limits.ts). A route with limits of its own counts in a bucket of its own, as the plugin's
 * memory store does.
 */
export function sharedRateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    bucket = 'api';

    incr(...[key, done, timeWindow]: Parameters<Incr>): void {
      const now = Date.now();
      hitFairly(counter, this.bucket, key, timeWindow, now).then(
        (window) => done(null, { current: window.hits, ttl: window.endsAt - now }),
        (error: Error) => done(error),
      );
    }

    child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return Object.assign(new SharedStore(), { bucket: `api:${String(route.method)} ${route.url}` });
    }
  };
}
