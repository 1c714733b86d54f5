import type { FastifyReply } from 'fastify';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { ReceiptQuery, RepeatOrderAnswer, RepeatOrderBody, RepeatOrderHeaders } from '../contract/orders';
import { customerIfAny, customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { cartAnswer, usableCart } from '../services/customer/cart';
import { loadReceipt, mayReadReceipt, receiptFileName, renderReceipt } from '../services/orders/receipt-pdf';
import { repeatOrder } from '../services/orders/repeat-order';
import type { RoutePlugin } from './context';

const tags = ['orders'];

/** A file the browser saves rather than shows; it is the buyer's own, so nothing caches it. */
function sendDownload(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** After an order is placed: its PDF receipt (thank-you page, cabinet) and putting a past order back into the cart. */
export const orderRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/orders/:id/receipt.pdf',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: "The order's receipt as a PDF, in the language the order was placed in",
        description:
          "Allowed with the order's receipt token (download_pdf_link carries it) or for the signed-in customer who placed it; anyone else gets 404.",
        params: IdParam,
        querystring: ReceiptQuery,
        response: {
          200: { description: 'the PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const customerId = customerIfAny(req)?.id ?? null;
      const receipt = (await mayReadReceipt(db, id, req.query.token, customerId)) ? await loadReceipt(db, id) : null;
      if (!receipt) throw new ApiError(404, 'orderNotFound');
      return sendDownload(reply, receiptFileName(id), await renderReceipt(receipt, config.storeName));
    },
  );

  app.post(
    '/api/customer/orders/repeat',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: "Put a past order's items back into the customer's cart",
        description:
          'Each item goes in with at least the ordered quantity, capped at the stock and raised to the offer minimum; repeating twice does not double the cart. Items that cannot be bought any more come back in dropped. Another customer’s order: 404.',
        headers: RepeatOrderHeaders,
        body: RepeatOrderBody,
        response: { 200: RepeatOrderAnswer, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      const lang = requestLang(req);
      const cartId = await usableCart(db, req.headers['cart-session'], customer.id);
      const outcome = await repeatOrder(db, lang, customer.id, req.body.order_id, cartId);
      reply.header('Cache-Control', 'private, no-store');
      return { cart: await cartAnswer(db, lang, outcome.cartId), dropped: outcome.dropped };
    },
  );
};
