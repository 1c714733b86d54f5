import type { Lang } from '../../../src/domain/paths';

/** Texts are stored once per language (`name_uk`, `name_ru`): picks the column of the asked language. */
export function col<N extends string>(name: N, lang: Lang): `${N}_${Lang}` {
  return `${name}_${lang}`;
}
