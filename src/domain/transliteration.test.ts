import { describe, expect, it } from 'vitest';
import { transliterations } from './transliteration';

describe('transliterations: Latin spellings of Cyrillic words', () => {
  it.each<[string, string[]]>([
    // KMU 2010, the official spellings
    ['oliia', ['олія', 'оліія']],
    ['konoplia', ['конопля', 'коноплія']],
    ['kapsuly', ['капсули']],
    ['shcherban', ['щербан']],
    ['zghorany', ['згорани']],
    ['khlib', ['хліб']],
    ['yizha', ['їжа']],
    ['chai', ['чаі', 'чай']],
    // informal spellings
    ['oliya', ['олія']],
    ['olia', ['оля', 'олія']],
    ['korm', ['корм']],
    ['cbd', ['кбд']],
  ])('%j reads as %j', (latin, cyrillic) => {
    expect(transliterations(latin)).toEqual(cyrillic);
  });
});

describe('transliterations: Cyrillic spellings of Latin names', () => {
  it.each<[string, string[]]>([
    ['нордик', ['nordyk', 'nordik', 'nordic']],
    ['хемп', ['khemp', 'hemp']],
    ['щербань', ['shcherban']],
    ['юлія', ['yuliia', 'yuliya']],
    ['гриндкрафт', ['hryndkraft', 'grindkraft', 'grindcraft']],
    ['яблуко', ['yabluko', 'yabluco']],
  ])('%j is written %j', (cyrillic, latin) => {
    expect(transliterations(cyrillic)).toEqual(latin);
  });

  it('gives nothing for digits or a word of two scripts', () => {
    expect(transliterations('15')).toEqual([]);
    expect(transliterations('cbdолія')).toEqual([]);
  });
});
