/**
 * How search reads words, the same for the server's index and queries and the browser's offline index, so that
 * the spellings a shopper meets on a Ukrainian phone find one another:
 * - the apostrophe variants of Ukrainian keyboards are dropped (м'ясо, м’ясо and мʼясо are one word);
 * - Latin letters that look like Cyrillic ones inside a Cyrillic word are read as the Cyrillic letter
 *   (олiя with a Latin i is олія), while a word all in Latin (Nordic) stays Latin;
 * - case does not matter, and the letters the two languages (and hurried typing) swap are read as one:
 *   ё and є as е, ґ as г, ї and і as и (олія and олия are one word for matching).
 * Everything that is not a letter or a digit separates words.
 */

export const APOSTROPHES = /['’‘ʼ`´]/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The letters read as another for matching, after lowering case. Migration 0028 folds the catalogue's index with
 * the same pairs (its copy is checked against this one by a test).
 */
export const FOLDED_LETTERS: Readonly<Record<string, string>> = { ё: 'е', є: 'е', ґ: 'г', ї: 'и', і: 'и' };

/** Latin letters a Cyrillic word may carry by mistake, as the Cyrillic letter they look like. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  I: 'І',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};
const LATIN = /[A-Za-z]/gu;

/** A word with Cyrillic letters and only look-alike Latin ones, read all in Cyrillic; any other word as it is. */
export function cyrillicLookalikes(word: string): string {
  if (!CYRILLIC.test(word)) return word;
  const latin = word.match(LATIN) ?? [];
  if (latin.length === 0 || latin.some((l) => !(l in LOOKALIKES))) return word;
  return word.replace(LATIN, (l) => LOOKALIKES[l]!);
}

const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'gu');

/** One word as matching reads it: lower case, the swapped letters folded. */
export function foldWord(word: string): string {
  return word.toLocaleLowerCase('uk').replace(FOLDED, (l) => FOLDED_LETTERS[l]!);
}

/** The words of a text, as the index and the query read them (duplicates kept: a title may repeat a word). */
export function searchWords(text: string): string[] {
  return text
    .replace(APOSTROPHES, '')
    .split(SEPARATORS)
    .filter(Boolean)
    .map((word) => foldWord(cyrillicLookalikes(word)));
}
