import { stableMessageId, type EmailProvider } from '../adapters/email';
import type { PushSender } from '../adapters/push';
import { SmsOutcomeUnknownError, type SmsProvider } from '../adapters/sms';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { pushText } from '../i18n/texts';
import { noticeEmail } from '../i18n/notice-email';
import { queueRestockNotices } from '../services/notifications/notification-stock';
import { claimDueJobs, finishJob, type ClaimedJob, type JobResult } from './notification-jobs';

/** What the jobs send with, and the store's address and name for the SMS and e-mails. */
export interface JobDeps {
  db: Db;
  push: PushSender;
  sms: SmsProvider;
  email: EmailProvider;
  site: Pick<Config, 'publicUrl' | 'storeName'>;
}

/** Jobs one run claims: a run ends well within a poll even when every push service takes its full timeout in parallel. */
const BATCH = 50;
/** The icon a push shows beside its text: the app's own. */
const ICON = '/icons/icon-192.png';

/**
 * What the service worker receives in a push event (its `data.json()`): docs/decisions/0030-web-push.md.
 * `url` is a same-origin path in the subscriber's language.
 */
export interface PushPayload {
  kind: ClaimedJob['kind'];
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string;
}

async function sendPush({ db, push }: JobDeps, job: ClaimedJob): Promise<JobResult> {
  const target =
    job.pushSubscriptionId === null
      ? undefined
      : await db
          .selectFrom('push_subscriptions')
          .where('id', '=', job.pushSubscriptionId)
          .select(['endpoint', 'p256dh', 'auth'])
          .executeTakeFirst();
  if (!target) return { status: 'gone' };
  const { lang: _, ...shown } = job.notice;
  const payload: PushPayload = { kind: job.kind, ...shown, icon: ICON };
  const outcome = await push.send(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
  );
  if (outcome.result === 'delivered') return { status: 'sent' };
  if (outcome.result === 'failed') return { status: 'failed', reason: outcome.reason };
  // The browser unsubscribed or its subscription expired: it will never take a push again.
  await db.deleteFrom('push_subscriptions').where('id', '=', job.pushSubscriptionId!).execute();
  return { status: 'gone' };
}

async function send(deps: JobDeps, job: ClaimedJob, now: Date): Promise<JobResult> {
  if (job.channel === 'push') return sendPush(deps, job);
  const { lang, title, body, url } = job.notice;
  const vars = { store: deps.site.storeName, title, body, url: `${deps.site.publicUrl}${url}` };
  try {
    if (job.channel === 'sms')
      await deps.sms.send({ phone: job.contact!, text: pushText(lang, 'sms', vars), purpose: job.kind, key: job.dedupeKey }, now);
    else
      await deps.email.send(
        {
          address: job.contact!,
          subject: title,
          ...noticeEmail(lang, vars),
          purpose: job.kind,
          messageId: stableMessageId(job.dedupeKey, new URL(deps.site.publicUrl).hostname),
        },
        now,
      );
    return { status: 'sent' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'failed', reason, final: error instanceof SmsOutcomeUnknownError };
  }
}

/**
 * One run of the notification jobs (server/jobs/poller.ts runs it every few seconds; tests call it with their own
 * `now`): reminders whose offer is back become notices, then the due notices are claimed and sent, each exactly
 * by one process. Answers what became of the jobs this run claimed.
 */
export async function runDueJobs(deps: JobDeps, now = new Date()): Promise<Record<JobResult['status'], number>> {
  await queueRestockNotices(deps.db, now);
  const jobs = await claimDueJobs(deps.db, now, BATCH);
  const counts = { sent: 0, gone: 0, failed: 0 };
  await Promise.all(
    jobs.map(async (job) => {
      const result = await send(deps, job, now);
      await finishJob(deps.db, job, result, now);
      counts[result.status] += 1;
    }),
  );
  return counts;
}
