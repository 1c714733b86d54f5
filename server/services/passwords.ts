import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (DESIGN "Security defaults"): N=2^17, r=8, p=1 needs 128 MiB
 * and a noticeable fraction of a second per guess. The parameters travel inside each hash, so raising
 * them later leaves old hashes checkable.
 */
const cost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;

/** Tests make thousands of accounts: a cheap N keeps them fast. Never called by the running server. */
export function usePasswordCostForTests(N: number): void {
  cost.N = N;
}

function derive(password: string, salt: Buffer, { N, r, p }: typeof cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that at N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash made for no account: checking against it takes as long as a real check. */
let decoy: Promise<string> | null = null;

/**
 * Whether the password matches the stored hash. With no hash (an unknown phone, an account without a
 * password) a decoy is checked instead, so the answer takes the same time and tells nothing.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await (decoy ??= hashPassword(randomBytes(16).toString('hex'))));
  const [scheme, N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
