import { api } from '../lib/api';
import { answer } from './answer';
import type { ResponseOf } from './types';

export type CompareSummary = ResponseOf<'/api/compare'>;
export type CompareTable = ResponseOf<'/api/compare/category/{id}'>;

/** The lists the session names; the `compare_session` cookie stands in when there is none yet. Every call answers them as they are now. */
const inSession = (compareSession: string | null) => ({ header: compareSession ? { 'compare-session': compareSession } : {} });

export const fetchCompare = (compareSession: string | null) => answer(api.GET('/api/compare', { params: inSession(compareSession) }));

export const addCompareProduct = (productId: number, compareSession: string | null) =>
  answer(api.POST('/api/compare/product/{id}', { params: { path: { id: productId }, ...inSession(compareSession) } }));

export const removeCompareProduct = (productId: number, compareSession: string | null) =>
  answer(api.DELETE('/api/compare/product/{id}', { params: { path: { id: productId }, ...inSession(compareSession) } }));

export const clearCompareCategory = (categoryId: number, compareSession: string | null) =>
  answer(api.DELETE('/api/compare/category/{id}', { params: { path: { id: categoryId }, ...inSession(compareSession) } }));

export const fetchCompareTable = (categoryId: number, compareSession: string | null) =>
  answer(api.GET('/api/compare/category/{id}', { params: { path: { id: categoryId }, ...inSession(compareSession) } }));
