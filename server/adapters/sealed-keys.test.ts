import { describe, expect, it } from 'vitest';
import { openKey, sealedKeyEnd, sealKey } from './sealed-keys';

const SECRET = 'a-store-secret-of-at-least-32-characters';
const KEY = '0123456789abcdef0123456789abcdef';

describe('a sealed provider key', () => {
  it('opens under the SECRET it was sealed with, keeps only its last four characters readable, and differs each time', () => {
    const sealed = sealKey(SECRET, KEY);
    expect(openKey(SECRET, sealed)).toBe(KEY);
    expect(sealedKeyEnd(sealed)).toBe('cdef');
    expect(sealed).not.toContain(KEY.slice(0, 8));
    expect(sealKey(SECRET, KEY)).not.toBe(sealed);
  });

  it.each<[string, (sealed: string) => string, string]>([
    ['another SECRET', (sealed) => sealed, 'another-store-secret-of-32-characters!!'],
    ['a changed body', (sealed) => `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`, SECRET],
    ['a changed end', (sealed) => sealed.replace('.cdef.', '.0000.'), SECRET],
    ['a key kept in the clear', () => KEY, SECRET],
    ['nothing', () => '', SECRET],
  ])('does not open with %s', (_what, change, secret) => {
    expect(openKey(secret, change(sealKey(SECRET, KEY)))).toBeNull();
  });
});
