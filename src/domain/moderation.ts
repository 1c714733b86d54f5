/** Moderation's shared rules (docs/product-rules.md#moderation): the queues, decisions and their undo window. */

export const REPORT_KINDS = ['complaint', 'characteristics'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportDecision = 'resolved' | 'dismissed';

/** A decision stays undoable this long, so a mistaken tap costs nothing. */
const UNDO_MINUTES = 10;

/** Whether a decision made at `decidedAt` (ISO) can still be undone at `now`. */
export function canUndo(decidedAt: string | null, now: Date): boolean {
  if (decidedAt === null) return false;
  const elapsed = now.getTime() - new Date(decidedAt).getTime();
  return elapsed >= 0 && elapsed < UNDO_MINUTES * 60_000;
}

/** Whole hours an item has waited, for the queue's age; never negative. */
export function waitedHours(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 3_600_000));
}
