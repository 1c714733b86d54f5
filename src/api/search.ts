import { api, ApiFailure } from '../lib/api';
import { i18next } from '../lib/i18n';
import { bodyOf } from './answer';

/** What a search asks: the words, the page and the chosen filters. */
export interface SearchRequest {
  query: string;
  page: number;
  categories: number[];
  brands: number[];
  /** what was typed, word for word: no corrected reading */
  exact?: boolean;
}

const UID_KEY = 'multisearch_uid';
const network = () => i18next.t('errors:network');

/** The search id the server issued, kept on the device: it names the guest's history (docs/product-rules.md#search "Search state: uid"). */
function storedUid(): string | null {
  try {
    return localStorage.getItem(UID_KEY);
  } catch {
    return null;
  }
}

function keepUid(uid: string): void {
  try {
    localStorage.setItem(UID_KEY, uid);
  } catch {
    // Private mode without storage: the history lasts as long as the page.
  }
}

const uidHeader = () => {
  const uid = storedUid();
  return uid ? { 'x-multisearch-id': uid } : {};
};

export async function fetchSearch({ query, page, categories, brands, exact }: SearchRequest) {
  const params = { query, page, 'categories[]': categories, 'brands[]': brands, ...(exact && { exact: 1 }) };
  const result = await bodyOf(api.GET('/api/multisearch/search', { params: { query: params, header: uidHeader() } }));
  keepUid(result.uid);
  return result;
}
export type SearchResult = Awaited<ReturnType<typeof fetchSearch>>;

/** Suggestions while typing; the caller aborts the request when the shopper types on. */
export const fetchLiveSearch = (query: string, signal: AbortSignal) =>
  bodyOf(api.GET('/api/multisearch/live-search', { params: { query: { query } }, signal }));

/** The cabinet's suggestions "in my purchases" (docs/product-rules.md#search): the live search with purchases=1. */
export const fetchPurchasesSearch = (query: string, signal: AbortSignal) =>
  bodyOf(api.GET('/api/multisearch/live-search', { params: { query: { query, purchases: 1 } }, signal }));
export type LiveResult = Awaited<ReturnType<typeof fetchLiveSearch>>;

/** docs/product-rules.md#search "Search history failure: returns the message": the list, or the text to show in its place. */
export type HistoryAnswer = { queries: string[] } | { message: string };

async function historyCall(call: () => Promise<{ data: string[] }>): Promise<HistoryAnswer> {
  try {
    return { queries: (await call()).data };
  } catch (error) {
    return { message: error instanceof ApiFailure ? error.message : network() };
  }
}

export const fetchHistory = () => historyCall(() => bodyOf(api.GET('/api/multisearch/history', { params: { header: uidHeader() } })));

/** Forgets one query, or the whole history without one; answers with what is left. */
export const forgetHistory = (query?: string) =>
  historyCall(() =>
    bodyOf(api.DELETE('/api/multisearch/history', { params: { query: query === undefined ? {} : { query }, header: uidHeader() } })),
  );
