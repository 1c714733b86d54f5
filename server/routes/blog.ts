import { BlogArticle, BlogArticleParams, BlogCategoryParams, BlogList, BlogListQuery, BlogTagParams } from '../contract/blog';
import { errorResponses } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { blogArticle, blogList, type BlogScope } from '../services/content/blog';
import type { RoutePlugin } from './context';

export const blogRoutes: RoutePlugin = async (app, { db, config }) => {
  const list = {
    config: { cache: 'public' as const },
    tags: ['blog'],
    querystring: BlogListQuery,
    response: { 200: BlogList, ...errorResponses },
  };

  /** A page of a list: an unknown category or tag and a page past the end are both a 404, each saying which. */
  async function listPage(lang: ReturnType<typeof requestLang>, scope: BlogScope, page: number) {
    const answer = await blogList(db, lang, config, scope, page);
    if (answer) return answer;
    throw new ApiError(404, page > 1 && (await blogList(db, lang, config, scope, 1)) ? 'blogPageNotFound' : 'blogNotFound');
  }

  app.get(
    '/api/blog',
    {
      config: list.config,
      schema: {
        tags: list.tags,
        summary: 'Blog articles, newest first, a page at a time (`?page=2`)',
        querystring: list.querystring,
        response: list.response,
      },
    },
    async (req) => listPage(requestLang(req), { kind: 'all' }, req.query.page),
  );

  app.get(
    '/api/blog/category/:category_id',
    {
      config: list.config,
      schema: {
        tags: list.tags,
        summary: "A blog category's articles, newest first, paged",
        params: BlogCategoryParams,
        querystring: list.querystring,
        response: list.response,
      },
    },
    async (req) => listPage(requestLang(req), { kind: 'category', id: req.params.category_id }, req.query.page),
  );

  app.get(
    '/api/blog/tag/:tag_id',
    {
      config: list.config,
      schema: {
        tags: list.tags,
        summary: "A tag's articles, newest first, paged",
        params: BlogTagParams,
        querystring: list.querystring,
        response: list.response,
      },
    },
    async (req) => listPage(requestLang(req), { kind: 'tag', id: req.params.tag_id }, req.query.page),
  );

  app.get(
    '/api/blog/category/:category_id/article/:article_id',
    {
      config: list.config,
      schema: {
        tags: list.tags,
        summary:
          'An article: cover, body blocks, reading time, category, tags, the products it links to as tiles, and its head (Article JSON-LD)',
        params: BlogArticleParams,
        response: { 200: BlogArticle, ...errorResponses },
      },
    },
    async (req) => {
      const article = await blogArticle(db, requestLang(req), config, req.params.category_id, req.params.article_id);
      if (!article) throw new ApiError(404, 'blogNotFound');
      return article;
    },
  );
};
