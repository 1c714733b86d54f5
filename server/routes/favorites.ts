import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { FavoriteSummary } from '../contract/favorites';
import { customerOf } from '../http/customer';
import { requestLang } from '../http/lang';
import { addFavorite, favoriteSummary, removeFavorite } from '../services/customer/favorites';
import type { RoutePlugin } from './context';

const tags = ['favorites'];
const response = { 200: FavoriteSummary, ...errorResponses, 401: ErrorBody };

/** docs/product-rules.md#cabinet "Favourites": a signed-in customer's own lists only (docs/product-rules.md#cabinet); a guest gets 401. */
export const favoriteRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/customer/favorite',
    { config: { customer: 'required' }, schema: { tags, summary: 'The customer’s favourite products and lists, in short', response } },
    async (req) => favoriteSummary(db, requestLang(req), customerOf(req).id),
  );

  app.post(
    '/api/customer/favorite/product/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Add a product (offer) to the default list, made on first use; adding it again changes nothing',
        params: IdParam,
        response,
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await addFavorite(db, id, req.params.id);
      return favoriteSummary(db, requestLang(req), id);
    },
  );

  app.delete(
    '/api/customer/favorite/product/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Remove a product from all the customer’s lists (a product in none is no error)',
        params: IdParam,
        response,
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await removeFavorite(db, id, req.params.id);
      return favoriteSummary(db, requestLang(req), id);
    },
  );
};
