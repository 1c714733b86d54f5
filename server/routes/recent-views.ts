import { errorResponses, ErrorBody, PageQuery } from '../contract/common';
import { RecentViewParam, RecentViews } from '../contract/recent-views';
import { customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { clearRecentViews, recentViews, removeRecentView } from '../services/catalog/recent-views';
import type { RoutePlugin } from './context';

const guarded = { ...errorResponses, 401: ErrorBody };

/** docs/product-rules.md#cabinet the cabinet's viewed products, kept on the account; a guest gets 401. */
export const recentViewsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/customer/recent-views',
    {
      config: { customer: 'required' },
      schema: {
        tags: ['cabinet'],
        summary: 'The customer’s viewed products, a page at a time',
        querystring: PageQuery,
        response: { 200: RecentViews, ...guarded },
      },
    },
    async (req) => recentViews(db, requestLang(req), customerOf(req).id, req.query.page ?? 1),
  );

  app.delete(
    '/api/customer/recent-views/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags: ['cabinet'],
        summary: 'Forget one viewed product; answers the asked page as it is now',
        params: RecentViewParam,
        querystring: PageQuery,
        response: { 200: RecentViews, ...guarded },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      if (!(await removeRecentView(db, id, req.params.id))) throw new ApiError(404, 'recentViewNotFound');
      return recentViews(db, requestLang(req), id, req.query.page ?? 1);
    },
  );

  app.delete(
    '/api/customer/recent-views',
    {
      config: { customer: 'required' },
      schema: {
        tags: ['cabinet'],
        summary: 'Forget every viewed product; answers the now empty list',
        response: { 200: RecentViews, ...guarded },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await clearRecentViews(db, id);
      return recentViews(db, requestLang(req), id, 1);
    },
  );
};
