import { signal } from '@preact/signals-react';
import { fetchHistory, forgetHistory, type HistoryAnswer } from '../../api/search';

/** The shopper's earlier queries, shared by the header box and the results page; null until asked for. */
export const searchHistory = signal<HistoryAnswer | null>(null);

export async function loadHistory(): Promise<void> {
  searchHistory.value = await fetchHistory();
}

/** Forgets one query, or all of them; the list shown drops it at once and then shows what the server kept. */
export async function forgetSearch(query?: string): Promise<void> {
  const current = searchHistory.peek();
  if (current && 'queries' in current)
    searchHistory.value = { queries: query === undefined ? [] : current.queries.filter((q) => q !== query) };
  searchHistory.value = await forgetHistory(query);
}

export const historyQueries = (answer: HistoryAnswer | null): string[] => (answer && 'queries' in answer ? answer.queries : []);
