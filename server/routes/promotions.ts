import { errorResponses } from '../contract/common';
import { PromotionList, PromotionListQuery, PromotionPage, PromotionQuery, PromotionSlugParam } from '../contract/promotions';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { readListingQuery } from '../services/catalog/listing';
import { promotionList, promotionPage } from '../services/promo/promotions';
import type { RoutePlugin } from './context';

const tags = ['promotions'];

/** The store's promotions (docs/product-rules.md#promotions): the list, and each one with the goods it covers. */
export const promotionRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/promotions',
    {
      // Not kept by the process: whether a promotion runs changes with the clock, not with the catalogue.
      schema: {
        tags,
        summary: 'Promotions that have begun, 12 a page: running ones first (soonest to end first), then ended ones',
        querystring: PromotionListQuery,
        response: { 200: PromotionList, ...errorResponses },
      },
    },
    async (req) => {
      const page = await promotionList(db, requestLang(req), config, req.query.page ?? 1);
      if (!page) throw new ApiError(404, 'promotionsPageNotFound');
      return page;
    },
  );

  app.get(
    '/api/promotions/:slug',
    {
      // Not kept either, for the same reason as the list.
      schema: {
        tags,
        summary:
          "A promotion (banner, terms, dates, whether it runs now, its promo code) and the goods it covers, with the catalogue's filters, sort and pages (`?brand=3&values=12&price=100-500&sort=cheap&page=2`)",
        params: PromotionSlugParam,
        querystring: PromotionQuery,
        response: { 200: PromotionPage, ...errorResponses },
      },
    },
    async (req) => {
      const page = await promotionPage(db, requestLang(req), config, req.params.slug, readListingQuery(req.query));
      if (!page) throw new ApiError(404, 'promotionNotFound');
      return page;
    },
  );
};
