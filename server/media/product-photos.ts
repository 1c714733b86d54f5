import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_FORMATS, variantWidths } from '../../src/domain/picture-variants';
import { REVIEW_PHOTO_MAX_PIXELS } from '../../src/domain/limits';
import { PRODUCT_PHOTO_KEY, PRODUCT_PHOTO_SIDE, productPhotoProblem, type ProductPhotoProblem } from '../../src/domain/product-photos';
import { BANNER_SIZES } from '../services/catalog/media-url';
import { boundedQueue, HEAVY_WORK_SLOTS } from '../services/platform/bounded-queue';
import { ENCODERS } from './raster-variants';

/*
 * Sellers' product photos (docs/decisions/0071-product-photos-on-the-base-product.md) are decoded once, turned
 * upright, fitted into a white 600×600 square and written again without metadata: the master `{key}.webp`, and
 * every width and format the storefront's `<picture>` offers (`{key}-240.avif` … `{key}-600.webp`), encoded with
 * the drawn pictures' own settings. All of it is made at upload, so serving a photo is reading a file. On disk in
 * `{uploadsDir}/products/`, served at `/media/photo/{file}`. A promotion's banner picture uploaded in the back office
 * is judged and drawn again the same way into its own frame, the banners' 800×400, filled edge to edge
 * (`BANNER_PHOTO_FRAME`: `{uploadsDir}/banners/`, `/media/banner-photo/{file}`).
 */

/** A photo as a seller may send it can be a camera's full frame; a header declaring more is refused unread. */
const PRODUCT_PHOTO_MAX_PIXELS = REVIEW_PHOTO_MAX_PIXELS;

/** Half the cores decode sellers' photos, a few wait; past that an upload is refused as busy (503) at once. */
const photoWork = boundedQueue({ running: HEAVY_WORK_SLOTS, waiting: 8 });

/** The master and its variants: nothing else is ever written, so no name can leave the folder. */
const PHOTO_FILE = new RegExp(`^(${PRODUCT_PHOTO_KEY.source.slice(1, -1)})(?:-(\\d+))?\\.(webp|avif)$`);

/**
 * What an uploaded picture is drawn into: its folder, its fixed size (so a page's layout never waits for it), and
 * whether the whole upload stays in view with white margins (`contain`) or fills the frame, cut to its shape (`cover`).
 */
interface PhotoFrame {
  dir: string;
  width: number;
  height: number;
  fit: 'contain' | 'cover';
}

const PRODUCT_PHOTO_FRAME: PhotoFrame = { dir: 'products', width: PRODUCT_PHOTO_SIDE, height: PRODUCT_PHOTO_SIDE, fit: 'contain' };
const [bannerWidth, bannerHeight] = BANNER_SIZES.banner;
/** A banner fills its slot on the home page and the promotions' pages, as the drawn ones do. */
export const BANNER_PHOTO_FRAME: PhotoFrame = { dir: 'banners', width: bannerWidth, height: bannerHeight, fit: 'cover' };

export const productPhotoDir = (uploadsDir: string, frame = PRODUCT_PHOTO_FRAME) => join(uploadsDir, frame.dir);

/** The content type to serve a stored photo's file with, or null for a name the server never makes. */
export function productPhotoFileType(fileName: string, frame = PRODUCT_PHOTO_FRAME): string | null {
  const parts = PHOTO_FILE.exec(fileName);
  if (!parts) return null;
  const width = parts[2] === undefined ? null : Number(parts[2]);
  if (width !== null && !variantWidths(frame.width).includes(width)) return null;
  return parts[3] === 'avif' ? 'image/avif' : 'image/webp';
}

export type PhotoUploadProblem = ProductPhotoProblem | 'productPhotoTooManyPixels';

/**
 * Why the bytes cannot be a product photo, or null: the format by the first bytes, the size, then the canvas the
 * header declares, read without decoding a pixel (so an image bomb costs nothing). An unreadable header is a wrong format.
 */
async function uploadProblem(bytes: Buffer): Promise<PhotoUploadProblem | null> {
  const problem = productPhotoProblem(bytes.length, bytes);
  if (problem) return problem;
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return 'productPhotoWrongFormat';
  return header.width * header.height > PRODUCT_PHOTO_MAX_PIXELS ? 'productPhotoTooManyPixels' : null;
}

/** A photo drawn again: its key and every file to store under it. */
interface PreparedProductPhoto {
  key: string;
  files: { name: string; bytes: Buffer }[];
}

async function drawAgain(bytes: Buffer, frame: PhotoFrame): Promise<PreparedProductPhoto> {
  const { width, height } = frame;
  // Contained, a product stays whole: a photo of another shape gets white margins rather than a cut. A cover cuts it to the frame.
  const master = await sharp(bytes, { limitInputPixels: PRODUCT_PHOTO_MAX_PIXELS, failOn: 'error', autoOrient: true })
    .resize({ width, height, fit: frame.fit, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(master.data, { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } });
  const key = randomBytes(16).toString('base64url');
  const files = [{ name: `${key}.webp`, bytes: await pixels().webp({ quality: 88 }).toBuffer() }];
  for (const variant of variantWidths(width)) {
    for (const format of PICTURE_FORMATS) {
      const sized = variant === width ? pixels() : pixels().resize({ width: variant });
      files.push({ name: `${key}-${variant}.${format}`, bytes: await ENCODERS[format](sized).toBuffer() });
    }
  }
  return { key, files };
}

/** Why an upload is refused: its HTTP status lives with the route (server/http/photo-upload.ts), the words in errors.json. */
export class PhotoRefused extends Error {
  constructor(readonly problem: PhotoUploadProblem) {
    super(problem);
  }
}

/** Judges an upload by its bytes and header, then draws it again into the frame; refused with PhotoRefused. */
export async function drawUpload(bytes: Buffer, frame = PRODUCT_PHOTO_FRAME): Promise<PreparedProductPhoto> {
  const problem = await uploadProblem(bytes);
  if (problem) throw new PhotoRefused(problem);
  const photo = await prepareProductPhoto(bytes, frame);
  if (typeof photo === 'string') throw new PhotoRefused(photo);
  return photo;
}

/** Draws a photo again, or says it is a wrong format when it passed its header check but does not decode. */
function prepareProductPhoto(bytes: Buffer, frame = PRODUCT_PHOTO_FRAME): Promise<PreparedProductPhoto | 'productPhotoWrongFormat'> {
  return photoWork.run(() => drawAgain(bytes, frame).catch(() => 'productPhotoWrongFormat' as const));
}

export async function saveProductPhoto(uploadsDir: string, photo: PreparedProductPhoto, frame = PRODUCT_PHOTO_FRAME): Promise<void> {
  const dir = productPhotoDir(uploadsDir, frame);
  await mkdir(dir, { recursive: true });
  // 'wx': a name that somehow exists is an error, never an overwrite of another photo.
  await Promise.all(photo.files.map((f) => writeFile(join(dir, f.name), f.bytes, { flag: 'wx' })));
}

/** Removes every file of the stored photos with these keys. */
export async function removeProductPhotoFiles(uploadsDir: string, keys: readonly string[], frame = PRODUCT_PHOTO_FRAME): Promise<void> {
  const dir = productPhotoDir(uploadsDir, frame);
  const names = keys.flatMap((key) => [
    `${key}.webp`,
    ...variantWidths(frame.width).flatMap((w) => PICTURE_FORMATS.map((f) => `${key}-${w}.${f}`)),
  ]);
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}
