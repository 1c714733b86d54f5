import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import {
  SellerNewOffer,
  SellerOfferAnswer,
  SellerOfferChanges,
  SellerOfferList,
  SellerOffersQuery,
  SellerWarehouseList,
} from '../contract/seller-workspace';
import { requestLang } from '../http/lang';
import { refuseWhilePaused, requireSeller } from '../http/seller';
import { addSellerOffer, editSellerOffer, sellerOffer, sellerOffers, sellerWarehouses } from '../services/seller/seller-offers';
import type { RoutePlugin } from './context';

const tags = ['seller-api'];
const errors = { ...errorResponses, 401: ErrorBody };
const edits = { ...errors, 409: ErrorBody };
const auth = 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie.';

/** docs/product-rules.md#seller-workspace: a seller's own offers, read and edited by an integration or the workspace alike. */
export const sellerOfferRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/seller-api/offers',
    {
      schema: {
        tags,
        summary: 'The seller’s offers, newest first: paged, searched by title or id, filtered by stock, category, warehouse and goods',
        description: `${auth} Each offer names the warehouse its stock is in and its vendor code.`,
        querystring: SellerOffersQuery,
        response: { 200: SellerOfferList, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      const { q, stock, category, warehouse, goods, page = 1, per_page: perPage = 20 } = req.query;
      return sellerOffers(db, requestLang(req), seller.id, { q, stock, category, warehouse, goods, page, perPage });
    },
  );

  app.get(
    '/api/seller-api/warehouses',
    {
      schema: {
        tags,
        summary: 'The seller’s warehouses, the one new offers ship from first, each with how many offers it holds',
        description: auth,
        response: { 200: SellerWarehouseList, ...errors },
      },
    },
    async (req) => ({ data: await sellerWarehouses(db, requestLang(req), (await requireSeller(req, db)).id) }),
  );

  app.post(
    '/api/seller-api/offers',
    {
      schema: {
        tags,
        summary: 'Adds the seller’s offer of goods the catalogue already has; shoppers see it at once',
        description: `${auth} Prices are whole hryvnias and the old price stays above the price (400 otherwise). The offer ships from the seller’s first warehouse. A vendor code, trimmed, is at most 64 characters (400) and none of the seller’s other offers or waiting proposals has it (409). Goods the seller already offers are 409 (change that offer instead), unknown goods 404; while the back office has the seller paused, 409. New goods are proposed (\`POST /api/seller-api/proposals\`).`,
        body: SellerNewOffer,
        response: { 201: SellerOfferAnswer, ...edits, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      await refuseWhilePaused(db, seller.id);
      const id = await addSellerOffer(db, seller.id, req.body);
      return reply.code(201).send({ data: await sellerOffer(db, requestLang(req), seller.id, id) });
    },
  );

  app.patch(
    '/api/seller-api/offers/:id',
    {
      schema: {
        tags,
        summary: 'Changes an offer’s price, old price, stock or minimum quantity; shoppers see it at once',
        description: `${auth} Prices are whole hryvnias and the old price stays above the price (400 otherwise). Stock going from 0 to more tells the product’s back-in-stock reminders; a lower price tells the customers who keep it in favourites. Another seller’s offer is 404; while the back office has the seller paused, 409.`,
        params: IdParam,
        body: SellerOfferChanges,
        response: { 200: SellerOfferAnswer, ...edits },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      await refuseWhilePaused(db, seller.id);
      await editSellerOffer(db, seller.id, req.params.id, req.body);
      return { data: await sellerOffer(db, requestLang(req), seller.id, req.params.id) };
    },
  );
};
