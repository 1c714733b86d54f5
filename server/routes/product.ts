import { BaseProduct, ProductPage } from '../contract/catalog';
import { errorResponses, IdParam } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { baseProduct, productPage } from '../services/product-page';
import type { Api, RouteDeps } from './context';

export function productRoutes(app: Api, { db, config }: RouteDeps): void {
  app.get(
    '/api/product/:id',
    { schema: { tags: ['product'], summary: 'Product page: the offer, its base product and all offers', params: IdParam, response: { 200: ProductPage, ...errorResponses } } },
    async (req) => {
      const page = await productPage(db, requestLang(req), config, req.params.id);
      if (!page) throw new ApiError(404, 'productNotFound');
      return page;
    },
  );

  app.get(
    '/api/product/base/:id',
    { schema: { tags: ['product'], summary: 'Base product with every seller proposition', params: IdParam, response: { 200: BaseProduct, ...errorResponses } } },
    async (req) => {
      const data = await baseProduct(db, requestLang(req), req.params.id);
      if (!data) throw new ApiError(404, 'productNotFound');
      return { data };
    },
  );
}
