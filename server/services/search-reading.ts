import { onOtherLayouts } from '../../src/domain/keyboard-layout';
import { foldWord, searchWords } from '../../src/domain/search-text';
import { transliterations } from '../../src/domain/transliteration';
import { slips, typoBudget } from '../../src/domain/typos';
import { SEARCH_SYNONYMS } from './search-synonyms';
import { MAX_TERMS, type SearchWords } from './search-terms';
import { startsAWord, type Vocabulary } from './search-vocabulary';

export interface ForgivingReading {
  words: SearchWords;
  /** the query as it was read, when a part of it was typed on the other keyboard layout */
  corrected?: string;
}

/** Enough alternatives for any word; more would only slow the match down. */
const MAX_ALTERNATIVES = 12;

const SYNONYMS = SEARCH_SYNONYMS.map((group) => group.map(foldWord));

function synonyms(word: string): string[] {
  return SYNONYMS.filter((group) => group.some((stem) => word.startsWith(stem) || (word.length >= 3 && stem.startsWith(word)))).flat();
}

/** Catalogue words a slip or two away from `typed`, the nearest and then the most common first. */
export function nearWords(vocabulary: Vocabulary, typed: string, budget = typoBudget(typed)): string[] {
  if (budget === 0) return [];
  return (vocabulary.byFirstLetter.get(typed[0]!) ?? [])
    .map((entry) => ({ ...entry, slips: slips(typed, entry.word, budget) }))
    .filter((entry) => entry.slips <= budget)
    .sort((a, b) => a.slips - b.slips || b.products - a.products || (a.word < b.word ? -1 : 1))
    .map((entry) => entry.word);
}

function alternatives(vocabulary: Vocabulary, word: string): string[] {
  const found = new Set([word, ...synonyms(word)]);
  if (!startsAWord(vocabulary, word)) {
    for (const spelling of [word, ...transliterations(word)]) {
      if (startsAWord(vocabulary, spelling)) found.add(spelling);
      for (const near of nearWords(vocabulary, spelling).slice(0, 4)) found.add(near);
    }
  }
  return [...found].slice(0, MAX_ALTERNATIVES);
}

const known = (vocabulary: Vocabulary, words: string[]) => words.length > 0 && words.every((w) => startsAWord(vocabulary, w));

/**
 * The forgiving reading of a query that found nothing as typed: a part typed on the other keyboard layout is read
 * as that layout would have typed it (when it then starts catalogue words, and as typed it neither did nor is a
 * synonym's) and searched just as the notice names it, and every other word
 * also finds its synonyms, and, when no catalogue word starts with it, its transliterations and the catalogue words
 * a slip or two away. Null when it would look for just what the literal reading did.
 */
export function forgivingReading(vocabulary: Vocabulary, query: string): ForgivingReading | null {
  const parts = query
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((typed) => {
      const words = searchWords(typed);
      if (known(vocabulary, words) || words.some((word) => synonyms(word).length > 0)) return { typed, words, retyped: false };
      const other = onOtherLayouts(typed).find((candidate) => {
        const retypedWords = searchWords(candidate);
        // A key that types a letter on one layout types punctuation on the other: single letters would be noise.
        return retypedWords.every((word) => word.length >= 2) && known(vocabulary, retypedWords);
      });
      return other === undefined ? { typed, words, retyped: false } : { typed: other, words: searchWords(other), retyped: true };
    });
  // A retyped word is searched as the notice names it; the others forgivingly.
  const read = new Map<string, string[]>();
  for (const part of parts) for (const word of part.words) if (!read.has(word)) read.set(word, part.retyped ? [word] : alternatives(vocabulary, word));
  const words = [...read.values()].slice(0, MAX_TERMS);
  const retyped = parts.some((part) => part.retyped);
  const literal = [...new Set(searchWords(query))].slice(0, MAX_TERMS);
  const same = !retyped && words.every((alts, i) => alts.length === 1 && alts[0] === literal[i]);
  if (same || words.length === 0) return null;
  return retyped ? { words, corrected: parts.map((part) => part.typed).join(' ') } : { words };
}

/**
 * "Did you mean": the query with each word no catalogue word starts with replaced by the nearest catalogue word,
 * looser than the forgiving reading (a slip more); null when there is no such word.
 */
export function didYouMean(vocabulary: Vocabulary, query: string): string | null {
  const words = [...new Set(searchWords(query))].slice(0, MAX_TERMS);
  let changed = false;
  const meant = words.map((word) => {
    if (startsAWord(vocabulary, word) || [...word].length < 3) return word;
    const near = nearWords(vocabulary, word, typoBudget(word) + 1)[0];
    if (near === undefined) return word;
    changed = true;
    return near;
  });
  return changed ? meant.join(' ') : null;
}
