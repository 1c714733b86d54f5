import { describe, expect, it } from 'vitest';
import { brandGroups } from './brands';

describe('brandGroups', () => {
  it.each<[string, string[], [string, string[]][]]>([
    ['one brand', ['PawLeaf'], [['P', ['PawLeaf']]]],
    [
      'names sorted inside a letter, case aside',
      ['hemp Paws', 'Hempiva', 'Hemp Kitchen'],
      [['H', ['Hemp Kitchen', 'hemp Paws', 'Hempiva']]],
    ],
    [
      'digits first, under 0-9, by number',
      ['10X', 'Zebra', '3M', 'Alpha'],
      [
        ['0-9', ['3M', '10X']],
        ['A', ['Alpha']],
        ['Z', ['Zebra']],
      ],
    ],
    [
      'Latin before Cyrillic, Cyrillic in Ukrainian order',
      ['Яблуко', 'Їжак', 'Ірис', 'Ґердан', 'Гай', 'Бджілка', 'Apple', 'Єдність', 'Ера'],
      [
        ['A', ['Apple']],
        ['Б', ['Бджілка']],
        ['Г', ['Гай']],
        ['Ґ', ['Ґердан']],
        ['Е', ['Ера']],
        ['Є', ['Єдність']],
        ['І', ['Ірис']],
        ['Ї', ['Їжак']],
        ['Я', ['Яблуко']],
      ],
    ],
    ['a lower-case first letter is grouped under its capital', ['ёлка', 'Ёж'], [['Ё', ['Ёж', 'ёлка']]]],
    [
      'no letter or digit first: under #, last',
      ['&Co', 'Beta'],
      [
        ['B', ['Beta']],
        ['#', ['&Co']],
      ],
    ],
  ])('%s', (_, names, expected) => {
    const groups = brandGroups(names.map((name) => ({ name })));
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.name)])).toEqual(expected);
  });
});
