/**
 * Sellers' photos of the goods they offer (docs/product-rules.md#product-photos, docs/decisions/0071): the files
 * a seller may send, how many a product keeps, and where a stored photo is served. The workspace's editor checks a
 * file by these before sending it, the API checks it again.
 */
import { photoTypeOf } from './review-rules';

/** JPEG, PNG or WebP by their first bytes, as review photos: a camera's JPEG of a product fits with room to spare. */
export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_MAX_MB = PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024;
/** A gallery shows at most this many; past it a seller deletes one first. */
export const PRODUCT_PHOTOS_MAX = 10;
/** The square every photo is drawn into: the size of the drawn pictures, so a page's layout is the same either way. */
export const PRODUCT_PHOTO_SIDE = 600;

/** A stored photo's key: 16 random bytes in base64url, never reused for other bytes. */
export const PRODUCT_PHOTO_KEY = /^[A-Za-z0-9_-]{22}$/;

/** The photo's master file, a 600×600 WebP: its variants are named after it (src/domain/picture-variants.ts). */
export const productPhotoSrc = (key: string) => `/media/photo/${key}.webp`;

/**
 * A promotion's uploaded banner picture, a WebP master of the banners' size drawn as a product photo is, with the same
 * variants (server/media/product-photos.ts).
 */
export const bannerPhotoSrc = (key: string) => `/media/banner-photo/${key}.webp`;

/** Text keys of `locales/{uk,ru}/errors.json`. */
export type ProductPhotoProblem = 'productPhotoWrongFormat' | 'productPhotoTooLarge';

/** Why a file cannot be a product photo, judged by its size and its first bytes; null when it may be sent. */
export function productPhotoProblem(size: number, head: Uint8Array): ProductPhotoProblem | null {
  if (!photoTypeOf(head)) return 'productPhotoWrongFormat';
  if (size > PRODUCT_PHOTO_MAX_BYTES) return 'productPhotoTooLarge';
  return null;
}

/** The keys a product's `photo_keys` column holds, main first; anything else there counts as none. */
export function storedPhotoKeys(column: string | null | undefined): string[] {
  if (!column) return [];
  try {
    const keys: unknown = JSON.parse(column);
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string' && PRODUCT_PHOTO_KEY.test(k)) : [];
  } catch {
    return [];
  }
}
