import { errorResponses, IdParam } from '../contract/common';
import { HtmlSitemap } from '../contract/seo';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { htmlSitemapPage } from '../services/content/html-sitemap';
import { robotsTxt, sitemapFile, sitemapIndex } from '../http/sitemap-files';
import type { RoutePlugin } from './context';

/** Robots may ask every hour; a day-old list is still right enough. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** Sitemaps for search engines and for shoppers (docs/decisions/0035-sitemaps-and-seo-templates.md), and robots.txt that names them. */
export const sitemapRoutes: RoutePlugin = async (app, { db, config }) => {
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(config)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type(xml)
      .send(await sitemapIndex(db, config)),
  );

  app.get<{ Params: { file: string } }>('/sitemap/:file', { schema: { hide: true } }, async (req, reply) => {
    const file = await sitemapFile(db, config, req.params.file);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', CRAWLER_CACHE).type(xml).send(file);
  });

  app.get(
    '/api/html-sitemap/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['sitemap'],
        summary: 'A page of the shoppers’ sitemap: categories, brands, sellers and articles, under their kinds',
        params: IdParam,
        response: { 200: HtmlSitemap, ...errorResponses },
      },
    },
    async (req) => {
      const page = await htmlSitemapPage(db, requestLang(req), config, req.params.id);
      if (!page) throw new ApiError(404, 'notFound');
      return page;
    },
  );
};
