import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import {
  AttachItems,
  FavoriteChange,
  FavoriteLists,
  FavoriteListsQuery,
  NewFavoriteList,
  ShareIdParam,
  SharedFavoriteList,
} from '../contract/favorite-lists';
import { customerOf } from '../http/customer';
import { requestLang } from '../http/lang';
import {
  attachItems,
  changeFavoriteList,
  createFavoriteList,
  deleteFavoriteList,
  favoriteLists,
  sharedFavoriteList,
} from '../services/customer/favorite-lists';
import type { RoutePlugin } from './context';

const tags = ['favorites'];
const answers = { 200: FavoriteLists, ...errorResponses, 401: ErrorBody };

/**
 * docs/product-rules.md#cabinet "Favourites", the lists: a signed-in customer's own lists only (another customer's list is a 404);
 * every change answers the full lists. The shared page is public.
 */
export const favoriteListRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/customer/favorite/lists',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'The customer’s favourite lists with their products, or in the minimal form',
        querystring: FavoriteListsQuery,
        response: answers,
      },
    },
    async (req) => favoriteLists(db, requestLang(req), customerOf(req).id, { minimal: req.query.minimal === true }),
  );

  app.post(
    '/api/customer/favorite/lists',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Create a list (closed to others until shared)',
        body: NewFavoriteList,
        response: { 201: FavoriteLists, ...errorResponses, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const { id } = customerOf(req);
      await createFavoriteList(db, id, req.body.name);
      return reply.status(201).send(await favoriteLists(db, requestLang(req), id));
    },
  );

  app.put(
    '/api/customer/favorite/lists/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Rename a list, share it (anyone with the link sees it) or close it (the link answers 404)',
        params: IdParam,
        body: FavoriteChange,
        response: answers,
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await changeFavoriteList(db, id, req.params.id, req.body);
      return favoriteLists(db, requestLang(req), id);
    },
  );

  app.delete(
    '/api/customer/favorite/lists/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Delete a list and its items; the default list cannot be deleted (409)',
        params: IdParam,
        response: { ...answers, 409: ErrorBody },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await deleteFavoriteList(db, id, req.params.id);
      return favoriteLists(db, requestLang(req), id);
    },
  );

  app.put(
    '/api/customer/favorite/lists/:id/attach-items',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary:
          'Move products into the list: a product leaves the customer’s other lists (a product is in one list at most); products not yet kept join',
        params: IdParam,
        body: AttachItems,
        response: answers,
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await attachItems(db, id, req.params.id, req.body.product_ids);
      return favoriteLists(db, requestLang(req), id);
    },
  );

  app.get(
    '/api/favorite/lists/:id/share',
    {
      schema: {
        tags,
        summary: 'A shared list for anyone, by its share_id; a closed or unknown list is a 404',
        params: ShareIdParam,
        response: { 200: SharedFavoriteList, ...errorResponses },
      },
    },
    async (req) => sharedFavoriteList(db, requestLang(req), req.params.id),
  );
};
