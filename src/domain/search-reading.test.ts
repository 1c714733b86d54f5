import { describe, expect, it } from 'vitest';
import {
  CLEARLY_MORE,
  didYouMean,
  FEW_MATCHES,
  forgivingReading,
  otherLayoutReading,
  secondReading,
  secondReadingWins,
} from './search-reading';
import { vocabularyOf as fromEntries } from './search-vocabulary';

/** A few words of a catalogue, as the index folds them, with how many products carry each. */
const vocabularyOf = (words: Record<string, number>) => fromEntries(Object.entries(words).map(([word, products]) => ({ word, products })));

const vocabulary = vocabularyOf({
  олия: 60,
  конопляна: 6,
  конопляне: 4,
  конопляний: 9,
  капсули: 8,
  cbd: 90,
  nordic: 20,
  leaf: 30,
  для: 200,
  собак: 40,
  масло: 60,
  гриндер: 6,
});

/** олія read from `jksz`: a catalogue word, searched as read. */
const OIL = ['олия'];

describe('forgivingReading', () => {
  it.each<[string, string, ReturnType<typeof forgivingReading>]>([
    ['the other layout, searched as read', 'jksz', { words: [OIL], corrected: 'олія' }],
    ['only the part typed on the other layout', 'jksz leaf', { words: [OIL, ['leaf']], corrected: 'олія leaf' }],
    ['a Cyrillic layout for a Latin brand', 'тщквшс', { words: [['nordic']], corrected: 'nordic' }],
    ['a synonym, not the other layout', 'кбд', { words: [['кбд', 'cbd', 'сбд', 'канабидиол', 'каннабидиол']] }],
    ['a transliteration', 'oliya', { words: [['oliya', 'олия']] }],
    ['a Cyrillic spelling of a brand, one slip from it', 'нордик', { words: [['нордик', 'nordic']] }],
    [
      'one slip: the nearest first, the farther after',
      'канопляна',
      // two slips from a 9-letter word are allowed: the more common first
      { words: [['канопляна', 'конопляна', 'конопляний', 'конопляне']], preferred: [['канопляна', 'конопляна']] },
    ],
    ['a word a catalogue word starts with stays as typed', 'lea', null],
    ['a known word still finds its synonyms', 'гриндер', { words: [['гриндер', 'grinder', 'подрибнювач', 'измельчител']] }],
    ['nothing near', 'zzzzqq', null],
  ])('%s: %j', (_name, query, reading) => {
    expect(forgivingReading(vocabulary, query)).toEqual(reading);
  });

  it('reads the other layout for a word only its synonym starts, as a device offline keeps one language', () => {
    const russianTitles = vocabularyOf({ масло: 5, cbd: 5 });
    expect(forgivingReading(russianTitles, 'jksz')).toEqual({ words: [['олия', 'оли', 'масл', 'oil']], corrected: 'олія' });
  });

  it('never changes the first letter, and forgives nothing under 4 letters', () => {
    expect(forgivingReading(vocabulary, 'бапсули')).toBeNull();
    expect(forgivingReading(vocabulary, 'дпя')).toBeNull();
  });
});

describe('didYouMean', () => {
  it.each<[string, string | null]>([
    ['кпсаули', 'капсули'],
    ['гриндерррр', 'гриндер'],
    ['капсули для сабак', 'капсули для собак'],
    ['капсули для', null],
    ['zzzzqq', null],
  ])('%j -> %j', (query, meant) => {
    expect(didYouMean(vocabulary, query)).toBe(meant);
  });
});

describe('otherLayoutReading, for a query that found a few', () => {
  it.each<[string, string, ReturnType<typeof otherLayoutReading>]>([
    ['a word on the other layout', 'jksz', { words: [OIL], corrected: 'олія' }],
    ['only the parts the other layout reads as catalogue words', 'jksz leaf', { words: [OIL, ['leaf']], corrected: 'олія leaf' }],
    ['no part reads so', 'leaf', null],
    ['a single key is punctuation on the other layout, not a word', 'b', null],
  ])('%s: %j', (_name, query, reading) => {
    expect(otherLayoutReading(vocabulary, query)).toEqual(reading);
  });
});

describe('secondReading: which reading a query gets after the literal one', () => {
  it.each<[string, string, number, boolean, ReturnType<typeof secondReading>]>([
    ['nothing found: the forgiving reading', 'oliya', 0, false, { words: [['oliya', 'олия']] }],
    ['a few found: the other layout only', 'jksz', 1, false, { words: [OIL], corrected: 'олія' }],
    ['a few found: no typo or synonym pass', 'oliya', FEW_MATCHES, false, null],
    ['more than a few: none', 'jksz', FEW_MATCHES + 1, false, null],
    ['exactly what was typed: none', 'jksz', 0, true, null],
  ])('%s: %j after %i', (_name, query, count, exact, reading) => {
    expect(secondReading(vocabulary, query, count, { exact })).toEqual(reading);
  });
});

describe('secondReadingWins', () => {
  it.each<[number, number, boolean]>([
    [0, 0, false],
    [0, 1, true],
    [1, CLEARLY_MORE - 1, false],
    [1, CLEARLY_MORE, true],
    [1, FEW_MATCHES, false],
    [2, 2 * CLEARLY_MORE - 1, false],
    [2, 2 * CLEARLY_MORE, true],
    [FEW_MATCHES, FEW_MATCHES * CLEARLY_MORE, true],
  ])('%i found as typed, %i the other way: %s', (literal, second, wins) => {
    expect(secondReadingWins(literal, second)).toBe(wins);
  });
});
