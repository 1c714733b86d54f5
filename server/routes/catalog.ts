import { Type } from 'typebox';
import { categoryIdFromKey } from '../../src/domain/paths';
import { CategoryPage, ProductList } from '../contract/catalog';
import { errorResponses } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { categoryPage } from '../services/category-page';
import { productSlider } from '../services/home';
import type { Api, RouteDeps } from './context';

export function catalogRoutes(app: Api, { db, config }: RouteDeps): void {
  app.get(
    '/api/catalog/*',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue page by its path: /api/catalog/c{categoryId}; the same call loads further pages',
        params: Type.Object({ '*': Type.String({ description: 'the catalogue path after /catalog/; its first segment is the page key' }) }),
        querystring: Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) }),
        response: { 200: CategoryPage, ...errorResponses },
      },
    },
    async (req) => {
      const key = req.params['*'].split('/')[0] ?? '';
      const categoryId = categoryIdFromKey(key);
      const page = categoryId === null ? null : await categoryPage(db, requestLang(req), config, categoryId, req.query.page);
      if (!page) throw new ApiError(404, 'categoryNotFound');
      return page;
    },
  );

  app.get(
    '/api/pg-slider-via-category/:kind/:kind2',
    {
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
}
