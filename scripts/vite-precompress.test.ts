import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressDir } from './vite-precompress';

const dist = mkdtempSync(join(tmpdir(), 'kramnytsia-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const text = (kind: string) => `/* ${kind} */ ${'const price = 12345;\n'.repeat(200)}`;

it('writes brotli and gzip copies that unpack to the file, for every text type, in nested folders', async () => {
  mkdirSync(join(dist, 'assets'));
  const files = ['assets/entry-abc.js', 'assets/entry-abc.css', 'sw.js', 'manifest.webmanifest', 'icons/icon.svg', 'robots.txt'];
  mkdirSync(join(dist, 'icons'));
  for (const f of files) writeFileSync(join(dist, f), text(f));

  await precompressDir(dist);

  for (const f of files) {
    const body = readFileSync(join(dist, f));
    const br = readFileSync(join(dist, `${f}.br`));
    const gz = readFileSync(join(dist, `${f}.gz`));
    expect(brotliDecompressSync(br).equals(body), f).toBe(true);
    expect(gunzipSync(gz).equals(body), f).toBe(true);
    expect(br.length, f).toBeLessThan(gz.length);
  }
});

it('leaves small files, source maps, pictures and copies that would not be smaller alone', async () => {
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'x'.repeat(MIN_COMPRESS_BYTES - 1));
  writeFileSync(join(dist, 'assets', 'entry-abc.js.map'), text('map'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), text('png'));
  // Random bytes do not compress.
  writeFileSync(join(dist, 'assets', 'noise-abc.js'), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));

  await precompressDir(dist);

  for (const f of ['assets/tiny-abc.js', 'assets/entry-abc.js.map', 'icons/icon-192.png', 'assets/noise-abc.js']) {
    expect(existsSync(join(dist, `${f}.br`)), f).toBe(false);
    expect(existsSync(join(dist, `${f}.gz`)), f).toBe(false);
  }
  // A second run does not compress the copies themselves.
  expect(existsSync(join(dist, 'sw.js.br.gz'))).toBe(false);
});
