import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './passwords';

describe('passwords', () => {
  it('hashes with a fresh salt and the parameters inside, and checks only the right password', async () => {
    const [a, b] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await passwordMatches('correct horse', a)).toBe(true);
    expect(await passwordMatches('correct horsE', a)).toBe(false);
  });

  it.each([null, 'md5$abc', ''])('no stored hash %j never matches', async (stored) => {
    expect(await passwordMatches('anything', stored)).toBe(false);
  });
});
