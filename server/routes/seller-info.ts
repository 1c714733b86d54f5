import { Type } from 'typebox';
import { errorResponses, IdParam } from '../contract/common';
import {
  SellerIdParam,
  SellerInfo,
  SellerProducts,
  SellerProductsQuery,
  SellerReviews,
  SellerReviewsQuery,
  SellerStatistic,
} from '../contract/seller-info';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { readListingQuery } from '../services/catalog/listing';
import { sellerInfo, sellerStatistic } from '../services/seller/seller-info';
import { sellerProducts } from '../services/seller/seller-products';
import { sellerReviews } from '../services/seller/seller-reviews';
import type { RoutePlugin } from './context';

/** A seller's public storefront (docs/product-rules.md#seller-storefronts): about, rating, reviews and products. */
export const sellerInfoRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/seller-info/:id',
    {
      // Not cached as a whole: "works now" changes with the clock.
      schema: {
        tags: ['seller-info'],
        summary:
          'A seller: about, legal name, contacts, working schedule with whether it works now (Kyiv time), delivery and payment terms, rating, counts',
        params: IdParam,
        querystring: Type.Object({
          tab: Type.Optional(
            Type.Union([Type.Literal('about'), Type.Literal('reviews'), Type.Literal('contacts')], {
              description: 'the storefront tab whose head `seo` describes; about when left out',
            }),
          ),
        }),
        response: { 200: SellerInfo, ...errorResponses },
      },
    },
    async (req) => {
      const info = await sellerInfo(db, requestLang(req), config, req.params.id, req.query.tab);
      if (!info) throw new ApiError(404, 'sellerNotFound');
      return info;
    },
  );

  app.get(
    '/api/seller-info/:seller_id/statistic',
    {
      schema: {
        tags: ['seller-info'],
        summary:
          "The seller's rating over the last 6, 8 and 12 months from order reviews: mean of the three ratings, count, share of positive ones",
        params: SellerIdParam,
        response: { 200: SellerStatistic, ...errorResponses },
      },
    },
    async (req) => {
      const windows = await sellerStatistic(db, req.params.seller_id);
      if (!windows) throw new ApiError(404, 'sellerNotFound');
      return { data: { windows } };
    },
  );

  app.get(
    '/api/seller-info/:seller_id/reviews',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['seller-info'],
        summary: "The seller's order reviews, newest first, 10 a page, signed with the buyer's first name and surname initial",
        params: SellerIdParam,
        querystring: SellerReviewsQuery,
        response: { 200: SellerReviews, ...errorResponses },
      },
    },
    async (req) => {
      const page = await sellerReviews(db, req.params.seller_id, req.query.page ?? 1);
      if (!page) throw new ApiError(404, req.query.page && req.query.page > 1 ? 'sellerReviewsPageNotFound' : 'sellerNotFound');
      return page;
    },
  );

  app.get(
    '/api/seller-info/:seller_id/products',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['seller-info'],
        summary:
          "The products a seller offers, with the catalogue's filters, sort and pages (`?brand=3&values=12&price=100-500&sort=cheap&page=2`)",
        params: SellerIdParam,
        querystring: SellerProductsQuery,
        response: { 200: SellerProducts, ...errorResponses },
      },
    },
    async (req) => {
      const { category, ...listingQuery } = req.query;
      const page = await sellerProducts(db, requestLang(req), config, req.params.seller_id, readListingQuery(listingQuery), category);
      if (!page) throw new ApiError(404, category === undefined ? 'sellerNotFound' : 'categoryNotFound');
      return page;
    },
  );
};
