import { searchWords } from '../../src/domain/search-text';

/**
 * The shopper's words, read as `src/domain/search-text.ts` reads them, the way migration 0028's
 * `search_documents` folds the catalogue. Only letters and digits are left, so nothing a shopper types can
 * reach the FTS5 query syntax.
 */

/** Enough for any real query; the rest would only slow the match down. */
export const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_TERMS);
}

/** FTS5: every word must occur, each as a word prefix ("олі" finds "олія" and "олії"). */
export function ftsQuery(terms: readonly string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/** How a query is kept in the history: trimmed, inner whitespace collapsed. */
export function historyText(query: string): string {
  return query.trim().replace(/\s+/gu, ' ');
}

/** Two queries a shopper would call the same: case and spacing aside. */
export function sameQuery(a: string, b: string): boolean {
  return historyText(a).toLocaleLowerCase('uk') === historyText(b).toLocaleLowerCase('uk');
}
