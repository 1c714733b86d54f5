import { describe, expect, it } from 'vitest';
import { photoTypeOf } from '../../src/domain/review-rules';
import { imageSize } from './image-size';
import { jpegImage, pngImage, webpImage } from './test-images';

const webp = (kind: string, payload: number[]) => {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'ascii');
  b.write('WEBP', 8, 'ascii');
  b.write(kind, 12, 'ascii');
  b.set(payload, 20);
  return b;
};

// Lossy: frame tag (3 bytes), start code 9d 01 2a, then width 640 and height 480, little-endian.
const VP8 = webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);
// Lossless: signature 0x2f, then (width-1) | (height-1) << 14 = 99 | 49 << 14.
const vp8lBits = 99 | (49 << 14);
const VP8L = webp('VP8L', [0x2f, vp8lBits & 0xff, (vp8lBits >> 8) & 0xff, (vp8lBits >> 16) & 0xff, (vp8lBits >>> 24) & 0xff]);

describe('image size from the file headers', () => {
  it.each([
    ['PNG', pngImage(7, 3), { width: 7, height: 3 }],
    ['JPEG', jpegImage(640, 427), { width: 640, height: 427 }],
    ['JPEG with fill bytes before the frame', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), jpegImage(12, 34).subarray(2)]), { width: 12, height: 34 }],
    ['WebP extended', webpImage(1200, 900), { width: 1200, height: 900 }],
    ['WebP lossy', VP8, { width: 640, height: 480 }],
    ['WebP lossless', VP8L, { width: 100, height: 50 }],
  ])('%s', (_, file, size) => {
    expect(imageSize(file, photoTypeOf(file)!)).toEqual(size);
  });

  it.each([
    ['a JPEG start and nothing else', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0, 0, 0, 0, 0, 0])],
    ['a JPEG whose scan comes before any frame', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['a PNG signature without IHDR', pngImage().subarray(0, 12)],
    ['a PNG of zero width', pngImage(0, 5)],
    ['a WebP with an unknown chunk', webp('ABCD', [])],
    ['a lossy WebP without its start code', webp('VP8 ', [0, 0, 0, 1, 2, 3])],
  ])('refuses %s', (_, file) => {
    const type = photoTypeOf(file);
    expect(type).not.toBeNull();
    expect(imageSize(file, type!)).toBeNull();
  });
});
