import { MAX_TERMS, type SearchWords } from '../../../src/domain/search-reading';
import { searchWords } from '../../../src/domain/search-text';

/**
 * The shopper's words, read as `src/domain/search-text.ts` reads them, the way migration 0028's
 * `search_documents` folds the catalogue. Only letters and digits are left, so nothing a shopper types can
 * reach the FTS5 query syntax.
 */

export function searchTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_TERMS);
}

/** The literal reading of a query: each word as typed (folded), one start per word. */
export const literalWords = (query: string): SearchWords => searchTerms(query).map((term) => [term]);

/**
 * FTS5: every word must occur, each as a word prefix ("олі" finds "олія" and "олії"); a word with alternatives
 * occurs as any of them. `any` asks for any word instead of every one.
 */
export function ftsQuery(words: SearchWords, { any = false } = {}): string {
  const prefix = (t: string) => `"${t}"*`;
  // FTS5 joins bare phrases by a space, a group in parentheses only by an explicit AND.
  const and = words.every((alts) => alts.length === 1) ? ' ' : ' AND ';
  return words.map((alts) => (alts.length === 1 ? prefix(alts[0]!) : `(${alts.map(prefix).join(' OR ')})`)).join(any ? ' OR ' : and);
}

/** PostgreSQL's `to_tsquery` text for the same match. */
export function tsQuery(words: SearchWords, { any = false } = {}): string {
  const prefix = (t: string) => `${t}:*`;
  return words.map((alts) => (alts.length === 1 ? prefix(alts[0]!) : `(${alts.map(prefix).join(' | ')})`)).join(any ? ' | ' : ' & ');
}

/** How a query is kept in the history: trimmed, inner whitespace collapsed. */
export function historyText(query: string): string {
  return query.trim().replace(/\s+/gu, ' ');
}

/** Two queries a shopper would call the same: case and spacing aside. */
export function sameQuery(a: string, b: string): boolean {
  return historyText(a).toLocaleLowerCase('uk') === historyText(b).toLocaleLowerCase('uk');
}
