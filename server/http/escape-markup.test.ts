import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it.each([
    ['the five specials', `<a href="x">'&'</a>`, '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;'],
    ['an entity already written is escaped again, never trusted', '&amp;', '&#38;amp;'],
    ['Cyrillic and other text as it is', 'Олія «CBD» 10 %', 'Олія «CBD» 10 %'],
    ['nothing', '', ''],
  ])('%s', (_name, text, escaped) => {
    expect(escapeMarkup(text)).toBe(escaped);
  });
});
