import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { MessageBody, SellerConversationDetail, SellerConversationList, SellerReplyAnswer } from '../contract/conversations';
import {
  SellerOrderAnswer,
  SellerOrderList,
  SellerOrdersQuery,
  SellerOrderStatusBody,
  SellerUnopenedAnswer,
  SellerWaybillAnswer,
} from '../contract/seller-orders';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireSeller, sellerUserOf } from '../http/seller';
import { PushSubscriptionBody, PushUnsubscribeAnswer, PushUnsubscribeBody } from '../contract/push';
import { SellerPushAnswer } from '../contract/seller-orders';
import {
  checkPushSubscription,
  deleteSellerPushSubscription,
  saveSellerPushSubscription,
} from '../services/notifications/push-subscriptions';
import { replyAsSeller, sellerConversation, sellerConversations } from '../services/conversations/seller-conversations';
import { createOrderWaybill, waybillAccount } from '../services/delivery/waybills';
import { moveSellerOrder, openSellerOrder, sellerOrder, sellerOrders, unopenedOrders } from '../services/seller/seller-orders';
import { checkMessageText } from './conversations';
import type { RoutePlugin } from './context';

const tags = ['seller-api'];
const errors = { ...errorResponses, 401: ErrorBody };

/**
 * Sellers answer customers through this API with their own key, `Authorization: Bearer <key>`, or the seller workspace's
 * session (docs/product-rules.md#seller-workspace). A seller sees only chats with themselves.
 */
export const sellerApiRoutes: RoutePlugin = async (app, { db, config, providers }) => {
  // The store's Nova Poshta; a seller whose owner gave its own key makes waybills in that account (waybillAccount).
  const novaPoshta = providers.novaPoshta ? { client: providers.novaPoshta, sender: config.novaPoshta?.sender ?? null } : null;

  app.get(
    '/api/seller-api/conversations',
    {
      schema: {
        tags,
        summary: 'The seller’s chats with customers, newest activity first',
        response: { 200: SellerConversationList, ...errors },
      },
    },
    async (req) => sellerConversations(db, requestLang(req), (await requireSeller(req, db)).id),
  );

  app.get(
    '/api/seller-api/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One chat with its messages, oldest first',
        params: IdParam,
        response: { 200: SellerConversationDetail, ...errors },
      },
    },
    async (req) => sellerConversation(db, requestLang(req), (await requireSeller(req, db)).id, req.params.id),
  );

  app.post(
    '/api/seller-api/conversations/:id/reply',
    {
      schema: {
        tags,
        summary: 'The seller’s answer; the customer’s messages before it count as read',
        params: IdParam,
        body: MessageBody,
        response: { 201: SellerReplyAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      checkMessageText(req, req.body.text);
      return reply.status(201).send(await replyAsSeller(db, seller.id, req.params.id, req.body.text));
    },
  );

  app.get(
    '/api/seller-api/orders',
    {
      schema: {
        tags,
        summary: 'The seller’s orders board, newest first: by status, searched by order number or phone, paged, with counts per status',
        querystring: SellerOrdersQuery,
        response: { 200: SellerOrderList, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      const { status, q, page = 1, per_page: perPage = 20 } = req.query;
      const storeMakesWaybills = (await waybillAccount(db, novaPoshta, seller.id)) !== null;
      return sellerOrders(db, requestLang(req), seller.id, { status, q, page, perPage, storeMakesWaybills });
    },
  );

  app.get(
    '/api/seller-api/orders/unopened',
    {
      schema: {
        tags,
        summary: 'How many of the seller’s orders no one of the shop has opened yet (the workspace’s orders tab)',
        response: { 200: SellerUnopenedAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      reply.header('Cache-Control', 'private, no-store');
      return { data: { unopened: await unopenedOrders(db, seller.id) } };
    },
  );

  app.post(
    '/api/seller-api/orders/:id/opened',
    {
      schema: {
        tags,
        summary: 'Someone of the shop opened the order: it leaves the count of orders not opened; opening it again changes nothing',
        params: IdParam,
        response: { 200: SellerOrderAnswer, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      await openSellerOrder(db, seller.id, req.params.id, new Date());
      return { data: (await sellerOrder(db, requestLang(req), seller.id, req.params.id))! };
    },
  );

  app.get(
    '/api/seller-api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the seller’s orders: items, total, payment and the ad source that brought the buyer',
        params: IdParam,
        response: { 200: SellerOrderAnswer, ...errors },
      },
    },
    async (req) => {
      const order = await sellerOrder(db, requestLang(req), (await requireSeller(req, db)).id, req.params.id);
      if (!order) throw new ApiError(404, 'orderNotFound');
      return { data: order };
    },
  );

  app.put(
    '/api/seller-api/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Moves the order along: confirmed, sent, fulfilled (opens it to the buyer’s review), or cancelled before it is sent with a reason; the buyer is notified',
        params: IdParam,
        body: SellerOrderStatusBody,
        response: { 200: SellerOrderAnswer, ...errors, 409: ErrorBody },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      const { status, waybill, cancel_reason: reason, cancel_note: note } = req.body;
      const cancel = reason !== undefined || note !== undefined ? { reason, note } : undefined;
      await moveSellerOrder(db, seller.id, req.params.id, status, new Date(), waybill, cancel);
      return { data: (await sellerOrder(db, requestLang(req), seller.id, req.params.id))! };
    },
  );

  app.post(
    '/api/seller-api/orders/:id/waybill',
    {
      schema: {
        tags,
        summary:
          'Creates the Nova Poshta waybill (ТТН) to the recipient’s branch or locker and sends the order with it; an order that has one answers with it',
        params: IdParam,
        response: { 200: SellerWaybillAnswer, ...errors, 409: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      const waybill = await createOrderWaybill(db, novaPoshta, seller.id, req.params.id, new Date(), requestLang(req));
      return { data: { waybill, order: (await sellerOrder(db, requestLang(req), seller.id, req.params.id))! } };
    },
  );

  app.post(
    '/api/seller-api/push-subscriptions',
    {
      schema: {
        tags,
        summary:
          'This device asks for a push on each new order of the shop (the workspace’s session only): 201 when new, 200 when the device was known',
        description: 'The same subscription a browser gives GET /api/push/key’s key; only endpoint and keys are read.',
        body: PushSubscriptionBody,
        response: { 200: SellerPushAnswer, 201: SellerPushAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const user = await sellerUserOf(req, db);
      if (!user) throw new ApiError(401, 'sellerSignInRequired');
      checkPushSubscription(req.body, config.production);
      const { created } = await saveSellerPushSubscription(db, req.body, user.id, requestLang(req));
      return reply.status(created ? 201 : 200).send({ data: { endpoint: req.body.endpoint, new_orders: true } });
    },
  );

  app.delete(
    '/api/seller-api/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'This device stops hearing of the shop’s new orders; what it follows as a shopper stays',
        body: PushUnsubscribeBody,
        response: { 200: PushUnsubscribeAnswer, ...errors },
      },
    },
    async (req) => {
      const user = await sellerUserOf(req, db);
      if (!user) throw new ApiError(401, 'sellerSignInRequired');
      return { data: { deleted: await deleteSellerPushSubscription(db, req.body.endpoint, user.seller_id) } };
    },
  );
};
