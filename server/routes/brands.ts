import { Type } from 'typebox';
import { BrandList, BrandPage, ListingQuery } from '../contract/catalog';
import { errorResponses, IdParam } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { brandList, brandPage } from '../services/catalog/brands';
import { readListingQuery } from '../services/catalog/listing';
import type { RoutePlugin } from './context';

export const brandRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/brand',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['brands'],
        summary: 'Every brand: the popular ones, then all of them by first letter',
        response: { 200: BrandList, ...errorResponses },
      },
    },
    async (req) => brandList(db, requestLang(req), config),
  );

  app.get(
    '/api/brand/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['brands'],
        summary:
          'Brand page: the brand and its products, filtered by characteristics and price (`?values=12,45&price=100-500&sort=cheap&page=2`)',
        params: IdParam,
        querystring: Type.Omit(ListingQuery, ['brand']),
        response: { 200: BrandPage, ...errorResponses },
      },
    },
    async (req) => {
      const page = await brandPage(db, requestLang(req), config, req.params.id, readListingQuery(req.query));
      if (!page) throw new ApiError(404, 'brandNotFound');
      return page;
    },
  );
};
