import type { FastifyReply, FastifyRequest } from 'fastify';
import { CartAnswer, CartQtyChange, CartRemoval, CartSessionHeader } from '../contract/cart';
import { errorResponses, ErrorBody } from '../contract/common';
import type { Db } from '../db/connection';
import { inGroupedCommit } from '../db/grouped-commit';
import { customerIfAny } from '../http/customer';
import { CART_ID, keepDeviceId, sentDeviceId } from '../http/device-id';
import { againIfKeyTaken, idempotencyKey, newcomerScope, requestFingerprint, runOnce } from '../http/idempotency';
import { requestLang } from '../http/lang';
import { cartAnswer, removeFromCart, setCartQty, usableCart } from '../services/customer/cart';
import type { RoutePlugin } from './context';

const tags = ['cart'];
const headers = CartSessionHeader;

/** A change's answers: the cart, or 422 for an Idempotency-Key first sent with another change. */
const changeResponses = { 200: CartAnswer, ...errorResponses, 422: ErrorBody } as const;

/** A change answers the cart's id; only the id is stored per Idempotency-Key, the cart itself is read fresh. */
type Changed = { status: 200; body: { cart_session: string | null } };

export const cartRoutes: RoutePlugin = async (app, { db, config }) => {
  /** The cart this request may read or change: the signed-in customer's, or the guest's header (or cookie). */
  const cartOf = async (trx: Db, req: FastifyRequest) => {
    const customerId = customerIfAny(req)?.id ?? null;
    return { customerId, cartId: await usableCart(trx, sentDeviceId(req, CART_ID), customerId) };
  };

  /** docs/product-rules.md#cart: the id lives in the cart_session cookie too, so a browser that lost its storage keeps its cart. */
  const answer = (reply: FastifyReply, cartId: string | null, cart: CartAnswer) => {
    reply.header('Cache-Control', 'private, no-store');
    if (cartId) keepDeviceId(reply, CART_ID, cartId, config.https);
    return cart;
  };

  /**
   * Runs a change once per Idempotency-Key, scoped by the cart it was made on. Before there is one, by who
   * starts it: the customer, or the guest's client (so a lost first answer replays the same new cart to
   * that guest, and never hands it to another guest who sends the same key). A replay answers the cart as it is now.
   * Finding the cart, the change and reading the cart back are one transaction: SQLite starts one for every
   * statement otherwise, and those starts were a tenth of an add's time (docs/decisions/0039-the-add-to-cart-path.md).
   * Changes that arrive together share that transaction's commit (docs/decisions/0041-grouped-commits.md).
   */
  const change = async (
    req: FastifyRequest,
    reply: FastifyReply,
    write: (trx: Db, cartId: string | null, customerId: number | null) => Promise<string | null>,
  ) => {
    const key = idempotencyKey(req);
    const lang = requestLang(req);
    const changed = await againIfKeyTaken(() =>
      inGroupedCommit(db, async (trx) => {
        const { cartId, customerId } = await cartOf(trx, req);
        const scope = cartId
          ? `cart:${cartId}`
          : customerId !== null
            ? `cart:new:customer:${customerId}`
            : newcomerScope('cart', req, config.secret);
        const done = await runOnce<Changed>(trx, scope, key, {
          fingerprint: requestFingerprint(req),
          write: async (trx) => ({ status: 200, body: { cart_session: await write(trx, cartId, customerId) } }),
        });
        const id = done.body.cart_session;
        return { id, cart: await cartAnswer(trx, lang, id) };
      }),
    );
    return answer(reply, changed.id, changed.cart);
  };

  app.post(
    '/api/cart/items',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'The cart; without a known session an empty cart (no cart is started)',
        headers,
        response: { 200: CartAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { cartId } = await cartOf(db, req);
      return answer(reply, cartId, await cartAnswer(db, requestLang(req), cartId));
    },
  );

  app.put(
    '/api/cart/update',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Set the quantity of a product in the cart (0 removes it); the first change starts the cart',
        headers,
        body: CartQtyChange,
        response: changeResponses,
      },
    },
    async (req, reply) =>
      change(req, reply, (trx, cartId, customerId) => setCartQty(trx, cartId, customerId, req.body.product_id, req.body.qty)),
  );

  app.delete(
    '/api/cart/update',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Remove a product from the cart (one not in it is no error)',
        headers,
        body: CartRemoval,
        response: changeResponses,
      },
    },
    async (req, reply) => change(req, reply, (trx, cartId) => removeFromCart(trx, cartId, req.body.product_id)),
  );
};
