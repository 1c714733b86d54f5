/**
 * The words a catalogue is found by, read as search reads them (search-text.ts), for the forgiving passes of a
 * search: is a typed word the start of a catalogue word, and which catalogue words are a slip of the keyboard away
 * from it. The server reads them from its search index, the browser from the titles it keeps offline.
 */
export interface Vocabulary {
  /** every word, sorted, for prefix look-ups */
  sorted: readonly string[];
  /** the words by their first letter, with the number of products that carry them */
  byFirstLetter: ReadonlyMap<string, readonly { word: string; products: number }[]>;
}

/** Only plain words: PostgreSQL's parser also keeps a hyphenated word whole and a decimal as one word. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** A vocabulary of words, each with the number of products that carry it. */
export function vocabularyOf(entries: Iterable<{ word: string; products: number }>): Vocabulary {
  const byFirstLetter = new Map<string, { word: string; products: number }[]>();
  const sorted: string[] = [];
  for (const entry of entries) {
    if (!PLAIN_WORD.test(entry.word)) continue;
    sorted.push(entry.word);
    const first = [...entry.word][0]!;
    const list = byFirstLetter.get(first) ?? [];
    list.push(entry);
    byFirstLetter.set(first, list);
  }
  return { sorted: sorted.sort(), byFirstLetter };
}

/** Whether some catalogue word starts with `prefix`. */
export function startsAWord(vocabulary: Vocabulary, prefix: string): boolean {
  const { sorted } = vocabulary;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]!.startsWith(prefix);
}
