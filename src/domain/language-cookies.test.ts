import { describe, expect, it } from 'vitest';
import { chosenLang } from './language-cookies';

describe('chosenLang', () => {
  it.each<[Record<string, string>, 'uk' | 'ru' | null]>([
    [{}, null],
    [{ lang: 'ru' }, 'ru'],
    [{ lang: 'uk' }, 'uk'],
    [{ i18n_redirected: 'ru' }, 'ru'],
    [{ lang: 'uk', i18n_redirected: 'ru' }, 'uk'],
    [{ lang: 'en', i18n_redirected: 'ru' }, 'ru'],
    [{ lang: 'RU' }, null],
    [{ i18n_redirected: 'de' }, null],
  ])('%j -> %s', (cookies, lang) => {
    expect(chosenLang(cookies)).toBe(lang);
  });
});
