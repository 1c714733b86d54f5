/**
 * Latin spellings of Cyrillic words and back, for search: a shopper types `oliya` for олія, `нордик` for Nordic.
 * Latin to Cyrillic reads the official Ukrainian transliteration (KMU resolution 55 of 2010: олія → olia,
 * Щербань → Shcherban) and the informal spellings people type (oliya, oliia, kapsuly). Cyrillic to Latin gives the
 * official spelling and the informal ones a brand's Latin name is usually written in (и as i, к as c or k). The
 * results are candidates, not answers: search keeps those its catalogue's words are near.
 */

/** Longest first, so `shch` is read before `sh` and `ch`. */
const LATIN_TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['zgh', 'зг'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ya', 'я'],
  ['ye', 'є'],
  ['yi', 'ї'],
  ['yu', 'ю'],
  ['ia', 'я'],
  ['ie', 'є'],
  ['iu', 'ю'],
  ['yo', 'йо'],
  ['jo', 'йо'],
  ['ja', 'я'],
  ['ju', 'ю'],
  ['je', 'є'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'г'],
  ['i', 'і'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'и'],
  ['z', 'з'],
];

/** The informal reading: i before a vowel as і (olia is олія), i after one as й (chai is чай). */
const LATIN_TO_CYRILLIC_INFORMAL: [string, string][] = [
  ['ai', 'ай'],
  ['ei', 'ей'],
  ['oi', 'ой'],
  ['ui', 'уй'],
  ['ia', 'ія'],
  ['ie', 'іє'],
  ['iu', 'ію'],
  ...LATIN_TO_CYRILLIC.filter(([l]) => !['ia', 'ie', 'iu'].includes(l)),
];

/** The official KMU 2010 spelling, letter by letter (the word-initial forms of є, ї, й, ю, я). */
const OFFICIAL: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ё: 'e',
  ы: 'y',
  э: 'e',
  ъ: '',
};
const WORD_INITIAL: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };
/** How brand names are usually spelt: и and і as i, х as h, г as g. */
const INFORMAL: Record<string, string> = { ...OFFICIAL, и: 'i', х: 'h', г: 'g', й: 'y', ы: 'y', є: 'ye', ю: 'yu', я: 'ya' };

function latinToCyrillic(word: string, table: [string, string][]): string {
  let out = '';
  for (let i = 0; i < word.length;) {
    const [latin, cyrillic] = table.find(([l]) => word.startsWith(l, i)) ?? [word[i]!, word[i]!];
    out += cyrillic;
    i += latin.length;
  }
  return out;
}

function cyrillicToLatin(word: string, table: Record<string, string>, initial: Record<string, string> = {}): string {
  return [...word].map((ch, i) => (i === 0 ? initial[ch] : undefined) ?? table[ch] ?? ch).join('');
}

const LATIN_WORD = /^[a-z0-9]+$/u;
const CYRILLIC_WORD = /^[\p{Script=Cyrillic}0-9]+$/u;

/** The other script's spellings of a lower-case word, without repeats; nothing for a word of mixed or other scripts. */
export function transliterations(word: string): string[] {
  if (!/\p{L}/u.test(word)) return [];
  if (LATIN_WORD.test(word))
    return [...new Set([latinToCyrillic(word, LATIN_TO_CYRILLIC), latinToCyrillic(word, LATIN_TO_CYRILLIC_INFORMAL)])];
  if (!CYRILLIC_WORD.test(word)) return [];
  const informal = cyrillicToLatin(word, INFORMAL);
  return [...new Set([cyrillicToLatin(word, OFFICIAL, WORD_INITIAL), informal, informal.replace(/k/gu, 'c')])];
}
