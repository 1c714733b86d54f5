/** Pictures are generated SVGs with fixed dimensions, so layout never shifts while they load. */
import type { Image } from '../contract/common';

export const PRODUCT_IMAGE_SIZE = 600;

export function productImage(baseProductId: number, index: number, alt: string): Image {
  return { src: `/media/product/${baseProductId}/${index}.svg`, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, alt };
}

export function productGallery(baseProductId: number, count: number, alt: string): Image[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => productImage(baseProductId, i, alt));
}

export function sellerLogo(sellerId: number, shopName: string): Image {
  return { src: `/media/seller/${sellerId}.svg`, width: 160, height: 160, alt: shopName };
}

export function brandLogo(brandId: number, name: string): Image {
  return { src: `/media/brand/${brandId}.svg`, width: 240, height: 120, alt: name };
}

export const BANNER_SIZES = { tabs: [1200, 400], banner: [800, 400], mini_banner: [400, 200] } as const;

export function bannerImage(id: number, place: keyof typeof BANNER_SIZES, alt: string): Image {
  const [width, height] = BANNER_SIZES[place];
  return { src: `/media/banner/${id}.svg`, width, height, alt };
}
