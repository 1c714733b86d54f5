import { describe, expect, it } from 'vitest';
import { MAX_TERMS, ftsQuery, historyText, sameQuery, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it.each<[string, string[]]>([
    ['Олія CBD', ['олія', 'cbd']],
    ['  ОЛІЯ   олія ', ['олія']],
    ["м'язів", ['мязів']],
    ['м’язів', ['мязів']],
    ['мʼязів', ['мязів']],
    ['м‘язів м`язів', ['мязів']],
    ['Ёлка ёж', ['елка', 'еж']],
    ['CBD-олії 15%', ['cbd', 'олії', '15']],
    ['"олія" OR NOT *', ['олія', 'or', 'not']],
    ['!!!', []],
    ['', []],
    ['їжак Ґанок', ['їжак', 'ґанок']],
  ])('%j -> %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });

  it(`keeps at most ${MAX_TERMS} words`, () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(MAX_TERMS);
  });
});

describe('ftsQuery', () => {
  it('quotes every word and makes it a prefix', () => {
    expect(ftsQuery(['олія', 'cbd'])).toBe('"олія"* "cbd"*');
  });
});

describe('history texts', () => {
  it.each<[string, string]>([
    ['  олія   cbd ', 'олія cbd'],
    ['олія', 'олія'],
  ])('%j is kept as %j', (query, kept) => {
    expect(historyText(query)).toBe(kept);
  });

  it.each<[string, string, boolean]>([
    ['Олія CBD', 'олія  cbd', true],
    ['олія', 'олії', false],
  ])('%j and %j are the same query: %s', (a, b, same) => {
    expect(sameQuery(a, b)).toBe(same);
  });
});
