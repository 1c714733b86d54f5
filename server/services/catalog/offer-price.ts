import { assertOfferPrice } from '../../../src/domain/money';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { refreshBaseProductSummary } from './base-product-summary';
import { queuePriceDropNotices } from '../notifications/notification-price';

/**
 * Sets an offer's price (whole hryvnias, in kopecks: docs/product-rules.md#money), keeps its base product's listing summary (best price) true and, when the
 * price went down, queues the notices to the customers who keep it in favourites; all in one transaction, like
 * setOfferStock (the caller's, when `db` is one). null when there is no such offer.
 */
export async function setOfferPrice(
  db: Db,
  productId: number,
  priceKop: number,
  now = new Date(),
): Promise<{ previousKop: number; priceKop: number } | null> {
  assertOfferPrice(priceKop);
  return inTransaction(db, async (trx) => {
    const offer = await trx.selectFrom('products').where('id', '=', productId).select(['price_kop', 'base_product_id']).executeTakeFirst();
    if (!offer) return null;
    await trx.updateTable('products').set({ price_kop: priceKop }).where('id', '=', productId).execute();
    await refreshBaseProductSummary(trx, [offer.base_product_id]);
    await queuePriceDropNotices(trx, productId, offer.price_kop, priceKop, now);
    return { previousKop: offer.price_kop, priceKop };
  });
}
