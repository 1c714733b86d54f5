import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { refreshBaseProductSummary } from './base-product-summary';
import { NotFound } from '../platform/domain-errors';
import { markRestocked } from '../notifications/stock-subscriptions';

/** An offer's id and stock; an unknown offer is not found. */
export async function knownOffer(db: Db, productId: number): Promise<{ id: number; stock: number }> {
  const offer = await db.selectFrom('products').where('id', '=', productId).select(['id', 'stock']).executeTakeFirst();
  if (!offer) throw new NotFound('productNotFound');
  return offer;
}

/**
 * Sets an offer's stock, keeps its base product's listing summary true and, when the offer comes back
 * from 0, marks its back-in-stock subscriptions 'to_notify'; all in one transaction (the caller's, when `db` is one),
 * so a listing never shows stock the reminders do not know about. null when there is no such offer.
 */
export async function setOfferStock(
  db: Db,
  productId: number,
  stock: number,
): Promise<{ previous: number; stock: number; toNotify: number } | null> {
  if (!Number.isInteger(stock) || stock < 0) throw new RangeError(`stock must be a non-negative integer, got ${stock}`);
  return inTransaction(db, async (trx) => {
    const offer = await trx.selectFrom('products').where('id', '=', productId).select(['stock', 'base_product_id']).executeTakeFirst();
    if (!offer) return null;
    await trx.updateTable('products').set({ stock }).where('id', '=', productId).execute();
    await refreshBaseProductSummary(trx, [offer.base_product_id]);
    const toNotify = offer.stock === 0 && stock > 0 ? await markRestocked(trx, productId) : 0;
    return { previous: offer.stock, stock, toNotify };
  });
}
