import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_FORMATS, variantWidths } from '../../src/domain/picture-variants';
import { REVIEW_PHOTO_MAX_PIXELS } from '../../src/domain/limits';
import { PRODUCT_PHOTO_KEY, PRODUCT_PHOTO_SIDE, productPhotoProblem, type ProductPhotoProblem } from '../../src/domain/product-photos';
import { boundedQueue, HEAVY_WORK_SLOTS } from '../services/platform/bounded-queue';
import { ENCODERS } from './raster-variants';

/*
 * Sellers' product photos (docs/decisions/0071-product-photos-on-the-base-product.md) are decoded once, turned
 * upright, fitted into a white 600×600 square and written again without metadata: the master `{key}.webp`, and
 * every width and format the storefront's `<picture>` offers (`{key}-240.avif` … `{key}-600.webp`), encoded with
 * the drawn pictures' own settings. All of it is made at upload, so serving a photo is reading a file. On disk in
 * `{uploadsDir}/products/`, served at `/media/photo/{file}`.
 */

/** A photo as a seller may send it can be a camera's full frame; a header declaring more is refused unread. */
export const PRODUCT_PHOTO_MAX_PIXELS = REVIEW_PHOTO_MAX_PIXELS;

/** Half the cores decode sellers' photos, a few wait; past that an upload is refused as busy (503) at once. */
const photoWork = boundedQueue({ running: HEAVY_WORK_SLOTS, waiting: 8 });

/** The master and its variants: nothing else is ever written, so no name can leave the folder. */
const PHOTO_FILE = new RegExp(`^(${PRODUCT_PHOTO_KEY.source.slice(1, -1)})(?:-(\\d+))?\\.(webp|avif)$`);

export const productPhotoDir = (uploadsDir: string) => join(uploadsDir, 'products');

/** The content type to serve a stored photo's file with, or null for a name the server never makes. */
export function productPhotoFileType(fileName: string): string | null {
  const parts = PHOTO_FILE.exec(fileName);
  if (!parts) return null;
  const width = parts[2] === undefined ? null : Number(parts[2]);
  if (width !== null && !variantWidths(PRODUCT_PHOTO_SIDE).includes(width)) return null;
  return parts[3] === 'avif' ? 'image/avif' : 'image/webp';
}

export type PhotoUploadProblem = ProductPhotoProblem | 'productPhotoTooManyPixels';

/**
 * Why the bytes cannot be a product photo, or null: the format by the first bytes, the size, then the canvas the
 * header declares, read without decoding a pixel (so an image bomb costs nothing). An unreadable header is a wrong format.
 */
export async function uploadProblem(bytes: Buffer): Promise<PhotoUploadProblem | null> {
  const problem = productPhotoProblem(bytes.length, bytes);
  if (problem) return problem;
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return 'productPhotoWrongFormat';
  return header.width * header.height > PRODUCT_PHOTO_MAX_PIXELS ? 'productPhotoTooManyPixels' : null;
}

/** A photo drawn again: its key and every file to store under it. */
export interface PreparedProductPhoto {
  key: string;
  files: { name: string; bytes: Buffer }[];
}

async function drawAgain(bytes: Buffer): Promise<PreparedProductPhoto> {
  const side = PRODUCT_PHOTO_SIDE;
  // The whole product stays in the frame: a photo of another shape gets white margins rather than a cut.
  const master = await sharp(bytes, { limitInputPixels: PRODUCT_PHOTO_MAX_PIXELS, failOn: 'error', autoOrient: true })
    .resize({ width: side, height: side, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(master.data, { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } });
  const key = randomBytes(16).toString('base64url');
  const files = [{ name: `${key}.webp`, bytes: await pixels().webp({ quality: 88 }).toBuffer() }];
  for (const width of variantWidths(side)) {
    for (const format of PICTURE_FORMATS) {
      const sized = width === side ? pixels() : pixels().resize({ width });
      files.push({ name: `${key}-${width}.${format}`, bytes: await ENCODERS[format](sized).toBuffer() });
    }
  }
  return { key, files };
}

/** Draws a photo again, or says it is a wrong format when it passed its header check but does not decode. */
export function prepareProductPhoto(bytes: Buffer): Promise<PreparedProductPhoto | 'productPhotoWrongFormat'> {
  return photoWork.run(() => drawAgain(bytes).catch(() => 'productPhotoWrongFormat' as const));
}

export async function saveProductPhoto(uploadsDir: string, photo: PreparedProductPhoto): Promise<void> {
  const dir = productPhotoDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  // 'wx': a name that somehow exists is an error, never an overwrite of another photo.
  await Promise.all(photo.files.map((f) => writeFile(join(dir, f.name), f.bytes, { flag: 'wx' })));
}

/** Removes every file of the stored photos with these keys. */
export async function removeProductPhotoFiles(uploadsDir: string, keys: readonly string[]): Promise<void> {
  const dir = productPhotoDir(uploadsDir);
  const names = keys.flatMap((key) => [
    `${key}.webp`,
    ...variantWidths(PRODUCT_PHOTO_SIDE).flatMap((w) => PICTURE_FORMATS.map((f) => `${key}-${w}.${f}`)),
  ]);
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}
