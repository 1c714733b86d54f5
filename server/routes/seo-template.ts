import { splitLang } from '../../src/domain/paths';
import { errorResponses } from '../contract/common';
import { SeoTemplate, SeoTemplateQuery } from '../contract/seo';
import { ApiError } from '../http/errors';
import { headSite, type PageRendering } from '../http/first-screen';
import type { RoutePlugin } from './context';

/**
 * A page's SEO template for other clients (an app, a CMS preview): worked out by the very function that fills
 * the page's head, so the two never disagree (docs/decisions/0035-sitemaps-and-seo-templates.md). Without the
 * app's build there is no page to describe.
 */
export const seoTemplateRoutes =
  (pages: PageRendering | null): RoutePlugin =>
  async (app, { config }) => {
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
        const url = new URL(req.query.uri, 'http://local');
        const request = {
          pathname: url.pathname,
          search: url.search,
          hasSession: false,
          ...splitLang(url.pathname),
          site: headSite(config),
        };
        const head = await pages?.describe(req, request);
        // A page that is not found, or lives elsewhere now, has no template of its own.
        if (!head || head.status === 404) throw new ApiError(404, 'notFound');
        const { seo } = head;
        return { data: { title: seo.title, description: seo.desc, h1: seo.h1, text: seo.seo_text, canonical: seo.canonical } };
      },
    );
  };
