import { describe, expect, it } from 'vitest';
import { MAX_TERMS } from '../../../src/domain/search-reading';
import { ftsQuery, historyText, sameQuery, searchTerms, tsQuery } from './search-terms';

describe('searchTerms', () => {
  it.each<[string, string[]]>([
    ['Олія CBD', ['олия', 'cbd']],
    ['  ОЛІЯ   олія ', ['олия']],
    ["м'язів", ['мязив']],
    ['м’язів', ['мязив']],
    ['мʼязів', ['мязив']],
    ['м‘язів м`язів', ['мязив']],
    ['Ёлка ёж', ['елка', 'еж']],
    ['CBD-олії 15%', ['cbd', 'олии', '15']],
    ['"олія" OR NOT *', ['олия', 'or', 'not']],
    ['!!!', []],
    ['', []],
    ['їжак Ґанок', ['ижак', 'ганок']],
    ['олiя олия олія', ['олия']],
  ])('%j -> %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });

  it(`keeps at most ${MAX_TERMS} words`, () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(MAX_TERMS);
  });
});

describe('ftsQuery', () => {
  it('quotes every word and makes it a prefix', () => {
    expect(ftsQuery([['олія'], ['cbd']])).toBe('"олія"* "cbd"*');
  });

  it('lets a word occur as any of its alternatives, and the query ask for any word', () => {
    expect(ftsQuery([['олия', 'масл'], ['cbd']])).toBe('("олия"* OR "масл"*) AND "cbd"*');
    expect(ftsQuery([['олия'], ['cbd']], { any: true })).toBe('"олия"* OR "cbd"*');
    expect(tsQuery([['олия', 'масл'], ['cbd']])).toBe('(олия:* | масл:*) & cbd:*');
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
