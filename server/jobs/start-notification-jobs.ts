import type { FastifyBaseLogger } from 'fastify';
import { outboxEmailProvider } from '../adapters/email';
import { webPushSender } from '../adapters/push';
import { outboxSmsProvider } from '../adapters/sms';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { vapidKeys } from '../services/push-keys';
import { startJobPoller, type JobPoller } from './poller';
import { runDueJobs } from './run-due-jobs';

/** The notification jobs of one server process, with the store's real senders; every process runs them, and each job is sent once. */
export async function startNotificationJobs(db: Db, config: Config, log: FastifyBaseLogger): Promise<JobPoller> {
  const deps = { db, push: webPushSender(await vapidKeys(db, config)), sms: outboxSmsProvider(db, log), email: outboxEmailProvider(db, log), site: config };
  return startJobPoller(() => runDueJobs(deps), log);
}
