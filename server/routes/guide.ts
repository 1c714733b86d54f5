import { GuideArticle, GuideIndex, GuideSlugParam } from '../contract/guide';
import { errorResponses } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { guideArticle, guideIndex } from '../services/content/guide';
import type { RoutePlugin } from './context';

const tags = ['guide'];

/** The buyer guide (docs/product-rules.md#buyer-guide): its list of articles and each article with its sections. */
export const guideRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/gid-pokupatelya',
    {
      config: { cache: 'public' },
      schema: { tags, summary: 'Every article of the buyer guide, in reading order', response: { 200: GuideIndex, ...errorResponses } },
    },
    async (req) => ({ data: await guideIndex(db, requestLang(req)) }),
  );

  app.get(
    '/api/gid-pokupatelya/:slug',
    {
      config: { cache: 'public' },
      schema: {
        tags,
        summary: 'One guide article: its sections (the table of contents links to their ids), the guide beside it, and its head',
        params: GuideSlugParam,
        response: { 200: GuideArticle, ...errorResponses },
      },
    },
    async (req) => {
      const page = await guideArticle(db, requestLang(req), config, req.params.slug);
      if (!page) throw new ApiError(404, 'notFound');
      return page;
    },
  );
};
