import type { Lang } from '../../src/domain/paths';
import type { Db } from '../db/connection';
import type { NotificationChannel, NotificationKind } from '../db/schema';

/**
 * What every notice says, whatever carries it, already in the subscriber's language: a push shows it as is, an
 * SMS and an e-mail are written from it (server/jobs/run-due-jobs.ts).
 */
export interface Notice {
  lang: Lang;
  title: string;
  body: string;
  /** the page to open, a path with the language prefix (`/ru/product/12`) */
  url: string;
  /** notices with one tag replace each other on the device: the latest reply of a chat, not each */
  tag: string;
}

interface NewJob {
  kind: NotificationKind;
  channel: NotificationChannel;
  pushSubscriptionId?: number;
  /** a phone's digits for SMS, an address for e-mail */
  contact?: string;
  notice: Notice;
  /** names the notice (what and to whom); a second job with the same key is not made */
  dedupeKey: string;
}

/** Attempts before a job gives up: the last one comes about an hour after the first (see retryDelayMs). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed job is its claimer's: one that neither finished nor failed by then (a crash) is due again. */
const CLAIM_LEASE_MS = 5 * 60_000;

/** Exponential backoff: 30 s after the first failure, doubling each time (30 s, 1, 2, 4, 8, 16, 32 min). */
function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** (attempts - 1);
}

/** Queues a notice, or nothing when one with its key was made already; on the caller's transaction, with the change it tells of. */
export async function queueNotice(db: Db, job: NewJob, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('notification_jobs')
    .values({
      kind: job.kind,
      channel: job.channel,
      push_subscription_id: job.pushSubscriptionId ?? null,
      contact: job.contact ?? null,
      payload: JSON.stringify(job.notice),
      status: 'queued',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      dedupe_key: job.dedupeKey,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export interface ClaimedJob {
  id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  pushSubscriptionId: number | null;
  contact: string | null;
  notice: Notice;
  /** this one included */
  attempts: number;
  /** what makes this news this person's once (e.g. an order's event by e-mail): stable over every attempt */
  dedupeKey: string;
}

/**
 * Claims up to `limit` due jobs for this process. Each claim is one UPDATE that matches only while the job is
 * still as it was read (due, and with the same attempt count), so of two processes reading the same job only
 * one changes it, and only that one sends it. The claim raises the attempt count and leases the job: were this
 * process to die while sending, the job is due again once the lease ends.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('notification_jobs')
    .where('status', 'in', ['queued', 'sending'])
    .where('next_attempt_at', '<=', at)
    .select(['id', 'kind', 'channel', 'push_subscription_id', 'contact', 'payload', 'attempts', 'dedupe_key'])
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: ClaimedJob[] = [];
  for (const job of due) {
    const taken = await db
      .updateTable('notification_jobs')
      .set({
        status: 'sending',
        attempts: job.attempts + 1,
        next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
        updated_at: at,
      })
      .where('id', '=', job.id)
      .where('status', 'in', ['queued', 'sending'])
      .where('attempts', '=', job.attempts)
      .where('next_attempt_at', '<=', at)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) continue;
    claimed.push({
      id: job.id,
      kind: job.kind,
      channel: job.channel,
      pushSubscriptionId: job.push_subscription_id,
      contact: job.contact,
      notice: JSON.parse(job.payload) as Notice,
      attempts: job.attempts + 1,
      dedupeKey: job.dedupe_key,
    });
  }
  return claimed;
}

/** `final`: trying again cannot help or may do harm (an SMS that may have been delivered), so the job ends now. */
export type JobResult = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string; final?: boolean };

/** Records how a claimed job went: sent or gone for good, or back in the queue after its backoff, or failed after the last attempt (or a final failure). */
export async function finishJob(db: Db, job: ClaimedJob, result: JobResult, now: Date): Promise<void> {
  const at = now.toISOString();
  if (result.status !== 'failed') {
    await db
      .updateTable('notification_jobs')
      .set({ status: result.status, last_error: null, updated_at: at })
      .where('id', '=', job.id)
      .execute();
    return;
  }
  const last = result.final === true || job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('notification_jobs')
    .set({
      status: last ? 'failed' : 'queued',
      next_attempt_at: last ? at : new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
      last_error: result.reason.slice(0, 500),
      updated_at: at,
    })
    .where('id', '=', job.id)
    .execute();
}
