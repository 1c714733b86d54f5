import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PictureFormat } from '../../src/domain/picture-variants';
import { lruMap } from '../../src/domain/lru-map';
import { boundedQueue, HEAVY_WORK_SLOTS } from '../services/platform/bounded-queue';

/**
 * Encoder settings: AVIF's effort stays low because each step up costs several times the time for a few percent of
 * bytes (a 1200 px banner: 0.14 s at effort 2, 0.9 s at 4, on this kind of machine). They are part of each cached
 * file's name, so changing them here makes new files instead of serving the old ones.
 */
export const ENCODERS = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 80, effort: 4 }),
} satisfies Record<PictureFormat, (image: sharp.Sharp) => sharp.Sharp>;
const SETTINGS = 'avif-q55-e2;webp-q80-e4';

export interface RasterRequest {
  /** the drawing, with its own width and height */
  svg: string;
  naturalWidth: number;
  width: number;
  format: PictureFormat;
}

/** Draws the SVG at the asked width (not at full size and shrunk, so text stays crisp) and encodes it. */
export async function encodeVariant({ svg, naturalWidth, width, format }: RasterRequest): Promise<Buffer> {
  const drawn = sharp(Buffer.from(svg), { density: (72 * width) / naturalWidth }).resize({ width });
  return ENCODERS[format](drawn).toBuffer();
}

type Encoder = (request: RasterRequest) => Promise<Buffer>;

/**
 * The variants served last stay in memory up to this many bytes (about five thousand phone-sized pictures): every
 * visitor of a page asks for the same few dozen, and opening, reading and closing the file again for each request
 * cost the server more than the rest of the route.
 */
const KEPT_IN_MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * Encoded variants kept on disk under `dir`, named by a hash of the drawing, so a picture drawn differently (a
 * renamed product) gets a new file and every process of the store shares what one of them encoded. In one process,
 * requests for a variant being encoded wait for that encoding instead of starting their own. Encoding runs on half
 * the cores, like review photos; past a long line it is refused as busy (503) rather than served a minute late.
 */
export function rasterVariants(dir: string, encode: Encoder = encodeVariant, keptInMemoryBytes = KEPT_IN_MEMORY_BYTES) {
  const encoding = new Map<string, Promise<Buffer>>();
  const kept = lruMap<string, Buffer>(keptInMemoryBytes, (bytes) => bytes.length);
  const work = boundedQueue({ running: HEAVY_WORK_SLOTS, waiting: 64 });

  async function encodeAndKeep(request: RasterRequest, path: string): Promise<Buffer> {
    const bytes = await work.run(() => encode(request));
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so another process never reads half a file.
    const aside = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(aside, bytes);
      await rename(aside, path);
    } catch (error) {
      await rm(aside, { force: true });
      throw error;
    }
    return bytes;
  }

  async function readOrEncode(request: RasterRequest, path: string): Promise<Buffer> {
    return (await readFile(path).catch(() => null)) ?? encodeAndKeep(request, path);
  }

  return {
    /** The encoded bytes of one variant: from memory or disk when made before, else encoded once and kept. */
    get(request: RasterRequest): Promise<Buffer> {
      const drawing = createHash('sha256').update(SETTINGS).update('\0').update(request.svg).digest('base64url').slice(0, 32);
      const name = `${drawing}-${request.width}.${request.format}`;
      const inMemory = kept.get(name);
      if (inMemory) return Promise.resolve(inMemory);
      let pending = encoding.get(name);
      if (!pending) {
        pending = readOrEncode(request, join(dir, name))
          .then((bytes) => {
            kept.set(name, bytes);
            return bytes;
          })
          .finally(() => encoding.delete(name));
        encoding.set(name, pending);
      }
      return pending;
    },
  };
}
