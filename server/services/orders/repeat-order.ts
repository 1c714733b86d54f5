import { CART_QTY_MAX } from '../../../src/domain/cart-rules';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { NotFound } from '../platform/domain-errors';
import { col } from '../catalog/lang-columns';
import { setCartQty } from '../customer/cart';

interface RepeatOutcome {
  cartId: string | null;
  dropped: { product_id: number; title: string }[];
}

/**
 * docs/product-rules.md#cabinet "Repeat order": the items of a customer's past order go back into their cart, as far as they can still be
 * bought. The cart ends up holding at least what was ordered (never more than the stock, never less than the
 * offer's minimum), so repeating the same order twice does not double the cart. Offers gone from the catalogue,
 * out of stock, or with less stock than their minimum are left out and named in `dropped`.
 * Another customer's order is a 404, the same as one that does not exist.
 */
export async function repeatOrder(db: Db, lang: Lang, customerId: number, orderId: number, cartId: string | null): Promise<RepeatOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .where('id', '=', orderId)
      .where('customer_id', '=', customerId)
      .select('id')
      .executeTakeFirst();
    if (!order) throw new NotFound('orderNotFound');
    const items = await trx
      .selectFrom('order_items as i')
      .leftJoin('products as p', 'p.id', 'i.product_id')
      .leftJoin('cart_items as c', (join) => join.onRef('c.product_id', '=', 'i.product_id').on('c.cart_id', '=', cartId ?? ''))
      .where('i.order_id', '=', orderId)
      .select(['i.product_id', 'i.qty', `i.${col('title', lang)} as title`, 'p.stock', 'p.min_cart_quantity', 'c.qty as in_cart'])
      .orderBy('i.product_id')
      .execute();
    let cart = cartId;
    const dropped: RepeatOutcome['dropped'] = [];
    for (const item of items) {
      const qty = repeatQty(item.qty, item.in_cart ?? 0, item.stock, item.min_cart_quantity);
      if (qty === null) dropped.push({ product_id: item.product_id, title: item.title });
      else cart = await setCartQty(trx, cart, customerId, item.product_id, qty);
    }
    return { cartId: cart, dropped };
  });
}

/** How many the cart should hold after the repeat, or null when the offer cannot be bought (gone: stock is null). */
function repeatQty(ordered: number, inCart: number, stock: number | null, minQty: number | null): number | null {
  if (stock === null || stock <= 0) return null;
  const min = Math.max(1, minQty ?? 1);
  if (min > stock) return null;
  return Math.min(Math.max(ordered, inCart, min), stock, CART_QTY_MAX);
}
