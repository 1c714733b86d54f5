import { describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, passwordMatches } from './passwords';

describe('passwords', () => {
  it('hashes with a fresh salt and the parameters inside, and checks only the right password', async () => {
    const [a, b] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
    expect(a).toMatch(new RegExp(`^scrypt\\$${passwordCost().N}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(a).not.toBe(b);
    expect(await passwordMatches('correct horse', a)).toBe(true);
    expect(await passwordMatches('correct horsE', a)).toBe(false);
  });

  it.each([null, 'md5$abc', ''])('no stored hash %j never matches', async (stored) => {
    expect(await passwordMatches('anything', stored)).toBe(false);
  });

  it('checks a hash made at another cost by the parameters it carries (the demo customer is N=2^17)', async () => {
    const demo = 'scrypt$131072$8$1$B2yMhnCvnocb5AVXlIO4wA$Iz284XKxSReBTIxlhImsRGcGyy1FKk3QIohJFmJbic0';
    expect(await passwordMatches('Kramnytsia2026', demo)).toBe(true);
  });
});

describe('passwordCost', () => {
  it.each([
    [undefined, 2 ** 17],
    ['', 2 ** 17],
    ['17', 2 ** 17],
    ['10', 2 ** 10],
  ])('PASSWORD_HASH_COST=%s gives N=%i with r=8, p=1', (value, N) => {
    expect(passwordCost(value === undefined ? {} : { PASSWORD_HASH_COST: value })).toEqual({ N, r: 8, p: 1 });
  });

  it.each(['9', '21', '16.5', 'fast'])('refuses PASSWORD_HASH_COST=%j', (value) => {
    expect(() => passwordCost({ PASSWORD_HASH_COST: value })).toThrow('PASSWORD_HASH_COST');
  });
});
