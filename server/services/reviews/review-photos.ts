import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { REVIEW_PHOTO_MAX_PIXELS, REVIEW_PHOTO_SIDES } from '../../../src/domain/limits';
import { reviewPhotoProblem, type PhotoProblem } from '../../../src/domain/review-rules';
import { boundedQueue, HEAVY_WORK_SLOTS } from '../platform/bounded-queue';

/*
 * Review photos are decoded and drawn again as WebP, so visitors get only pixels the server made: no
 * metadata (phones write the GPS position into EXIF), no canvas bigger than the page needs, nothing the
 * shopper's encoder put there. On disk: `{uploadsDir}/reviews/{random}-full.webp` and `{random}-thumb.webp`,
 * served at `/media/review/{file}`.
 */

// Each upload is read once: libvips' cache of decoded images would only keep shoppers' photos in memory.
sharp.cache(false);

/**
 * Decoding a photo is the costliest thing a shopper can ask for, and sharp runs it on libuv's 4 threads,
 * which password hashes and file reads share. One review's photos are one job; half the cores (at least
 * one) work on reviews at once, a few more wait, and past that the upload is refused at once with 503.
 */
const photoWork = boundedQueue({ running: HEAVY_WORK_SLOTS, waiting: 4 });

const KEY = '[A-Za-z0-9_-]{22}';
/**
 * Names the server made: today's `{key}-full.webp` and `{key}-thumb.webp`, and `{key}.jpg|png|webp` of the
 * photos stored as sent before photos were drawn again (they have no thumbnail). Nothing else, so no path
 * can leave the folder.
 */
const REVIEW_PHOTO_FILE = new RegExp(`^${KEY}(-full|-thumb)?\\.(jpg|png|webp)$`);
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const reviewPhotoDir = (uploadsDir: string) => join(uploadsDir, 'reviews');
export const reviewPhotoUrl = (fileName: string) => `/media/review/${fileName}`;

/** The content type to serve a stored photo with, or null for a name the server never makes. */
export function reviewPhotoType(fileName: string): string | null {
  return REVIEW_PHOTO_FILE.test(fileName) ? CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)]! : null;
}

/** The thumbnail of a stored photo: its own file, or the photo itself for one stored before thumbnails. */
export function reviewThumb(photo: { file_name: string; width: number; height: number }) {
  const side = REVIEW_PHOTO_SIDES.thumb;
  return photo.file_name.endsWith('-full.webp')
    ? { src: reviewPhotoUrl(photo.file_name.replace(/-full\.webp$/, '-thumb.webp')), width: side, height: side }
    : { src: reviewPhotoUrl(photo.file_name), width: photo.width, height: photo.height };
}

/** Why a photo is refused; the texts live in `locales/{uk,ru}/errors.json`. */
export type ReviewPhotoProblem = PhotoProblem | 'reviewPhotoTooManyPixels';

/**
 * Why a photo is refused, judged by its bytes and its header, or null: the format by its first bytes, the
 * size, then the canvas its header declares (read without decoding, so a bomb costs nothing). A header the
 * image library cannot read counts as a wrong format.
 */
export async function photoProblem(bytes: Buffer): Promise<ReviewPhotoProblem | null> {
  const problem = reviewPhotoProblem(bytes.length, bytes);
  if (problem) return problem;
  // Reading the header decodes no pixels, so it needs no pixel limit of its own: the canvas is judged here.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return 'reviewPhotoWrongFormat';
  return header.width * header.height > REVIEW_PHOTO_MAX_PIXELS ? 'reviewPhotoTooManyPixels' : null;
}

/** A photo drawn again, ready to store. */
export interface PreparedPhoto {
  fileName: string;
  thumbName: string;
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

async function drawAgain(bytes: Buffer): Promise<PreparedPhoto> {
  // Turned upright by its EXIF orientation first, then written without any metadata (sharp's default).
  const full = await sharp(bytes, { limitInputPixels: REVIEW_PHOTO_MAX_PIXELS, failOn: 'error', autoOrient: true })
    .resize({ width: REVIEW_PHOTO_SIDES.full, height: REVIEW_PHOTO_SIDES.full, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  // The thumbnail comes from the small copy: the shopper's file is decoded once.
  const side = REVIEW_PHOTO_SIDES.thumb;
  const thumb = await sharp(full.data).resize({ width: side, height: side, fit: 'cover' }).webp({ quality: 75 }).toBuffer();
  const key = randomBytes(16).toString('base64url');
  return {
    fileName: `${key}-full.webp`,
    thumbName: `${key}-thumb.webp`,
    full: full.data,
    thumb,
    width: full.info.width,
    height: full.info.height,
  };
}

/**
 * Draws a review's photos again, or tells why one cannot be: a file that passed its header check but does not
 * decode is a wrong format. A busy server answers 503 (the shopper's outbox sends it again later).
 */
export async function preparePhotos(photos: readonly Buffer[]): Promise<PreparedPhoto[] | ReviewPhotoProblem> {
  if (!photos.length) return [];
  return photoWork.run(async () => {
    const prepared: PreparedPhoto[] = [];
    for (const bytes of photos) {
      const drawn = await drawAgain(bytes).catch(() => null);
      if (!drawn) return 'reviewPhotoWrongFormat';
      prepared.push(drawn);
    }
    return prepared;
  });
}

export async function savePhotos(uploadsDir: string, photos: readonly PreparedPhoto[]): Promise<void> {
  const dir = reviewPhotoDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  // 'wx': a name that somehow exists is an error, never an overwrite of someone else's photo.
  const files = photos.flatMap((p) => [[p.fileName, p.full] as const, [p.thumbName, p.thumb] as const]);
  await Promise.all(files.map(([name, bytes]) => writeFile(join(dir, name), bytes, { flag: 'wx' })));
}

/** Removes stored photos by their full-size file names, with their thumbnails. */
export async function removePhotoFiles(uploadsDir: string, fileNames: readonly string[]): Promise<void> {
  const dir = reviewPhotoDir(uploadsDir);
  const names = fileNames.flatMap((name) => (name.endsWith('-full.webp') ? [name, name.replace(/-full\.webp$/, '-thumb.webp')] : [name]));
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}

export async function removePhotos(uploadsDir: string, photos: readonly PreparedPhoto[]): Promise<void> {
  const dir = reviewPhotoDir(uploadsDir);
  await Promise.all(photos.flatMap((p) => [p.fileName, p.thumbName]).map((name) => rm(join(dir, name), { force: true })));
}
