import { onOtherLayouts } from './keyboard-layout';
import { SEARCH_SYNONYMS } from './search-synonyms';
import { foldWord, searchWords } from './search-text';
import { startsAWord, type Vocabulary } from './search-vocabulary';
import { transliterations } from './transliteration';
import { slips, typoBudget } from './typos';

/**
 * What a search looks for: per word of the query, the word starts any of which will do. The literal reading has one
 * per word; the forgiving one (below) adds the other language's words, transliterations, near spellings.
 */
export type SearchWords = readonly (readonly string[])[];

/** Enough for any real query; the rest would only slow the match down. */
export const MAX_TERMS = 8;

interface ForgivingReading {
  words: SearchWords;
  /** the same words with only their best alternatives, when that is narrower: their matches rank first */
  preferred?: SearchWords;
  /** the query as it was read, when a part of it was typed on the other keyboard layout */
  corrected?: string;
}

/** Enough alternatives for any word; more would only slow the match down. */
const MAX_ALTERNATIVES = 12;

const SYNONYMS = SEARCH_SYNONYMS.map((group) => group.map(foldWord));

function synonyms(word: string): string[] {
  return SYNONYMS.filter((group) => group.some((stem) => word.startsWith(stem) || (word.length >= 3 && stem.startsWith(word)))).flat();
}

interface Near {
  word: string;
  slips: number;
}

/** Catalogue words a slip or two away from `typed`, the nearest and then the most common first. */
function nearest(vocabulary: Vocabulary, typed: string, budget: number): Near[] {
  if (budget === 0) return [];
  return (vocabulary.byFirstLetter.get([...typed][0]!) ?? [])
    .map((entry) => ({ ...entry, slips: slips(typed, entry.word, budget) }))
    .filter((entry) => entry.slips <= budget)
    .sort((a, b) => a.slips - b.slips || b.products - a.products || (a.word < b.word ? -1 : 1));
}

const nearWords = (vocabulary: Vocabulary, typed: string, budget = typoBudget(typed)): string[] =>
  nearest(vocabulary, typed, budget).map((n) => n.word);

/**
 * A word's alternatives, and the best of them: the word itself, its synonyms and transliterations that start
 * catalogue words, and the nearest of the near words (fewest slips). Matches of the best rank first.
 */
function alternatives(vocabulary: Vocabulary, word: string): { all: string[]; best: string[] } {
  const best = new Set([word, ...synonyms(word)]);
  const near: Near[] = [];
  if (!startsAWord(vocabulary, word)) {
    for (const spelling of [word, ...transliterations(word)]) {
      if (startsAWord(vocabulary, spelling)) best.add(spelling);
      near.push(...nearest(vocabulary, spelling, typoBudget(spelling)).slice(0, 4));
    }
  }
  const fewest = Math.min(...near.map((n) => n.slips));
  for (const n of near) if (n.slips === fewest) best.add(n.word);
  const all = [...new Set([...best, ...near.map((n) => n.word)])].slice(0, MAX_ALTERNATIVES);
  return { all, best: all.filter((w) => best.has(w)) };
}

const known = (vocabulary: Vocabulary, words: string[]) => words.length > 0 && words.every((w) => startsAWord(vocabulary, w));

/**
 * `typed` as the other keyboard layout types it, when every word of that starts a catalogue word or has a synonym
 * that does (a device offline keeps one language's titles: олія read from `jksz` finds масло there).
 */
function onOtherLayout(vocabulary: Vocabulary, typed: string): string | undefined {
  return onOtherLayouts(typed).find((candidate) => {
    const words = searchWords(candidate);
    // A key that types a letter on one layout types punctuation on the other: single letters would be noise.
    return words.length > 0 && words.every((word) => word.length >= 2 && [word, ...synonyms(word)].some((w) => startsAWord(vocabulary, w)));
  });
}

/**
 * A retyped word is searched as the notice names it; with its synonyms only when no catalogue word starts with it
 * (a device keeping one language's titles), since each alternative widens a search the server runs on every keystroke.
 */
const retypedAlternatives = (vocabulary: Vocabulary, word: string) => {
  const all = startsAWord(vocabulary, word) ? [word] : [...new Set([word, ...synonyms(word)])];
  return { all, best: all };
};

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
      const other = onOtherLayout(vocabulary, typed);
      return other === undefined ? { typed, words, retyped: false } : { typed: other, words: searchWords(other), retyped: true };
    });
  // A retyped word is searched as the notice names it; the others forgivingly.
  const read = new Map<string, { all: string[]; best: string[] }>();
  for (const part of parts) {
    for (const word of part.words)
      if (!read.has(word)) read.set(word, part.retyped ? retypedAlternatives(vocabulary, word) : alternatives(vocabulary, word));
  }
  const chosen = [...read.values()].slice(0, MAX_TERMS);
  const words = chosen.map((alts) => alts.all);
  const retyped = parts.some((part) => part.retyped);
  const literal = [...new Set(searchWords(query))].slice(0, MAX_TERMS);
  const same = !retyped && words.every((alts, i) => alts.length === 1 && alts[0] === literal[i]);
  if (same || words.length === 0) return null;
  const narrower = chosen.some((alts) => alts.best.length < alts.all.length);
  return {
    words,
    ...(narrower && { preferred: chosen.map((alts) => alts.best) }),
    ...(retyped && { corrected: parts.map((part) => part.typed).join(' ') }),
  };
}

/**
 * A query that finds this many listed products or fewer finds "few": it is also read as typed on the other keyboard
 * layout, and that reading is shown instead when it finds clearly more (docs/product-rules.md#search).
 */
export const FEW_MATCHES = 3;
/** "Clearly more": the other layout's reading finds at least this many times as many, and more than a few. */
export const CLEARLY_MORE = 4;

/**
 * The query read as typed on the other keyboard layout, for a query that found a few products: every part whose
 * other-layout reading starts catalogue words is read so (known or not as typed, since it did find something), the
 * others stay. Null when no part reads so.
 */
export function otherLayoutReading(vocabulary: Vocabulary, query: string): ForgivingReading | null {
  let retyped = false;
  const parts = query
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((typed) => {
      const other = onOtherLayout(vocabulary, typed);
      if (other === undefined) return typed;
      retyped = true;
      return other;
    });
  if (!retyped) return null;
  const corrected = parts.join(' ');
  return {
    words: [...new Set(searchWords(corrected))].slice(0, MAX_TERMS).map((word) => retypedAlternatives(vocabulary, word).all),
    corrected,
  };
}

/**
 * The second reading a query gets after the literal one found `literalCount` products: the forgiving reading when
 * it found none, the other layout's when it found a few, none when it found more or the shopper asked for exactly
 * what was typed.
 */
export function secondReading(
  vocabulary: Vocabulary,
  query: string,
  literalCount: number,
  { exact = false } = {},
): ForgivingReading | null {
  if (exact) return null;
  if (literalCount === 0) return forgivingReading(vocabulary, query);
  if (literalCount <= FEW_MATCHES) return otherLayoutReading(vocabulary, query);
  return null;
}

/** Whether the second reading's answer replaces the literal one's: any answer for nothing; clearly more for a few. */
export function secondReadingWins(literalCount: number, secondCount: number): boolean {
  if (literalCount === 0) return secondCount > 0;
  return secondCount > FEW_MATCHES && secondCount >= CLEARLY_MORE * literalCount;
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
