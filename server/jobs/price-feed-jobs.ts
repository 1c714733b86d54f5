import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { applyWaitingFeeds } from '../services/seller/price-feeds';
import { startJobPoller, type JobPoller } from './poller';

/** A queued feed starts within a second; every process looks, and the lease lets one of them apply each feed. */
const FEED_POLL_MS = 1_000;

export function startPriceFeedJobs(db: Db, log: FastifyBaseLogger): JobPoller {
  return startJobPoller(() => applyWaitingFeeds(db), log, FEED_POLL_MS, 'price feeds');
}
