import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { LANGS } from '../../src/domain/paths';
import { BANNER_SIZES, titledMediaPrefix } from '../services/media-url';
import { ApiError } from '../http/errors';
import { bannerSvg, brandLogoSvg, productImageSvg, productKindForCategoryPath, sellerLogoSvg } from '../media/svg';
import { bannerPicture, brandPicture, productPicture, sellerPicture } from '../services/drawn-pictures';
import { reviewPhotoDir, reviewPhotoType } from '../services/review-photos';
import type { RoutePlugin } from './context';

const SvgFile = Type.Object({ id: Type.Integer({ minimum: 1 }), file: Type.String({ pattern: '^\\d+\\.svg$' }) });
const IdSvg = Type.Object({ file: Type.String({ pattern: '^\\d+\\.svg$' }) });

/** The pictures are drawn from the data, so a day of caching is safe and the service worker keeps them longer. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800').type('image/svg+xml').send(svg);
}

const fileNumber = (file: string) => Number(file.slice(0, -'.svg'.length));

export const mediaRoutes: RoutePlugin = async (app, { db, config }) => {
  const hide = { hide: true };

  for (const lang of LANGS) {
    const prefix = titledMediaPrefix(lang);

    app.get(`${prefix}/product/:id/:file`, { schema: { ...hide, params: SvgFile } }, async (req, reply) => {
      const picture = await productPicture(db, lang, req.params.id, fileNumber(req.params.file));
      if (!picture) throw new ApiError(404, 'notFound');
      const { id, index, title, categoryPath } = picture;
      return sendSvg(reply, productImageSvg({ id, index, title, kind: productKindForCategoryPath(categoryPath) }));
    });

    app.get(`${prefix}/banner/:file`, { schema: { ...hide, params: IdSvg } }, async (req, reply) => {
      const item = await bannerPicture(db, lang, fileNumber(req.params.file));
      if (!item) throw new ApiError(404, 'notFound');
      const [width, height] = BANNER_SIZES[item.place];
      return sendSvg(reply, bannerSvg({ id: item.id, title: item.title, subtitle: item.subtitle, width, height }));
    });
  }

  app.get('/media/seller/:file', { schema: { ...hide, params: IdSvg } }, async (req, reply) => {
    const seller = await sellerPicture(db, fileNumber(req.params.file));
    if (!seller) throw new ApiError(404, 'notFound');
    return sendSvg(reply, sellerLogoSvg({ shopName: seller.shop_name }));
  });

  app.get('/media/brand/:file', { schema: { ...hide, params: IdSvg } }, async (req, reply) => {
    const brand = await brandPicture(db, fileNumber(req.params.file));
    if (!brand) throw new ApiError(404, 'notFound');
    return sendSvg(reply, brandLogoSvg({ name: brand.name }));
  });

  // Shoppers' photos: a name is made once and never reused for other bytes, so caches may keep it for good.
  app.get('/media/review/:file', { schema: { ...hide, params: Type.Object({ file: Type.String() }) } }, async (req, reply) => {
    // Only names the server makes pass, which also rules out any path outside the folder.
    const type = reviewPhotoType(req.params.file);
    const path = type && join(reviewPhotoDir(config.uploadsDir), req.params.file);
    const file = path ? await stat(path).catch(() => null) : null;
    if (!path || !file?.isFile()) throw new ApiError(404, 'notFound');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', file.size)
      .type(type)
      .send(createReadStream(path));
  });
};
