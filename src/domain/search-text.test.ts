import { describe, expect, it } from 'vitest';
import { cyrillicLookalikes, foldWord, searchWords } from './search-text';

describe('searchWords: how search reads a text', () => {
  it.each<[string, string, string[]]>([
    ['case', 'ОЛІЯ Cbd', ['олия', 'cbd']],
    ['Ukrainian і and Russian и are one letter', 'олія олия', ['олия', 'олия']],
    ['ї as и', 'Їжа для котів', ['ижа', 'для', 'котив']],
    ['є as е', 'Енергія Єдність', ['енергия', 'еднисть']],
    ['ґ as г', 'Ґрунт ґудзик', ['грунт', 'гудзик']],
    ['ё as е', 'Ёжик', ['ежик']],
    ['apostrophe variants dropped', "м'ята м’ята мʼята м‘ята м`ята м´ята", Array(6).fill('мята')],
    ['a Latin i in a Cyrillic word', 'олiя', ['олия']],
    [
      'Latin a, o, e, c, p, x, y in Cyrillic words',
      'кaпсули мoрква сeмена cік пpотеїн xліб yсі',
      ['капсули', 'морква', 'семена', 'сик', 'протеин', 'хлиб', 'уси'],
    ],
    ['upper-case Latin look-alikes', 'ОЛIЯ КOРМ ТРАВА', ['олия', 'корм', 'трава']],
    ['a Latin word stays Latin', 'Nordic Leaf', ['nordic', 'leaf']],
    ['a word with a Latin letter that is no look-alike stays as typed', 'CBD-олія олiяz', ['cbd', 'олия', 'олiяz']],
    ['digits are words, punctuation separates', 'CBD-олії 15%, 30мл', ['cbd', 'олии', '15', '30мл']],
    ['nothing but punctuation', '!!! "*"', []],
  ])('%s: %j', (_name, text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('cyrillicLookalikes', () => {
  it.each([
    ['олiя', 'олія'],
    ['Oлія', 'Олія'],
    ['oliya', 'oliya'],
    ['олія', 'олія'],
    ['cbd', 'cbd'],
  ])('%j -> %j', (word, read) => {
    expect(cyrillicLookalikes(word)).toBe(read);
  });
});

describe('foldWord', () => {
  it.each([
    ['Ґанок', 'ганок'],
    ['ЇЖАК', 'ижак'],
    ['Єнот', 'енот'],
    ['ёлка', 'елка'],
    ['Nordic', 'nordic'],
  ])('%j -> %j', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });
});
