import type { Lang } from './paths';

/** The cookie the language switch writes (docs/product-rules.md#languages-and-addresses), kept LANG_COOKIE_DAYS. */
export const LANG_COOKIE = 'lang';
/** The locale cookie's key: the language the shopper chose last, written with `lang` by the switch. */
export const LOCALE_COOKIE = 'i18n_redirected';

/**
 * The language the shopper chose, from the request's cookies: `lang` first, else the locale cookie; null when
 * neither names a language of the store. Only the bare home page follows it; every other address names its language.
 */
export function chosenLang(cookies: Readonly<Record<string, string | undefined>>): Lang | null {
  for (const name of [LANG_COOKIE, LOCALE_COOKIE]) {
    const value = cookies[name];
    if (value === 'uk' || value === 'ru') return value;
  }
  return null;
}
