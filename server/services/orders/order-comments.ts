import { newReviewStatus } from '../../../src/domain/review-moderation';
import type { Lang } from '../../../src/domain/paths';
import type { OrderComment, OrderCommentBody, OrderCommentState } from '../../contract/customer-orders';
import type { Db } from '../../db/connection';
import { Conflict, Invalid, NotFound, Refused } from '../platform/domain-errors';
import { commentsOf, mayComment, orderStatusLabel } from './customer-orders';
import { moveSellerRating, premoderationOn } from '../reviews/review-moderation';

/** The customer's own order, in short; another customer's order is not found, as if it did not exist. */
async function ownOrder(db: Db, customerId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .where('o.id', '=', orderId)
    .where('o.customer_id', '=', customerId)
    .select(['o.id', 'o.status', 'o.seller_id', 's.shop_name'])
    .executeTakeFirst();
}

/** What the review page needs: whose order it is, whether a comment may be written, and the comment if there is one. */
export async function orderCommentState(db: Db, lang: Lang, customerId: number, orderId: number): Promise<OrderCommentState['data']> {
  const order = await ownOrder(db, customerId, orderId);
  if (!order) throw new NotFound('orderNotFound');
  const comment = (await commentsOf(db, [order.id])).get(order.id) ?? null;
  return {
    order_id: order.id,
    seller: { id: order.seller_id, shop_name: order.shop_name },
    status: order.status,
    status_label: orderStatusLabel(lang, order.status),
    can_comment: mayComment(order.status, comment),
    comment,
  };
}

/**
 * Writes the customer's review of the order's seller and moves the seller's rating by it, in one transaction.
 * The comment counts as one review whose stars are the mean of its three ratings. The rating is kept in tenths,
 * so the new average is worked out from the old one and the count: sum3 / 3 keeps the thirds exact until rounding.
 */
export async function addOrderComment(
  db: Db,
  customerId: number,
  orderId: number,
  body: OrderCommentBody,
  now = new Date(),
): Promise<OrderComment> {
  const text = body.text.trim();
  if (!text) throw new Invalid('formInvalid', { text: [{ rule: 'required' }] });
  return db.transaction().execute(async (trx) => {
    const order = await ownOrder(trx, customerId, orderId);
    if (!order) throw new NotFound('orderNotFound');
    if (order.status !== 'fulfilled') throw new Refused('orderNotFulfilled');
    const comment = {
      service_rating: body.service_rating,
      delivery_rating: body.delivery_rating,
      relevance_rating: body.relevance_rating,
      text,
      created_at: now.toISOString(),
    };
    // The unique order_id decides between two sends racing each other: the second inserts nothing.
    const status = newReviewStatus(await premoderationOn(trx));
    const inserted = await trx
      .insertInto('order_comments')
      .values({ ...comment, order_id: order.id, customer_id: customerId, seller_id: order.seller_id, status })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new Conflict('orderCommentExists');
    // A review waiting for approval (docs/product-rules.md#review-moderation) moves the rating once it is approved.
    if (status === 'new')
      await moveSellerRating(trx, order.seller_id, comment.service_rating + comment.delivery_rating + comment.relevance_rating, 1);
    return { ...comment, hidden_reason: null, reply: null };
  });
}
