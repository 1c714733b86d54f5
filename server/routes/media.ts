import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { LANGS } from '../../src/domain/paths';
import { BANNER_SIZES, titledMediaPrefix } from '../services/media-url';
import { ApiError } from '../http/errors';
import { col } from '../services/lang-columns';
import { bannerSvg, brandLogoSvg, productImageSvg, productKindForCategoryPath, sellerLogoSvg } from '../media/svg';
import { ancestry, loadCategories } from '../services/categories';
import { reviewPhotoDir, reviewPhotoType } from '../services/review-photos';
import type { Api, RouteDeps } from './context';

const SvgFile = Type.Object({ id: Type.Integer({ minimum: 1 }), file: Type.String({ pattern: '^\\d+\\.svg$' }) });
const IdSvg = Type.Object({ file: Type.String({ pattern: '^\\d+\\.svg$' }) });

/** The pictures are drawn from the data, so a day of caching is safe and the service worker keeps them longer. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800').type('image/svg+xml').send(svg);
}

const fileNumber = (file: string) => Number(file.slice(0, -'.svg'.length));

export function mediaRoutes(app: Api, { db, config }: RouteDeps): void {
  const hide = { hide: true };

  for (const lang of LANGS) {
    const prefix = titledMediaPrefix(lang);

    app.get(`${prefix}/product/:id/:file`, { schema: { ...hide, params: SvgFile } }, async (req, reply) => {
      const base = await db
        .selectFrom('base_products')
        .where('id', '=', req.params.id)
        .select(['id', `${col('title', lang)} as title`, 'category_id', 'media_count'])
        .executeTakeFirst();
      const index = fileNumber(req.params.file);
      if (!base || index >= base.media_count) throw new ApiError(404, 'notFound');
      // The shape comes from the Ukrainian names, so both languages' pictures of a product look alike.
      const kind = productKindForCategoryPath(ancestry(await loadCategories(db, 'uk'), base.category_id).map((c) => c.name));
      return sendSvg(reply, productImageSvg({ id: base.id, index, title: base.title, kind }));
    });

    app.get(`${prefix}/banner/:file`, { schema: { ...hide, params: IdSvg } }, async (req, reply) => {
      const item = await db
        .selectFrom('media_slider_items')
        .where('id', '=', fileNumber(req.params.file))
        .select(['id', 'place', `${col('title', lang)} as title`, `${col('subtitle', lang)} as subtitle`])
        .executeTakeFirst();
      if (!item) throw new ApiError(404, 'notFound');
      const [width, height] = BANNER_SIZES[item.place];
      return sendSvg(reply, bannerSvg({ id: item.id, title: item.title, subtitle: item.subtitle, width, height }));
    });
  }

  app.get('/media/seller/:file', { schema: { ...hide, params: IdSvg } }, async (req, reply) => {
    const seller = await db.selectFrom('sellers').where('id', '=', fileNumber(req.params.file)).select('shop_name').executeTakeFirst();
    if (!seller) throw new ApiError(404, 'notFound');
    return sendSvg(reply, sellerLogoSvg({ shopName: seller.shop_name }));
  });

  app.get('/media/brand/:file', { schema: { ...hide, params: IdSvg } }, async (req, reply) => {
    const brand = await db.selectFrom('brands').where('id', '=', fileNumber(req.params.file)).select('name').executeTakeFirst();
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
}
