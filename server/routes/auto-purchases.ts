import type { FastifyRequest } from 'fastify';
import { shopToday } from '../../src/domain/calendar-day';
import {
  AutoPurchaseItemChange,
  AutoPurchaseItemMove,
  AutoPurchaseListChange,
  AutoPurchaseLists,
  NewAutoPurchaseItem,
  NewAutoPurchaseList,
  ProductAutoPurchases,
} from '../contract/auto-purchases';
import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { customerOf } from '../http/customer';
import { requestLang } from '../http/lang';
import {
  addAutoPurchaseItem,
  autoPurchaseLists,
  changeAutoPurchaseItem,
  changeAutoPurchaseList,
  createAutoPurchaseList,
  deleteAutoPurchaseItem,
  deleteAutoPurchaseList,
  moveAutoPurchaseItem,
  productAutoPurchases,
} from '../services/customer/auto-purchases';
import type { RoutePlugin } from './context';

const tags = ['auto purchases'];
const answers = { 200: AutoPurchaseLists, ...errorResponses, 401: ErrorBody };
const created = { 201: AutoPurchaseLists, ...errorResponses, 401: ErrorBody, 409: ErrorBody };

/** docs/product-rules.md#cabinet "Cabinet", auto purchases: the customer's own lists and items only; every change answers the lists. */
export const autoPurchaseRoutes: RoutePlugin = async (app, { db }) => {
  /** The signed-in customer, the request's language and the shop's day: what every call here needs. */
  const context = (req: FastifyRequest) => ({ customerId: customerOf(req).id, lang: requestLang(req), today: shopToday() });
  const lists = ({ customerId, lang, today }: ReturnType<typeof context>) => autoPurchaseLists(db, lang, customerId, today);

  app.get(
    '/api/customer/auto-purchase-lists',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'The customer’s auto-purchase lists with their items and next purchase dates', response: answers },
    },
    async (req) => lists(context(req)),
  );

  app.post(
    '/api/customer/auto-purchase-lists',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'Create a list; the first one is the default', body: NewAutoPurchaseList, response: created },
    },
    async (req, reply) => {
      const c = context(req);
      await createAutoPurchaseList(db, c.customerId, req.body, c.today);
      return reply.status(201).send(await lists(c));
    },
  );

  app.put(
    '/api/customer/auto-purchase-lists/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Change a list’s name, interval or start date, or make it the default',
        params: IdParam,
        body: AutoPurchaseListChange,
        response: answers,
      },
    },
    async (req) => {
      const c = context(req);
      await changeAutoPurchaseList(db, c.customerId, req.params.id, req.body, c.today);
      return lists(c);
    },
  );

  app.delete(
    '/api/customer/auto-purchase-lists/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Delete an empty list; a list that has items is refused (409, docs/product-rules.md#cabinet)',
        params: IdParam,
        response: { ...answers, 409: ErrorBody },
      },
    },
    async (req) => {
      const c = context(req);
      await deleteAutoPurchaseList(db, c.customerId, req.params.id);
      return lists(c);
    },
  );

  app.post(
    '/api/customer/auto-purchase-items',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Put a product into a list (the default when none is named); one already there takes the new quantity',
        body: NewAutoPurchaseItem,
        response: created,
      },
    },
    async (req, reply) => {
      const c = context(req);
      await addAutoPurchaseItem(db, c.lang, c.customerId, req.body, c.today);
      return reply.status(201).send(await lists(c));
    },
  );

  app.put(
    '/api/customer/auto-purchase-items/change-list',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Move an item to another list; a list already holding the product refuses (409)',
        body: AutoPurchaseItemMove,
        response: { ...answers, 409: ErrorBody },
      },
    },
    async (req) => {
      const c = context(req);
      await moveAutoPurchaseItem(db, c.customerId, req.body.item_id, req.body.list_id);
      return lists(c);
    },
  );

  app.put(
    '/api/customer/auto-purchase-items/:id',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'Change an item’s quantity', params: IdParam, body: AutoPurchaseItemChange, response: answers },
    },
    async (req) => {
      const c = context(req);
      await changeAutoPurchaseItem(db, c.customerId, req.params.id, req.body.qty);
      return lists(c);
    },
  );

  app.delete(
    '/api/customer/auto-purchase-items/:id',
    { config: { customer: 'required' }, schema: { tags, summary: 'Take an item out of its list', params: IdParam, response: answers } },
    async (req) => {
      const c = context(req);
      await deleteAutoPurchaseItem(db, c.customerId, req.params.id);
      return lists(c);
    },
  );

  app.get(
    '/api/auto-purchase/product/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Which of the customer’s lists hold the product; a guest gets 401 like every auto-purchase call',
        params: IdParam,
        response: { 200: ProductAutoPurchases, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => productAutoPurchases(db, customerOf(req).id, req.params.id),
  );
};
