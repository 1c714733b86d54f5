/**
 * Text typed with the wrong keyboard layout on, read as the other layout would have typed it: `jksz` is олія
 * typed on the English layout, `тщквшс` is nordic typed on a Cyrillic one. The Ukrainian and Russian ЙЦУКЕН
 * layouts differ on four keys (і/ы, ї/ъ, є/э, and ґ on the key left of Backspace, absent on the Russian one).
 */

export type Layout = 'uk' | 'ru';

const QWERTY = "`qwertyuiop[]\\asdfghjkl;'zxcvbnm,./";
const CYRILLIC: Record<Layout, string> = {
  uk: "'йцукенгшщзхїґфівапролджєячсмитьбю.",
  ru: 'ёйцукенгшщзхъ\\фывапролджэячсмитьбю.',
};
const QWERTY_SHIFTED = '~QWERTYUIOP{}|ASDFGHJKL:"ZXCVBNM<>?';
const CYRILLIC_SHIFTED: Record<Layout, string> = {
  uk: '₴ЙЦУКЕНГШЩЗХЇҐФІВАПРОЛДЖЄЯЧСМИТЬБЮ,',
  ru: 'ЁЙЦУКЕНГШЩЗХЪ/ФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,',
};

function keyMap(from: string, to: string, map = new Map<string, string>()): Map<string, string> {
  [...from].forEach((key, i) => map.set(key, [...to][i]!));
  return map;
}

const TO_CYRILLIC: Record<Layout, Map<string, string>> = {
  uk: keyMap(QWERTY_SHIFTED, CYRILLIC_SHIFTED.uk, keyMap(QWERTY, CYRILLIC.uk)),
  ru: keyMap(QWERTY_SHIFTED, CYRILLIC_SHIFTED.ru, keyMap(QWERTY, CYRILLIC.ru)),
};
/** Both Cyrillic layouts back to QWERTY; on the keys they share, either gives the same Latin key. */
const TO_LATIN = keyMap(
  CYRILLIC_SHIFTED.ru,
  QWERTY_SHIFTED,
  keyMap(CYRILLIC.ru, QWERTY, keyMap(CYRILLIC_SHIFTED.uk, QWERTY_SHIFTED, keyMap(CYRILLIC.uk, QWERTY))),
);
// Keys whose Cyrillic side is itself Latin punctuation would otherwise turn a backslash or a slash around.
for (const key of ['\\', '/', '.', ',', "'"]) TO_LATIN.delete(key);

const retyped = (text: string, map: Map<string, string>) => [...text].map((ch) => map.get(ch) ?? ch).join('');

const LATIN_LETTER = /[A-Za-z]/u;
const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;

/**
 * What a word would be on the other layout: a word with Latin letters as typed on the Ukrainian and on the Russian
 * layout (in that order, without repeats), a Cyrillic word as typed on the English layout; nothing for a word
 * without letters.
 */
export function onOtherLayouts(word: string): string[] {
  if (LATIN_LETTER.test(word)) return [...new Set([retyped(word, TO_CYRILLIC.uk), retyped(word, TO_CYRILLIC.ru)])];
  if (CYRILLIC_LETTER.test(word)) return [retyped(word, TO_LATIN)];
  return [];
}
