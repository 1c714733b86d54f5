import { Type } from 'typebox';
import { categoryIdFromKey } from '../../src/domain/paths';
import { CategoryPage, ListingQuery, ProductList, QuizResult } from '../contract/catalog';
import { errorResponses, Id } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { categoryPage } from '../services/catalog/category-page';
import { productSlider } from '../services/content/home';
import { readListingQuery } from '../services/catalog/listing';
import { quizResult } from '../services/catalog/quiz';
import { viewedProducts } from '../services/catalog/viewed';
import type { RoutePlugin } from './context';

export const catalogRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/catalog/*',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue page by its path: /api/catalog/c{categoryId}; the same call loads further pages',
        description:
          'Filters and sort live in the query (`?brand=3,7&values=12,45&price=100-500&sort=cheap&page=2`); unreadable parts are ignored.',
        params: Type.Object({ '*': Type.String({ description: 'the catalogue path after /catalog/; its first segment is the page key' }) }),
        querystring: ListingQuery,
        response: { 200: CategoryPage, ...errorResponses },
      },
    },
    async (req) => {
      const key = req.params['*'].split('/')[0] ?? '';
      const categoryId = categoryIdFromKey(key);
      const query = readListingQuery(req.query);
      const page = categoryId === null ? null : await categoryPage(db, requestLang(req), config, categoryId, query);
      if (!page) throw new ApiError(404, 'categoryNotFound');
      return page;
    },
  );

  // The digits-only pattern lets `/api/catalog/c1/...` fall through to the catalogue path above.
  app.get(
    '/api/catalog/:categoryId(^\\d+)/quiz',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Help quiz: products of the category matching the answers (values: OR within a characteristic, AND across)',
        params: Type.Object({ categoryId: Id() }),
        querystring: Type.Object({ values: Type.Optional(Type.String({ description: 'chosen value ids, comma-separated: 12,45' })) }),
        response: { 200: QuizResult, ...errorResponses },
      },
    },
    async (req) => {
      const result = await quizResult(db, requestLang(req), req.params.categoryId, readListingQuery(req.query).values);
      if (!result) throw new ApiError(404, 'categoryNotFound');
      return result;
    },
  );

  app.get(
    '/api/pg-slider-via-category/products/:ids',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'A slider of chosen products: /api/pg-slider-via-category/products/12,40,7',
        description:
          "Cards in the order of the ids (at most 50 product ids, comma-separated): each stands for its goods' best offer, one card per goods; unknown ids are skipped.",
        params: Type.Object({
          ids: Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$', description: 'product ids, comma-separated' }),
        }),
        response: { 200: ProductList, ...errorResponses },
      },
    },
    // The same cards as the viewed strip: offers given in an order, shown as their goods.
    async (req) => ({ data: await viewedProducts(db, requestLang(req), req.params.ids.split(',').map(Number)) }),
  );

  app.get(
    '/api/pg-slider-via-category/:kind/:kind2',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Product sliders of the home page: pg_popular/pg_popular and pg_new/pg_new',
        params: Type.Object({ kind: Type.Union([Type.Literal('pg_popular'), Type.Literal('pg_new')]), kind2: Type.String() }),
        response: { 200: ProductList, ...errorResponses },
      },
    },
    async (req) => {
      if (req.params.kind2 !== req.params.kind) throw new ApiError(404, 'notFound');
      return { data: await productSlider(db, requestLang(req), req.params.kind) };
    },
  );
};
