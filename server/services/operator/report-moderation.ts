import type { Lang } from '../../../src/domain/paths';
import { canUndo, REPORT_KINDS, waitedHours, type ReportDecision, type ReportKind } from '../../../src/domain/moderation';
import type { Db } from '../../db/connection';
import { logOperatorAction } from './audit-log';
import { col } from '../catalog/lang-columns';

const QUEUE_PAGE = 100;

/**
 * One queue of shoppers' reports (docs/product-rules.md#moderation): the open ones oldest first, then the ones
 * decided in the last minutes, which can still be undone; and every queue's open count and oldest wait, for the tabs.
 */
export async function reportQueue(db: Db, kind: ReportKind, lang: Lang, now = new Date()) {
  const open = await db
    .selectFrom('product_complaints')
    .where('status', '=', 'open')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .groupBy('kind')
    .execute();
  const counts = REPORT_KINDS.map((k) => {
    const row = open.find((r) => r.kind === k);
    return { kind: k, open: Number(row?.n ?? 0), oldest_hours: row?.oldest ? waitedHours(row.oldest, now) : null };
  });
  const recentSince = new Date(now.getTime() - 60 * 60_000).toISOString();
  const rows = await db
    .selectFrom('product_complaints as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .where('c.kind', '=', kind)
    .where((eb) => eb.or([eb('c.status', '=', 'open'), eb('c.decided_at', '>=', recentSince)]))
    .select([
      'c.id',
      'c.product_id',
      'c.reason',
      'c.text',
      'c.contact',
      'c.created_at',
      'c.status',
      'c.decided_at',
      'b.title_uk',
      'b.title_ru',
      's.shop_name',
    ])
    .orderBy((eb) => eb.case().when('c.status', '=', 'open').then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(QUEUE_PAGE)
    .execute();
  return {
    counts,
    items: rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      product_name: r[col('title', lang)],
      shop_name: r.shop_name,
      reason: r.reason,
      text: r.text,
      contact: r.contact,
      created_at: r.created_at,
      waited_hours: waitedHours(r.created_at, now),
      status: r.status,
      decided_at: r.decided_at,
      undoable: canUndo(r.decided_at, now),
    })),
  };
}

export type ModerationOutcome = { done: true } | { done: false; problem: 'notFound' | 'alreadyDecided' | 'undoExpired' };

const subject = (id: number) => `report:${id}`;

/** One tap's decision on an open report; a report is decided once, so of two taps at once only one counts. */
export async function decideReport(
  db: Db,
  operatorId: number,
  id: number,
  decision: ReportDecision,
  now = new Date(),
): Promise<ModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const report = await trx.selectFrom('product_complaints').where('id', '=', id).select(['kind', 'status']).executeTakeFirst();
    if (!report) return { done: false, problem: 'notFound' };
    const claimed = await trx
      .updateTable('product_complaints')
      .set({ status: decision, decided_at: now.toISOString(), decided_by: operatorId })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { done: false, problem: 'alreadyDecided' };
    await logOperatorAction(
      trx,
      operatorId,
      {
        action: `${report.kind}.${decision === 'resolved' ? 'resolve' : 'dismiss'}`,
        subject: subject(id),
        before: { status: 'open' },
        after: { status: decision },
      },
      now,
    );
    return { done: true };
  });
}

/** Takes a decision back while its window is open: the report is open again, and the undo is logged too. */
export async function undoReport(db: Db, operatorId: number, id: number, now = new Date()): Promise<ModerationOutcome> {
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('product_complaints')
      .where('id', '=', id)
      .select(['kind', 'status', 'decided_at'])
      .executeTakeFirst();
    if (!report) return { done: false, problem: 'notFound' };
    if (report.status === 'open' || !canUndo(report.decided_at, now)) return { done: false, problem: 'undoExpired' };
    const reopened = await trx
      .updateTable('product_complaints')
      .set({ status: 'open', decided_at: null, decided_by: null })
      .where('id', '=', id)
      .where('status', '=', report.status)
      .where('decided_at', '=', report.decided_at)
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) === 0) return { done: false, problem: 'undoExpired' };
    await logOperatorAction(
      trx,
      operatorId,
      { action: `${report.kind}.undo`, subject: subject(id), before: { status: report.status }, after: { status: 'open' } },
      now,
    );
    return { done: true };
  });
}
