import type { FastifyBaseLogger } from 'fastify';
import { webPushSender } from '../adapters/push';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Providers } from '../providers';
import { vapidKeys } from '../services/notifications/push-keys';
import { startJobPoller, type JobPoller } from './poller';
import { runDueJobs } from './run-due-jobs';

/** The notification jobs of one server process, with the store's real senders; every process runs them, and each job is sent once. */
export async function startNotificationJobs(db: Db, config: Config, log: FastifyBaseLogger, { sms, email }: Providers): Promise<JobPoller> {
  const deps = { db, push: webPushSender(await vapidKeys(db, config)), sms, email, site: config };
  return startJobPoller(() => runDueJobs(deps), log);
}
