import { errorResponses } from '../contract/common';
import { SeoTemplate, SeoTemplateQuery } from '../contract/seo';
import { ApiError } from '../http/errors';
import { seoTemplate } from '../http/page-head';
import type { RoutePlugin } from './context';

/**
 * A page's SEO template for other clients (an app, a CMS preview): worked out by the very function that fills
 * the page's head, so the two never disagree (docs/decisions/0035-sitemaps-and-seo-templates.md).
 */
export const seoTemplateRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/seo/template-via-uri/',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'The title, description, h1 and SEO text of a page, as its head has them; 404 for a page that does not exist',
        querystring: SeoTemplateQuery,
        response: { 200: SeoTemplate, ...errorResponses },
      },
    },
    async (req) => {
      const { status, template } = await seoTemplate(db, config, req.query.uri);
      if (status === 404) throw new ApiError(404, 'notFound');
      return { data: template };
    },
  );
};
