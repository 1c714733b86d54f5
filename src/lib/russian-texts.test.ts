import { describe, expect, it } from 'vitest';

/** і, ї, є and ґ are Ukrainian only: a Russian text holding one is a Ukrainian text left untranslated. */
const UKRAINIAN_ONLY = /[іїєґ]/i;

/** Every string of a JSON namespace, named by its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  return [];
}

const LOCALE_FILES = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Every string of one language's namespaces, named by namespace and key path. */
const textsOf = (lang: 'uk' | 'ru') =>
  Object.entries(LOCALE_FILES)
    .filter(([file]) => file.includes(`/locales/${lang}/`))
    .flatMap(([file, texts]) => strings(texts, file.replace(/^.*\/|\.json$/g, '')));

describe('Russian texts', () => {
  // The app has no fallback language (src/lib/i18n.ts): a key missing in one would show as the key itself.
  it('are there for every Ukrainian text, and no other', () => {
    const [uk, ru] = [textsOf('uk').map(([key]) => key), textsOf('ru').map(([key]) => key)];
    expect(uk.length).toBeGreaterThan(100);
    expect(ru.filter((key) => !uk.includes(key))).toEqual([]);
    expect(uk.filter((key) => !ru.includes(key))).toEqual([]);
  });

  it('of the locale files have no Ukrainian-only letters', () => {
    const all = textsOf('ru');
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, text]) => UKRAINIAN_ONLY.test(text))).toEqual([]);
  });
});
