import type { ReportDecision, ReportKind } from '../domain/moderation';
import { api } from '../lib/api';
import { dataOf } from './answer';

/** docs/product-rules.md#moderation: the queues, decisions and their undo, and the audit log, with the back office's cookie. */
export const reportQueue = (kind: ReportKind) => dataOf(api.GET('/api/operator/reports', { params: { query: { kind } } }));

const at = (id: number) => ({ params: { path: { id } } });
export const decideReport = (id: number, decision: ReportDecision) =>
  dataOf(api.POST('/api/operator/reports/{id}/decision', { ...at(id), body: { decision } }));
export const undoReport = (id: number) => dataOf(api.POST('/api/operator/reports/{id}/undo', at(id)));

export interface AuditFilter {
  operator?: number;
  action?: string;
  from?: string;
  to?: string;
}
export const auditLog = (filter: AuditFilter) => dataOf(api.GET('/api/operator/audit', { params: { query: filter } }));
export const operatorList = () => dataOf(api.GET('/api/operator/operators', {}));

export type ReportQueue = Awaited<ReturnType<typeof reportQueue>>;
export type AuditEntry = Awaited<ReturnType<typeof auditLog>>[number];
