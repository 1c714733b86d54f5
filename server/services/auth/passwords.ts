import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { boundedQueue, HEAVY_WORK_SLOTS } from '../platform/bounded-queue';

interface Cost {
  N: number;
  r: number;
  p: number;
}

/**
 * Passwords are kept as scrypt hashes: N=2^17, r=8, p=1 needs 128 MiB and a noticeable fraction of a second
 * per guess. The parameters travel inside each hash, so raising them later leaves old hashes checkable.
 * `PASSWORD_HASH_COST` is log2 of N: the test run lowers it so thousands of sign-ups stay fast; a store
 * leaves it unset.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): Cost {
  const log2N = Number(env.PASSWORD_HASH_COST || 17);
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20)
    throw new Error('PASSWORD_HASH_COST is log2 of scrypt N: a whole number from 10 to 20 (17 unless testing)');
  return { N: 2 ** log2N, r: 8, p: 1 };
}

const cost = passwordCost();
const KEY_BYTES = 32;

/**
 * How many hashes run at once. Node's async scrypt already leaves the event loop, but it runs on libuv's
 * thread pool: 4 threads that file reads, DNS look-ups and photo decoding share, taking any number of jobs.
 * A handful of wrong logins at once would hold every thread for seconds (and 128 MiB each), and everything
 * else would wait behind them. So hashing gets at most half the cores, at least one, and a short line;
 * past it a login is refused at once (503). A semaphore around the async call is enough for that: a pool
 * of worker threads would bound it the same way, with more threads and copied messages for one call.
 */
export const HASHING = { running: HEAVY_WORK_SLOTS, waiting: 6 } as const;
export const hashing = boundedQueue(HASHING);

function derive(password: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that at N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return hashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash made for no account: checking against it takes as long as a real check. */
let decoy: Promise<string> | null = null;

function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoy = null; // refused at a busy moment: the next unknown phone makes it again
    throw error;
  });
  return decoy;
}

/**
 * Whether the password matches the stored hash. With no hash (an unknown phone, an account without a
 * password) a decoy is checked instead, so the answer takes the same time and tells nothing.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await decoyHash());
  const [scheme, N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
