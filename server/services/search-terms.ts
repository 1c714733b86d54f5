/**
 * The shopper's words, folded the way migration 0003's `search_documents` folds the catalogue: the
 * apostrophe variants of Ukrainian keyboards are dropped (м'ясо, м’ясо and мʼясо are one word), ё is
 * read as е, case does not matter. Everything that is not a letter or a digit separates words, so
 * nothing a shopper types can reach the FTS5 query syntax.
 */

const APOSTROPHES = /['’‘ʼ`´]/gu;
/** Enough for any real query; the rest would only slow the match down. */
export const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  const folded = query.replace(APOSTROPHES, '').replace(/ё/gu, 'е').replace(/Ё/gu, 'Е').toLocaleLowerCase('uk');
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
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
