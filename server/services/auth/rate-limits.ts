import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** One counted window: its hits so far and when it ends (ms since the epoch). */
export interface RateWindow {
  bucket: string;
  key: string;
  hits: number;
  endsAt: number;
}

/** How often a process deletes ended windows: often enough that addresses seen once do not pile up. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Every rate limit of the store counts here: hits per bucket and key in a fixed window, kept in the database
 * so all server processes over it count together (docs/decisions/0022-rate-limits-in-the-database.md). Each
 * hit is one atomic upsert, so hits racing from several processes are all counted.
 */
export function rateLimitCounter(db: Db) {
  let sweptAt = 0;

  /** Ended windows go, at most once a minute per process, so the table holds only live ones. */
  async function sweep(now: number): Promise<void> {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await db.deleteFrom('rate_limit_hits').where('ends_at', '<=', new Date(now).toISOString()).execute();
  }

  /** Counts `hits` of `key` in a window of `windowMs` that starts with its first hit; with a `limit`, only below it. */
  async function count(bucket: string, key: string, windowMs: number, now: number, limit?: number, hits = 1): Promise<RateWindow | null> {
    await sweep(now);
    const nowIso = new Date(now).toISOString();
    const ended = sql<boolean>`${sql.ref('rate_limit_hits.ends_at')} <= ${nowIso}`;
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ bucket, key, hits, ends_at: new Date(now + windowMs).toISOString() })
      .onConflict((oc) => {
        const update = oc.columns(['bucket', 'key']).doUpdateSet({
          hits: sql<number>`case when ${ended} then ${hits} else ${sql.ref('rate_limit_hits.hits')} + ${hits} end`,
          ends_at: sql<string>`case when ${ended} then ${sql.ref('excluded.ends_at')} else ${sql.ref('rate_limit_hits.ends_at')} end`,
        });
        return limit === undefined ? update : update.where(sql<boolean>`${ended} or ${sql.ref('rate_limit_hits.hits')} < ${limit}`);
      })
      .returning(['hits', 'ends_at'])
      .executeTakeFirst();
    return row ? { bucket, key, hits: row.hits, endsAt: Date.parse(row.ends_at) } : null;
  }

  return {
    /** Counts `hits` (one by default) of `key`, however many its window holds. */
    hit: async (bucket: string, key: string, windowMs: number, now = Date.now(), hits = 1): Promise<RateWindow> =>
      (await count(bucket, key, windowMs, now, undefined, hits))!,

    /** Counts one hit of `key` while its window holds fewer than `limit`; null, and nothing counted, when it is full. */
    hitBelow: (limit: number, bucket: string, key: string, windowMs: number, now = Date.now()) => count(bucket, key, windowMs, now, limit),

    /** When the window of `key` ends if it holds `limit` hits already, or 0 when it does not. */
    async fullUntil(bucket: string, key: string, limit: number, now = Date.now()): Promise<number> {
      const row = await db
        .selectFrom('rate_limit_hits')
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .select(['hits', 'ends_at'])
        .executeTakeFirst();
      const endsAt = row ? Date.parse(row.ends_at) : 0;
      return row && row.hits >= limit && endsAt > now ? endsAt : 0;
    },

    /** Takes a counted hit back, unless its window has ended since. */
    async uncount({ bucket, key, endsAt }: RateWindow): Promise<void> {
      await db
        .updateTable('rate_limit_hits')
        .set({ hits: sql<number>`${sql.ref('hits')} - 1` })
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .where('ends_at', '=', new Date(endsAt).toISOString())
        .where('hits', '>', 0)
        .execute();
    },

    /** Forgets every hit of `key`: its count starts over. */
    async forget(bucket: string, key: string): Promise<void> {
      await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).where('key', '=', key).execute();
    },
  };
}

export type RateLimitCounter = ReturnType<typeof rateLimitCounter>;
