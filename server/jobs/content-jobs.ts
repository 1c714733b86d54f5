import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { announceDueArticles } from '../services/content/article-editing';
import { announcePromotionBoundaries } from '../services/promo/promotion-boundaries';
import { startJobPoller, type JobPoller } from './poller';

/**
 * A scheduled article is public from its minute, and a promotion's banners show from its first minute to its last
 * (their answers read the clock); this announces each such minute to the response cache within seconds of it. Every
 * process looks; the first to mark an article does the announcing, and a promotion's minute moves the version once
 * per process that saw it pass, which costs a few kept answers and nothing else.
 */
const CONTENT_POLL_MS = 5_000;

export function startContentJobs(db: Db, log: FastifyBaseLogger): JobPoller {
  // The process's kept answers were all made after it started: a promotion's minute before then is no news to them.
  let lookedAt = new Date();
  const look = async () => {
    const now = new Date();
    await announceDueArticles(db, now);
    await announcePromotionBoundaries(db, lookedAt, now);
    lookedAt = now;
  };
  return startJobPoller(look, log, CONTENT_POLL_MS, 'scheduled articles and promotions');
}
