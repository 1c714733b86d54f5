import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter } from '../services/rate-limits';

type Incr = FastifyRateLimitStore['incr'];

/**
 * @fastify/rate-limit's store over the shared rate-limit table, so the API limit per address holds across every
 * server process over the database instead of one count per process. A route with limits of its own counts
 * in a bucket of its own, as the plugin's memory store does.
 */
export function sharedRateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    bucket = 'api';

    incr(...[key, done, timeWindow]: Parameters<Incr>): void {
      const now = Date.now();
      counter.hit(this.bucket, key, timeWindow, now).then(
        (window) => done(null, { current: window.hits, ttl: window.endsAt - now }),
        (error: Error) => done(error),
      );
    }

    child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return Object.assign(new SharedStore(), { bucket: `api:${String(route.method)} ${route.url}` });
    }
  };
}
