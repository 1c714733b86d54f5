import { ErrorBody, errorResponses } from '../contract/common';
import {
  CreatedOrderComment,
  CustomerOrderAnswer,
  CustomerOrderList,
  CustomerOrdersQuery,
  OrderCommentBody,
  OrderCommentState,
  OrderIdParam,
} from '../contract/customer-orders';
import { customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { customerOrder, customerOrders } from '../services/orders/customer-orders';
import { addOrderComment, orderCommentState } from '../services/orders/order-comments';
import type { RoutePlugin } from './context';

const tags = ['customer orders'];
const guarded = { ...errorResponses, 401: ErrorBody };

/** docs/product-rules.md#cabinet "Cabinet": the signed-in customer's own orders and their comments; anyone else's order is a 404 (docs/product-rules.md#errors-and-notices "Order data 404"). */
export const customerOrderRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/customer/orders',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'The customer’s orders, newest first, paged',
        querystring: CustomerOrdersQuery,
        response: { 200: CustomerOrderList, ...guarded },
      },
    },
    async (req) => customerOrders(db, requestLang(req), customerOf(req).id, req.query.page ?? 1),
  );

  app.get(
    '/api/customer/orders/:orderId',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'One of the customer’s orders', params: OrderIdParam, response: { 200: CustomerOrderAnswer, ...guarded } },
    },
    async (req) => {
      const order = await customerOrder(db, requestLang(req), customerOf(req).id, req.params.orderId);
      if (!order) throw new ApiError(404, 'orderNotFound');
      return { data: order };
    },
  );

  app.get(
    '/api/customer/orders/:orderId/comment',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'The order’s comment (or null) and whether one may be written now: the order is fulfilled and has none yet',
        params: OrderIdParam,
        response: { 200: OrderCommentState, ...guarded },
      },
    },
    async (req) => ({ data: await orderCommentState(db, requestLang(req), customerOf(req).id, req.params.orderId) }),
  );

  app.post(
    '/api/customer/orders/:orderId/comment',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary:
          'Review the order’s seller: three ratings and a text; only for a fulfilled order, once (409 for a second one, 422 before it is fulfilled)',
        params: OrderIdParam,
        body: OrderCommentBody,
        response: { 201: CreatedOrderComment, ...guarded, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const comment = await addOrderComment(db, customerOf(req).id, req.params.orderId, req.body);
      return reply.status(201).send({ data: comment });
    },
  );
};
