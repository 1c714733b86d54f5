import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NOTICE_BADGE } from '../src/domain/app-manifest';
import { crc32, encodePng, GREEN, WHITE } from './make-icons';

/** Reads back a palette PNG as written by encodePng, checking every chunk's CRC. */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const palette: number[][] = [];
  let alpha: number[] = [];
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8)]).toEqual([8, 3, 0, 0, 0]);
    }
    if (type === 'PLTE') for (let i = 0; i < length; i += 3) palette.push([body[i]!, body[i + 1]!, body[i + 2]!]);
    if (type === 'tRNS') alpha = [...body];
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  expect(raw.length).toBe((width + 1) * height);
  const at = (x: number, y: number) => {
    const index = raw[y * (width + 1) + 1 + x]!;
    return { rgb: palette[index]!, alpha: alpha[index] ?? 255 };
  };
  return { width, height, at };
}

describe('PNG encoder', () => {
  it('round-trips a palette image', () => {
    const pixels = Uint8Array.from([0, 1, 2, 1, 0, 2]);
    const png = encodePng({ width: 3, height: 2, pixels, palette: [GREEN, WHITE, GREEN], alpha: [255, 255, 0] });
    const image = decode(png);
    expect([image.width, image.height]).toEqual([3, 2]);
    expect(image.at(1, 0)).toEqual({ rgb: [...WHITE], alpha: 255 });
    expect(image.at(2, 0).alpha).toBe(0);
    expect(image.at(1, 1).rgb).toEqual([...GREEN]);
  });
});

describe('the icons in public/icons', () => {
  const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as {
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
    shortcuts: Array<{ icons: Array<{ src: string; sizes: string }> }>;
  };
  const declared = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)];
  const read = (src: string) => decode(readFileSync(`public${src}`));

  it.each(declared.map((i) => [i.src, i.sizes]))('%s is %s', (src, sizes) => {
    const { width, height } = read(src);
    expect(`${width}x${height}`).toBe(sizes);
  });

  it('has a monochrome notification badge: one colour, the leaf in its opacity, clear around it', () => {
    const { width, height, at } = read(NOTICE_BADGE);
    expect(`${width}x${height}`).toBe('96x96');
    const pixels = Array.from({ length: width * height }, (_, i) => at(i % width, Math.floor(i / width)));
    expect(new Set(pixels.map((p) => p.rgb.join(','))).size).toBe(1);
    expect(pixels.filter((p) => p.alpha === 255).length / pixels.length).toBeGreaterThan(0.15);
    expect(pixels.filter((p) => p.alpha === 0).length / pixels.length).toBeGreaterThan(0.4);
    expect([0, width - 1].flatMap((x) => [at(x, 0).alpha, at(x, height - 1).alpha])).toEqual([0, 0, 0, 0]);
  });

  it('keeps the maskable art inside the 80% safe zone and bleeds to the edges', () => {
    const maskable = manifest.icons.find((i) => i.purpose === 'maskable')!;
    const { width, at } = read(maskable.src);
    const c = width / 2;
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const { rgb, alpha } = at(x, y);
        expect(alpha).toBe(255);
        if (rgb[0] !== GREEN[0]) expect(Math.hypot(x + 0.5 - c, y + 0.5 - c)).toBeLessThanOrEqual(width * 0.4);
      }
    }
  });
});
