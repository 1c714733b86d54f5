/**
 * The pictures the store draws (product photos, banners and logos) also come as raster AVIF and WebP at a
 * few widths, so a phone fetches the pixels its screen shows instead of a full-size drawing. A variant's address is
 * its source's with the width and format in place of `.svg`: `/media/product/12/0.svg` → `/media/product/12/0-480.avif`.
 * Sellers' product photos are stored with the same widths and formats beside their 600 px WebP master:
 * `/media/photo/{key}.webp` → `/media/photo/{key}-480.avif`, and promotions' uploaded banners beside their 800 px one
 * (`/media/banner-photo/{key}.webp`).
 * The browser and the server both build and read those addresses here (the server also preloads the page's first one).
 */
import { BREAKPOINTS } from './limits';
import { DEFAULT_LANG, LANGS } from './paths';

/** The widths made below a source's own; a source is also made at its own width, never wider. */
const PICTURE_WIDTHS = [240, 360, 480, 720, 960] as const;

/** Best first: a browser takes the first `<source>` whose type it reads. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_TYPES: Record<PictureFormat, `image/${PictureFormat}`> = { avif: 'image/avif', webp: 'image/webp' };

const LANG_PREFIX = LANGS.filter((l) => l !== DEFAULT_LANG).join('|');
/**
 * Drawn product photos and banners, in either language, and drawn logos (one language: they print names). Icons and
 * shoppers' review photos have no variants. Logos have them although they are small: a browser draws every SVG picture as a
 * document of its own, which a cheap phone pays for on every product page with its sellers' logos.
 */
const DRAWN_SOURCE = new RegExp(
  `^(/media(?:/(?:${LANG_PREFIX}))?/(?:product/\\d+|banner|blog|promotion)|/media/(?:seller|brand))/(\\d+)\\.svg$`,
);
/** A seller's product photo or a promotion's uploaded banner by its master's address (src/domain/product-photos.ts). */
const PHOTO_SOURCE = /^(\/media\/(?:photo|banner-photo))\/([A-Za-z0-9_-]{22})\.webp$/;
const VARIANT_FILE = new RegExp(`^(\\d+)-([1-9]\\d*)\\.(${PICTURE_FORMATS.join('|')})$`);

/** The widths a source of this natural width comes in, narrowest first. */
export function variantWidths(naturalWidth: number): number[] {
  return [...PICTURE_WIDTHS.filter((w) => w < naturalWidth), naturalWidth];
}

/** The address of one variant of a source, or null when the source has none. */
export function variantSrc(src: string, width: number, format: PictureFormat): string | null {
  const source = DRAWN_SOURCE.exec(src) ?? PHOTO_SOURCE.exec(src);
  return source ? `${source[1]}/${source[2]}-${width}.${format}` : null;
}

/** A variant's file name (`0-480.avif`) read back: the source's number, the width and the format; null for anything else. */
export function parseVariantFile(file: string): { number: number; width: number; format: PictureFormat } | null {
  const parts = VARIANT_FILE.exec(file);
  return parts ? { number: Number(parts[1]), width: Number(parts[2]), format: parts[3] as PictureFormat } : null;
}

/**
 * The lightest real file of a picture: its narrowest WebP variant (every browser the store serves reads WebP), or the
 * source itself when it has none. What a picture not fetched yet carries, so its markup still names a file.
 */
export function lightestSrc(src: string, naturalWidth: number): string {
  return variantSrc(src, variantWidths(naturalWidth)[0]!, 'webp') ?? src;
}

type PictureSrcsets = Record<PictureFormat, string>;

/** The `srcset` of each format for a source of this natural width, or null when the source has no variants. */
export function pictureSrcsets(src: string, naturalWidth: number): PictureSrcsets | null {
  if (!DRAWN_SOURCE.test(src) && !PHOTO_SOURCE.test(src)) return null;
  const srcset = (format: PictureFormat) =>
    variantWidths(naturalWidth)
      .map((w) => `${variantSrc(src, w, format)} ${w}w`)
      .join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

const { tablet, desktop } = BREAKPOINTS;

/**
 * How wide each kind of picture is drawn on the page, as a `sizes` attribute: the browser picks a variant from it
 * before any style is known. Kept in step with the styles that size the pictures (the container's gaps, the grids'
 * columns); a little wider than the truth costs a few bytes, narrower costs sharpness.
 */
export const PICTURE_SIZES = {
  /** the product page's main photo: the page's width on phones, 520 px at most */
  productGallery: '(min-width: 546px) 520px, calc(100vw - 26px)',
  /** a product card in a grid or a strip: two columns on phones, three or four from the tablet width */
  productTile: `(min-width: ${desktop}px) 300px, (min-width: ${tablet}px) 320px, calc(50vw - 34px)`,
  /** a product card in the list view: its picture beside the text */
  productRow: `(min-width: ${tablet}px) 180px, 112px`,
  /** a category's banners: the page's width on phones, 440 px at most from the tablet width */
  categoryBanner: `(min-width: ${tablet}px) 440px, calc(100vw - 24px)`,
} as const;

/** The home page's banner strips by place: wide ones, two at a time and four at a time from the tablet width. */
export const HOME_BANNER_SIZES = {
  tabs: `(min-width: ${desktop}px) 1240px, (min-width: ${tablet}px) calc(100vw - 40px), 88vw`,
  banner: `(min-width: ${desktop}px) 620px, (min-width: ${tablet}px) 50vw, 88vw`,
  mini_banner: `(min-width: ${desktop}px) 310px, (min-width: ${tablet}px) 25vw, 48vw`,
} as const;

/** An image with no layout of its own is drawn at its width, or narrower on a narrow screen. */
export const naturalSizes = (width: number) => `(min-width: ${width}px) ${width}px, 100vw`;

/**
 * The attributes of `<link rel="preload" as="image" fetchpriority="high">` for the page's first picture, or null
 * when it has no variants. AVIF only, the format the page's `<picture>` offers first: `type` lets a browser that
 * cannot show it skip the preload rather than fetch bytes it would throw away; `href` serves browsers without
 * `imagesrcset`.
 */
export function picturePreload(image: { src: string; width: number }, sizes: string) {
  const srcsets = pictureSrcsets(image.src, image.width);
  if (!srcsets) return null;
  return { href: variantSrc(image.src, image.width, 'avif')!, type: PICTURE_TYPES.avif, imagesrcset: srcsets.avif, imagesizes: sizes };
}
