/**
 * Pictures are generated SVGs, or sellers' photos drawn into the same square, with fixed dimensions, so layout never
 * shifts while they load.
 */
import { DEFAULT_LANG, type Lang } from '../../../src/domain/paths';
import { bannerPhotoSrc, PRODUCT_PHOTO_SIDE, productPhotoSrc, storedPhotoKeys } from '../../../src/domain/product-photos';
import type { Image } from '../../contract/common';

export const PRODUCT_IMAGE_SIZE = 600;

/**
 * Product pictures and banners print their title, so each language has its own picture under its own URL (browsers
 * and the service worker then keep one copy per language). As with pages, Ukrainian has no prefix and Russian has
 * `ru`: `/media/product/…` and `/media/ru/product/…`. Logos print names, which have one language, and have no prefix.
 */
export const titledMediaPrefix = (lang: Lang) => (lang === DEFAULT_LANG ? '/media' : `/media/${lang}`);

/** A seller's photo of the goods: one file for both languages, which differ only by the words of its alt. */
export function productPhotoImage(_lang: Lang, key: string, alt: string): Image {
  return { src: productPhotoSrc(key), width: PRODUCT_PHOTO_SIDE, height: PRODUCT_PHOTO_SIDE, alt };
}

/**
 * A product's picture of that number: its sellers' photo when the goods have photos (`photoKeys`, the base product's
 * `photo_keys` column), else the drawn one. The main picture (0) is what cards, the cart and the orders show.
 */
export function productImage(lang: Lang, baseProductId: number, index: number, alt: string, photoKeys?: string | null): Image {
  const key = storedPhotoKeys(photoKeys)[index];
  if (key) return productPhotoImage(lang, key, alt);
  return {
    src: `${titledMediaPrefix(lang)}/product/${baseProductId}/${index}.svg`,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    alt,
  };
}

/** The product page's gallery: the sellers' photos, main first, or the drawn pictures when there are none. */
export function productGallery(lang: Lang, baseProductId: number, count: number, alt: string, photoKeys?: string | null): Image[] {
  const keys = storedPhotoKeys(photoKeys);
  if (keys.length) return keys.map((key) => productPhotoImage(lang, key, alt));
  return Array.from({ length: Math.max(1, count) }, (_, i) => productImage(lang, baseProductId, i, alt));
}

export const SELLER_LOGO_SIZE = 160;

/** The owner's uploaded logo (server/services/seller/seller-logo.ts) when there is one, else the drawn initials. */
export function sellerLogo(sellerId: number, shopName: string, logoFile: string | null = null): Image {
  const src = logoFile ? `/media/seller-logo/${logoFile}` : `/media/seller/${sellerId}.svg`;
  return { src, width: SELLER_LOGO_SIZE, height: SELLER_LOGO_SIZE, alt: shopName };
}

export const BRAND_LOGO_SIZE = [240, 120] as const;

export function brandLogo(brandId: number, name: string): Image {
  const [width, height] = BRAND_LOGO_SIZE;
  return { src: `/media/brand/${brandId}.svg`, width, height, alt: name };
}

export const BANNER_SIZES = { tabs: [1200, 400], banner: [800, 400], mini_banner: [400, 200], category: [800, 400] } as const;

/** The places whose frame is the banners' 2:1, where a promotion's uploaded picture fits as it was drawn. */
const PHOTO_PLACES: ReadonlySet<keyof typeof BANNER_SIZES> = new Set(['banner', 'mini_banner', 'category']);

/**
 * A home slide's picture: drawn of its title and subtitle, or, for a banner or small banner leading to a promotion
 * with an uploaded banner picture (`photoKey`), that picture at its own 800×400 (its variants are made at that size
 * only; a small banner's frame is its half, of the same shape), and so on a category page's banner. The slider's wider frame keeps the drawn one.
 */
export function bannerImage(lang: Lang, id: number, place: keyof typeof BANNER_SIZES, alt: string, photoKey: string | null = null): Image {
  if (photoKey && PHOTO_PLACES.has(place)) {
    const [width, height] = BANNER_SIZES.banner;
    return { src: bannerPhotoSrc(photoKey), width, height, alt };
  }
  const [width, height] = BANNER_SIZES[place];
  return { src: `${titledMediaPrefix(lang)}/banner/${id}.svg`, width, height, alt };
}

/** A promotion's banner: the picture an admin uploaded, else drawn like the home page's banners, of its title and description. */
export function promotionBannerImage(lang: Lang, id: number, alt: string, photoKey: string | null): Image {
  const [width, height] = BANNER_SIZES.banner;
  return { src: photoKey ? bannerPhotoSrc(photoKey) : `${titledMediaPrefix(lang)}/promotion/${id}.svg`, width, height, alt };
}
