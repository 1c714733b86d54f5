import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { announceDueArticles } from '../services/content/article-editing';
import { startJobPoller, type JobPoller } from './poller';

/**
 * A scheduled article is public from its minute (its answers read the clock); this announces it to the response
 * cache within seconds of it. Every process looks; the first to mark an article does the announcing.
 */
const CONTENT_POLL_MS = 5_000;

export function startContentJobs(db: Db, log: FastifyBaseLogger): JobPoller {
  return startJobPoller(() => announceDueArticles(db), log, CONTENT_POLL_MS, 'scheduled articles');
}
