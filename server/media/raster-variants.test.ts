import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodeVariant, rasterVariants, type RasterRequest } from './raster-variants';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><rect width="600" height="300" fill="#2f6b3a"/></svg>';
const request: RasterRequest = { svg, naturalWidth: 600, width: 240, format: 'webp' };

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const cacheDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-variants-'));
  dirs.push(dir);
  return join(dir, 'pictures');
};

/** An encoder that counts its calls and answers with bytes naming the request. */
function countingEncoder() {
  const calls: RasterRequest[] = [];
  const encode = async (r: RasterRequest) => {
    calls.push(r);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return Buffer.from(`${r.width}.${r.format}`);
  };
  return { calls, encode };
}

describe('rasterVariants', () => {
  it('encodes a variant asked for twice at once only once, and keeps it on disk', async () => {
    const { calls, encode } = countingEncoder();
    const dir = cacheDir();
    const variants = rasterVariants(dir, encode);
    const [a, b] = await Promise.all([variants.get(request), variants.get(request)]);
    expect(calls).toHaveLength(1);
    expect([a.toString(), b.toString()]).toEqual(['240.webp', '240.webp']);
    expect(readdirSync(dir).filter((f) => !f.endsWith('.tmp'))).toHaveLength(1);
  });

  it('serves a kept variant from disk, also to a process that never encoded it', async () => {
    const first = countingEncoder();
    const dir = cacheDir();
    await rasterVariants(dir, first.encode).get(request);
    const second = countingEncoder();
    expect((await rasterVariants(dir, second.encode).get(request)).toString()).toBe('240.webp');
    expect(second.calls).toHaveLength(0);
  });

  it('encodes anew when the drawing changes (a renamed product), and per width and format', async () => {
    const { calls, encode } = countingEncoder();
    const variants = rasterVariants(cacheDir(), encode);
    await variants.get(request);
    await variants.get({ ...request, svg: svg.replace('#2f6b3a', '#e8912d') });
    await variants.get({ ...request, width: 480 });
    await variants.get({ ...request, format: 'avif' });
    await variants.get(request);
    expect(calls).toHaveLength(4);
  });

  it('serves the variants served last from memory, up to its byte limit, letting the least recently served go first', async () => {
    const { calls, encode } = countingEncoder();
    const dir = cacheDir();
    // Room for two of these 8-byte variants.
    const variants = rasterVariants(dir, encode, 16);
    const [small, large, avif] = [request, { ...request, width: 480 }, { ...request, format: 'avif' as const }];
    await variants.get(small);
    await variants.get(large);
    rmSync(dir, { recursive: true, force: true });
    expect([(await variants.get(small)).toString(), (await variants.get(large)).toString()]).toEqual(['240.webp', '480.webp']);
    expect(calls).toHaveLength(2);
    // A third pushes out the one served longest ago (the 240 px WebP was served again after the 480 px one).
    await variants.get(small);
    await variants.get(avif);
    rmSync(dir, { recursive: true, force: true });
    await variants.get(small);
    expect(calls).toHaveLength(3);
    await variants.get(large);
    expect(calls.map((r) => `${r.width}.${r.format}`)).toEqual(['240.webp', '480.webp', '240.avif', '480.webp']);
  });

  it('tells a failed encoding to everyone waiting for it, and tries again on the next request', async () => {
    let fail = true;
    const variants = rasterVariants(cacheDir(), async () => {
      if (fail) throw new Error('broken drawing');
      return Buffer.from('ok');
    });
    await expect(Promise.all([variants.get(request), variants.get(request)])).rejects.toThrow('broken drawing');
    fail = false;
    expect((await variants.get(request)).toString()).toBe('ok');
  });
});

describe('encodeVariant', () => {
  it.each(['webp', 'avif'] as const)('draws the picture at the asked width as %s', async (format) => {
    const meta = await sharp(await encodeVariant({ ...request, width: 480, format })).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format === 'avif' ? 'heif' : 'webp', 480, 240]);
  });
});
