import { describe, expect, it } from 'vitest';

/** і, ї, є and ґ are Ukrainian only: a Russian text holding one is a Ukrainian text left untranslated. */
const UKRAINIAN_ONLY = /[іїєґ]/i;

/** Every string of a JSON namespace, named by its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  return [];
}

describe('Russian texts', () => {
  it('of the locale files have no Ukrainian-only letters', () => {
    const files = import.meta.glob<unknown>('../../locales/ru/*.json', { eager: true, import: 'default' });
    const all = Object.entries(files).flatMap(([file, texts]) => strings(texts, file.replace(/^.*\/|\.json$/g, '')));
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(([, text]) => UKRAINIAN_ONLY.test(text))).toEqual([]);
  });
});
