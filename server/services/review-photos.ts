import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { photoTypeOf, reviewPhotoProblem, type PhotoProblem, type ReviewPhotoType } from '../../src/domain/review-rules';
import { imageSize, type ImageSize } from '../media/image-size';

/** Review photos on disk: `{uploadsDir}/reviews/{random}.{ext}`, served at `/media/review/{file}`. */

const EXTENSIONS: Record<ReviewPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPES_BY_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type])) as Record<string, ReviewPhotoType>;

/** 128 random bits in base64url and our own extension: nothing of the shopper's file name reaches the disk. */
export const REVIEW_PHOTO_FILE = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

export const reviewPhotoDir = (uploadsDir: string) => join(uploadsDir, 'reviews');
export const reviewPhotoUrl = (fileName: string) => `/media/review/${fileName}`;

export function reviewPhotoType(fileName: string): ReviewPhotoType | null {
  return REVIEW_PHOTO_FILE.test(fileName) ? TYPES_BY_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1)]! : null;
}

export interface CheckedPhoto extends ImageSize {
  bytes: Buffer;
  type: ReviewPhotoType;
}

/** A photo judged by its bytes alone, or the reason it is refused (a broken header counts as a wrong format). */
export function checkPhoto(bytes: Buffer): CheckedPhoto | PhotoProblem {
  const problem = reviewPhotoProblem(bytes.length, bytes);
  if (problem) return problem;
  const type = photoTypeOf(bytes)!;
  const size = imageSize(bytes, type);
  return size ? { bytes, type, ...size } : 'reviewPhotoWrongFormat';
}

export interface SavedPhoto {
  fileName: string;
  type: ReviewPhotoType;
  size: number;
  width: number;
  height: number;
}

/** Names the photos; nothing is on disk until `save`. */
export function namePhotos(photos: readonly CheckedPhoto[]): SavedPhoto[] {
  return photos.map((p) => ({
    fileName: `${randomBytes(16).toString('base64url')}.${EXTENSIONS[p.type]}`,
    type: p.type,
    size: p.bytes.length,
    width: p.width,
    height: p.height,
  }));
}

export async function savePhotos(uploadsDir: string, photos: readonly CheckedPhoto[], names: readonly SavedPhoto[]): Promise<void> {
  const dir = reviewPhotoDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  // 'wx': a name that somehow exists is an error, never an overwrite of someone else's photo.
  await Promise.all(photos.map((p, i) => writeFile(join(dir, names[i]!.fileName), p.bytes, { flag: 'wx' })));
}

export async function removePhotos(uploadsDir: string, names: readonly SavedPhoto[]): Promise<void> {
  const dir = reviewPhotoDir(uploadsDir);
  await Promise.all(names.map((n) => rm(join(dir, n.fileName), { force: true })));
}
