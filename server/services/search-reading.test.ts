import { describe, expect, it } from 'vitest';
import { didYouMean, forgivingReading } from './search-reading';
import type { Vocabulary } from './search-vocabulary';

/** A few words of a catalogue, as the index folds them, with how many products carry each. */
function vocabularyOf(words: Record<string, number>): Vocabulary {
  const byFirstLetter = new Map<string, { word: string; products: number }[]>();
  for (const [word, products] of Object.entries(words)) byFirstLetter.set(word[0]!, [...(byFirstLetter.get(word[0]!) ?? []), { word, products }]);
  return { sorted: Object.keys(words).sort(), byFirstLetter };
}

const vocabulary = vocabularyOf({
  олия: 60, конопляна: 6, конопляне: 4, конопляний: 9, капсули: 8, cbd: 90, nordic: 20, leaf: 30, для: 200, собак: 40, масло: 60, гриндер: 6,
});

describe('forgivingReading', () => {
  it.each<[string, string, ReturnType<typeof forgivingReading>]>([
    ['the other layout, searched as read', 'jksz', { words: [['олия']], corrected: 'олія' }],
    ['only the part typed on the other layout', 'jksz leaf', { words: [['олия'], ['leaf']], corrected: 'олія leaf' }],
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
