import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { REVIEW_PHOTO_MAX_PIXELS } from '../../../src/domain/limits';
import { boundedQueue, HEAVY_WORK_SLOTS } from '../platform/bounded-queue';
import { SELLER_LOGO_SIZE } from '../catalog/media-url';
import { photoProblem, type ReviewPhotoProblem } from '../reviews/review-photos';

/*
 * A shop's logo is the owner's upload decoded and drawn again as a square WebP, as review photos are: visitors get
 * only pixels the server made, with no metadata, at twice the size the storefront shows. On disk
 * `{uploadsDir}/sellers/{random}.webp`, served at `/media/seller-logo/{file}`.
 */

const logoWork = boundedQueue({ running: HEAVY_WORK_SLOTS, waiting: 4 });
const LOGO_SIDE = SELLER_LOGO_SIZE * 2;
const LOGO_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;

export const sellerLogoDir = (uploadsDir: string) => join(uploadsDir, 'sellers');

/** Whether a name is one the server makes, which also rules out any path outside the folder. */
export const isSellerLogoFile = (fileName: string) => LOGO_FILE.test(fileName);

/**
 * Draws the upload again and stores it under a new name, or tells why it cannot be: the format and size by its
 * bytes, the canvas by its header, and a file that passes those but does not decode is a wrong format.
 */
export async function storeSellerLogo(uploadsDir: string, bytes: Buffer): Promise<{ fileName: string } | { problem: ReviewPhotoProblem }> {
  const problem = await photoProblem(bytes);
  if (problem) return { problem };
  const drawn = await logoWork.run(() =>
    sharp(bytes, { limitInputPixels: REVIEW_PHOTO_MAX_PIXELS, failOn: 'error', autoOrient: true })
      // Contained, not cropped: a logo's letters reach its edges. The transparent margin keeps its shape square.
      .resize({ width: LOGO_SIDE, height: LOGO_SIDE, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => null),
  );
  if (!drawn) return { problem: 'reviewPhotoWrongFormat' };
  const fileName = `${randomBytes(16).toString('base64url')}.webp`;
  const dir = sellerLogoDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, fileName), drawn, { flag: 'wx' });
  return { fileName };
}

export async function removeSellerLogo(uploadsDir: string, fileName: string | null): Promise<void> {
  if (fileName && isSellerLogoFile(fileName)) await rm(join(sellerLogoDir(uploadsDir), fileName), { force: true });
}
