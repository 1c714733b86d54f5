import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { LANGS } from '../../src/domain/paths';
import { parseVariantFile, PICTURE_TYPES, variantWidths, type PictureFormat } from '../../src/domain/picture-variants';
import { BANNER_SIZES, BRAND_LOGO_SIZE, PRODUCT_IMAGE_SIZE, SELLER_LOGO_SIZE, titledMediaPrefix } from '../services/catalog/media-url';
import { ApiError } from '../http/errors';
import { operatorOf } from '../http/operator';
import { rasterVariants } from '../media/raster-variants';
import { bannerSvg, brandLogoSvg, productImageSvg, productKindForCategoryPath, sellerLogoSvg } from '../media/svg';
import { blogCoverText, BLOG_COVER_SIZE } from '../services/content/blog';
import { promotionBannerText } from '../services/promo/promotions';
import { bannerPicture, brandPicture, productPicture, sellerPicture } from '../services/catalog/drawn-pictures';
import { BANNER_PHOTO_FRAME, productPhotoDir, productPhotoFileType } from '../media/product-photos';
import { reviewPhotoDir, reviewPhotoType } from '../services/reviews/review-photos';
import { isSellerLogoFile, sellerLogoDir } from '../services/seller/seller-logo';
import type { RoutePlugin } from './context';

/** A drawing (`0.svg`) or one of its raster variants (`0-480.avif`); a width or format never made is a 404. */
const DrawnFile = Type.String({ pattern: '^\\d+(\\.svg|-\\d+\\.[a-z]+)$' });
const ProductFile = Type.Object({ id: Type.Integer({ minimum: 1 }), file: DrawnFile });
const NumberedFile = Type.Object({ file: DrawnFile });

/** The pictures are drawn from the data, so a day of caching is safe and the service worker keeps them longer. */
const DRAWN_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * A picture of something shoppers may not see yet (a draft article's cover), drawn for the back office: kept by no
 * cache, since the address is the one it will have once public.
 */
const UNPUBLISHED_CACHE_CONTROL = 'private, no-store';

function sendSvg(reply: FastifyReply, svg: string, cacheControl = DRAWN_CACHE_CONTROL) {
  return reply.header('Cache-Control', cacheControl).type('image/svg+xml').send(svg);
}

const fileNumber = (file: string) => Number(file.slice(0, -'.svg'.length));

/** What a drawn picture's file name asks for: its number and, for a raster variant, the width and format. */
function drawnFile(file: string): { number: number; variant?: { width: number; format: PictureFormat } } {
  if (file.endsWith('.svg')) return { number: fileNumber(file) };
  const variant = parseVariantFile(file);
  if (!variant) throw new ApiError(404, 'notFound');
  return { number: variant.number, variant };
}

export const mediaRoutes: RoutePlugin = async (app, { db, config }) => {
  const hide = { hide: true };
  const variants = rasterVariants(join(config.uploadsDir, 'cache', 'pictures'));

  /** The drawing itself, or the variant the file name asks for when the drawing is made at that width. */
  async function sendDrawn(
    reply: FastifyReply,
    svg: string,
    naturalWidth: number,
    variant: ReturnType<typeof drawnFile>['variant'],
    cacheControl = DRAWN_CACHE_CONTROL,
  ) {
    if (!variant) return sendSvg(reply, svg, cacheControl);
    const { width, format } = variant;
    if (!variantWidths(naturalWidth).includes(width)) throw new ApiError(404, 'notFound');
    const bytes = await variants.get({ svg, naturalWidth, width, format });
    return reply.header('Cache-Control', cacheControl).type(PICTURE_TYPES[format]).send(bytes);
  }

  for (const lang of LANGS) {
    const prefix = titledMediaPrefix(lang);

    app.get(`${prefix}/product/:id/:file`, { schema: { ...hide, params: ProductFile } }, async (req, reply) => {
      const file = drawnFile(req.params.file);
      const picture = await productPicture(db, lang, req.params.id, file.number);
      if (!picture) throw new ApiError(404, 'notFound');
      const { id, index, title, categoryPath } = picture;
      const svg = productImageSvg({ id, index, title, kind: productKindForCategoryPath(categoryPath) });
      return sendDrawn(reply, svg, PRODUCT_IMAGE_SIZE, file.variant);
    });

    app.get(`${prefix}/banner/:file`, { schema: { ...hide, params: NumberedFile } }, async (req, reply) => {
      const file = drawnFile(req.params.file);
      const item = await bannerPicture(db, lang, file.number);
      if (!item) throw new ApiError(404, 'notFound');
      const [width, height] = BANNER_SIZES[item.place];
      return sendDrawn(reply, bannerSvg({ id: item.id, title: item.title, subtitle: item.subtitle, width, height }), width, file.variant);
    });

    // A promotion's banner is drawn like the home page's, of its title and description.
    app.get(`${prefix}/promotion/:file`, { schema: { ...hide, params: NumberedFile } }, async (req, reply) => {
      const file = drawnFile(req.params.file);
      const promotion = await promotionBannerText(db, lang, file.number);
      if (!promotion) throw new ApiError(404, 'notFound');
      const [width, height] = BANNER_SIZES.banner;
      return sendDrawn(
        reply,
        bannerSvg({ id: file.number, title: promotion.title, subtitle: promotion.description, width, height }),
        width,
        file.variant,
      );
    });

    // A blog article's cover is drawn as a banner of its title and excerpt; until the article is public, only for
    // the back office (its preview shows it), and a 404 to everyone else, as the article is.
    app.get(`${prefix}/blog/:file`, { schema: { ...hide, params: NumberedFile } }, async (req, reply) => {
      const file = drawnFile(req.params.file);
      const article = await blogCoverText(db, lang, file.number);
      if (!article || (!article.isPublic && !(await operatorOf(req, db)))) throw new ApiError(404, 'notFound');
      const [width, height] = BLOG_COVER_SIZE;
      return sendDrawn(
        reply,
        bannerSvg({ id: file.number, title: article.title, subtitle: article.excerpt, width, height }),
        width,
        file.variant,
        article.isPublic ? DRAWN_CACHE_CONTROL : UNPUBLISHED_CACHE_CONTROL,
      );
    });
  }

  app.get('/media/seller/:file', { schema: { ...hide, params: NumberedFile } }, async (req, reply) => {
    const file = drawnFile(req.params.file);
    const seller = await sellerPicture(db, file.number);
    if (!seller) throw new ApiError(404, 'notFound');
    return sendDrawn(reply, sellerLogoSvg({ shopName: seller.shop_name }), SELLER_LOGO_SIZE, file.variant);
  });

  app.get('/media/brand/:file', { schema: { ...hide, params: NumberedFile } }, async (req, reply) => {
    const file = drawnFile(req.params.file);
    const brand = await brandPicture(db, file.number);
    if (!brand) throw new ApiError(404, 'notFound');
    return sendDrawn(reply, brandLogoSvg({ name: brand.name }), BRAND_LOGO_SIZE[0], file.variant);
  });

  // A shop's uploaded logo: like shoppers' photos, a name is made once for one file, so caches may keep it for good.
  app.get('/media/seller-logo/:file', { schema: { ...hide, params: Type.Object({ file: Type.String() }) } }, async (req, reply) => {
    const path = isSellerLogoFile(req.params.file) ? join(sellerLogoDir(config.uploadsDir), req.params.file) : null;
    return sendUpload(reply, path, 'image/webp');
  });

  // Shoppers' photos: a name is made once and never reused for other bytes, so caches may keep it for good.
  app.get('/media/review/:file', { schema: { ...hide, params: Type.Object({ file: Type.String() }) } }, async (req, reply) => {
    // Only names the server makes pass, which also rules out any path outside the folder.
    const type = reviewPhotoType(req.params.file);
    return sendUpload(reply, type && join(reviewPhotoDir(config.uploadsDir), req.params.file), type);
  });

  // Sellers' product photos and promotions' uploaded banners, with their variants, made at upload under a key never
  // reused: cached for good as well.
  for (const [route, frame] of [
    ['/media/photo/:file', undefined],
    ['/media/banner-photo/:file', BANNER_PHOTO_FRAME],
  ] as const) {
    app.get(route, { schema: { ...hide, params: Type.Object({ file: Type.String() }) } }, async (req, reply) => {
      const type = productPhotoFileType(req.params.file, frame);
      return sendUpload(reply, type && join(productPhotoDir(config.uploadsDir, frame), req.params.file), type);
    });
  }
};

/**
 * An uploaded file under a name the server made once for it and never reuses, so caches keep it for good; a name the
 * server does not make (`path` null, which also rules out any path outside the folder) or a file not there is 404.
 */
async function sendUpload(reply: FastifyReply, path: string | null, type: string | null) {
  const file = path ? await stat(path).catch(() => null) : null;
  if (!path || !type || !file?.isFile()) throw new ApiError(404, 'notFound');
  return reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Length', file.size)
    .type(type)
    .send(createReadStream(path));
}
