import { api } from '../lib/api';
import { operation } from '../lib/operation';
import type { OutboxEntry, OutboxRequest } from '../lib/outbox';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type CompareSummary = ResponseOf<'/api/compare'>;
export type CompareTable = ResponseOf<'/api/compare/category/{id}'>;

/** The lists the session names; the `compare_session` cookie stands in when there is none yet. Every call answers them as they are now. */
const inSession = (compareSession: string | null) => ({ header: compareSession ? { 'compare-session': compareSession } : {} });

export const fetchCompare = (compareSession: string | null) => bodyOf(api.GET('/api/compare', { params: inSession(compareSession) }));

/** Who hears what became of a compare change that waited in the outbox. */
export const COMPARE_SCOPE = 'compare';

/** A product put into or taken out of the lists of a session, as a write that can wait in the outbox; either answers the lists as they are now. */
export function compareWrite(productId: number, add: boolean, compareSession: string): OutboxRequest {
  const path = '/api/compare/product/{id}';
  const params = { path: { id: productId }, ...inSession(compareSession) };
  return { operation: add ? operation('post', path, { params }) : operation('delete', path, { params }), scope: COMPARE_SCOPE };
}

const CATEGORY_PATH = '/api/compare/category/{id}';

/** One category list emptied, as a write that can wait in the outbox; it answers the lists as they are now. */
export function compareClearWrite(categoryId: number, compareSession: string): OutboxRequest {
  return {
    operation: operation('delete', CATEGORY_PATH, { params: { path: { id: categoryId }, ...inSession(compareSession) } }),
    scope: COMPARE_SCOPE,
  };
}

/** What a queued compare write does: a product put in or taken out, or a category list emptied. */
export type CompareChange = { productId: number; add: boolean } | { clearedCategory: number };

/** The change a queued compare write stands for. */
export function compareChangeOf(entry: OutboxEntry): CompareChange {
  const id = Number(entry.operation.params?.path?.id);
  if (entry.operation.path === CATEGORY_PATH) return { clearedCategory: id };
  return { productId: id, add: entry.operation.method === 'post' };
}

export const fetchCompareTable = (categoryId: number, compareSession: string | null) =>
  bodyOf(api.GET('/api/compare/category/{id}', { params: { path: { id: categoryId }, ...inSession(compareSession) } }));
