import { describe, expect, it } from 'vitest';
import { FOLDED_LETTERS, foldWord } from '../../../src/domain/search-text';
import { FOLDED_IN_INDEX } from './0030-search-folds-letters';

describe('migration 0028: the index folds the letters the query folds', () => {
  it('folds every letter of the shared table, in both cases, to what the query reads', () => {
    const indexed = new Map(FOLDED_IN_INDEX);
    for (const [from, to] of Object.entries(FOLDED_LETTERS)) {
      expect(indexed.get(from)).toBe(to);
      expect(foldWord(indexed.get(from.toLocaleUpperCase('uk'))!)).toBe(to);
    }
    expect(indexed.size).toBe(Object.keys(FOLDED_LETTERS).length * 2);
  });
});
