import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Pictures for tests: real files an image library decodes, and one that only claims to be huge. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey RGB PNG of `rows` rows of the given width, whatever height the header declares. */
function png(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: rows }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A grey RGB PNG a browser can draw. */
export const pngImage = (width = 2, height = 1): Buffer => png(width, height);

/**
 * An image bomb: a few kilobytes whose header declares `side`×`side` pixels (50,000² is 7.5 GB of RGB once
 * decoded). It carries a single row: a decoder that trusted the header would already have paid for the canvas.
 */
export const pngBomb = (side = 50_000): Buffer => png(side, side, 1);

/** EXIF's orientation 6: the camera was turned, and the picture is to be shown rotated 90° clockwise. */
export const ROTATED_90 = 6;

/**
 * A phone photo as a phone writes it: a JPEG whose EXIF names the place it was taken (GPS) and the camera,
 * stored sideways with an orientation tag.
 */
export function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 31/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A plain WebP of the given size. */
export function webpImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d08c2a' } })
    .webp()
    .toBuffer();
}

/** Whether an EXIF block carries a GPS position: the GPS IFD pointer tag 0x8825, in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  return Boolean(exif) && (exif!.includes(Buffer.from([0x88, 0x25])) || exif!.includes(Buffer.from([0x25, 0x88])));
}
