import type { Db } from '../../db/connection';

/** One operator action as the log keeps it: what was done to which subject, and the subject before and after. */
export interface AuditEntry {
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

const asJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Writes an action to the audit log; run it in the transaction that makes the change, so neither exists alone. */
export async function logOperatorAction(db: Db, operatorUserId: number, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_user_id: operatorUserId,
      action: entry.action,
      subject: entry.subject,
      before: asJson(entry.before),
      after: asJson(entry.after),
      created_at: now.toISOString(),
    })
    .execute();
}

export interface AuditFilter {
  operator?: number | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  /** ISO instants: entries at or after `since` and before `until` */
  since?: string | undefined;
  until?: string | undefined;
  limit: number;
}

/** Every operator user, for the log's filter. */
export async function listOperators(db: Db) {
  return db.selectFrom('operator_users').select(['id', 'name', 'phone', 'role']).orderBy('id').execute();
}

/** The newest entries first, narrowed by operator, action and subject. */
export async function readAuditLog(db: Db, { operator, action, subject, since, until, limit }: AuditFilter) {
  let query = db.selectFrom('audit_log as a').innerJoin('operator_users as u', 'u.id', 'a.operator_user_id');
  if (operator !== undefined) query = query.where('a.operator_user_id', '=', operator);
  if (action !== undefined) query = query.where('a.action', '=', action);
  if (subject !== undefined) query = query.where('a.subject', '=', subject);
  if (since !== undefined) query = query.where('a.created_at', '>=', since);
  if (until !== undefined) query = query.where('a.created_at', '<', until);
  const rows = await query
    .select(['a.id', 'a.action', 'a.subject', 'a.before', 'a.after', 'a.created_at', 'u.id as operator_id', 'u.phone as operator_phone'])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  const parsed = (text: string): unknown => (text === '' ? null : JSON.parse(text));
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    operator: { id: row.operator_id, phone: row.operator_phone },
    action: row.action,
    subject: row.subject,
    before: parsed(row.before),
    after: parsed(row.after),
  }));
}
