import { randomBytes } from 'node:crypto';
import { CART_QTY_MAX, cartTotals } from '../../../src/domain/cart-rules';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { CartAnswer } from '../../contract/cart';
import { compiledOnce } from '../../db/compiled-query';
import type { Db } from '../../db/connection';
import { isMissingReference } from '../../db/constraint-violation';
import { NotFound } from '../platform/domain-errors';
import { col } from '../catalog/lang-columns';
import { productImage } from '../catalog/media-url';
import { sellableStock } from '../catalog/sellable-offer';

/** The id is all a guest has: 128 random bits, so nobody reaches another shopper's cart by guessing. */
const SESSION_ID = /^[0-9a-f]{32}$/;
const newSessionId = () => randomBytes(16).toString('hex');

const customerCart = async (db: Db, customerId: number) =>
  (await db.selectFrom('carts').where('customer_id', '=', customerId).select('id').executeTakeFirst())?.id ?? null;

const namedCart = compiledOnce((db, id: string) => db.selectFrom('carts').where('id', '=', id).select(['id', 'customer_id']));

/**
 * The cart a request may use, or null. A customer's cart is tied to the customer: a guest cart the
 * customer brings becomes theirs when they have none yet (login merges two carts).
 * A customer's cart is never opened by anyone else, so after logout the browser's id reads as empty.
 */
export async function usableCart(db: Db, sessionId: string | undefined, customerId: number | null): Promise<string | null> {
  const named = sessionId && SESSION_ID.test(sessionId) ? (await namedCart(db, sessionId)).rows[0] : undefined;
  if (customerId === null) return named && named.customer_id === null ? named.id : null;
  const own = await customerCart(db, customerId);
  if (own || !named || named.customer_id !== null) return own;
  await db.updateTable('carts').set({ customer_id: customerId }).where('id', '=', named.id).where('customer_id', 'is', null).execute();
  return customerCart(db, customerId);
}

/** Changes need a cart: the first one starts it. */
async function ensureCart(db: Db, cartId: string | null, customerId: number | null): Promise<string> {
  if (cartId) return cartId;
  const id = newSessionId();
  const now = new Date().toISOString();
  await db
    .insertInto('carts')
    .values({ id, customer_id: customerId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  // A customer's first changes from two tabs at once: the one that lost the race joins the winner's cart.
  return customerId === null ? id : (await customerCart(db, customerId))!;
}

const touchCart = compiledOnce((db, id: string, now: string) => db.updateTable('carts').set({ updated_at: now }).where('id', '=', id));
const touch = (db: Db, cartId: string) => touchCart(db, cartId, new Date().toISOString());

// A change of quantity keeps the item's place in the cart.
const putLine = compiledOnce((db, cart_id: string, product_id: number, qty: number, added_at: string) =>
  db
    .insertInto('cart_items')
    .values({ cart_id, product_id, qty, added_at })
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ qty })),
);

/**
 * Sets how many units of the product the cart holds (0 removes it); answers the cart's id, null when
 * there was no cart and nothing to put in one. A quantity over the stock is kept: the cart warns about it.
 * `db` is a transaction: an unknown product is found by the line's foreign key (one statement fewer on every
 * add), and throwing then takes back the cart the change may have started.
 */
export async function setCartQty(
  db: Db,
  cartId: string | null,
  customerId: number | null,
  productId: number,
  qty: number,
): Promise<string | null> {
  if (qty === 0) return removeFromCart(db, cartId, productId);
  const id = await ensureCart(db, cartId, customerId);
  try {
    await putLine(db, id, productId, qty, new Date().toISOString());
  } catch (error) {
    // The cart was found or made in this same transaction, so the missing row is the product.
    if (isMissingReference(error)) throw new NotFound('productNotFound');
    throw error;
  }
  await touch(db, id);
  return id;
}

/** Removing what is not in the cart (or an offer the catalogue dropped) is no error: the shopper gets what they asked. */
export async function removeFromCart(db: Db, cartId: string | null, productId: number): Promise<string | null> {
  if (!cartId) return null;
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('product_id', '=', productId).execute();
  await touch(db, cartId);
  return cartId;
}

/** What a stored quantity should be: null for one that is not a positive whole number, the limit for one above it. */
function storableQty(qty: number): number | null {
  return Number.isSafeInteger(qty) && qty >= 1 ? Math.min(qty, CART_QTY_MAX) : null;
}

/**
 * A line holding a quantity no change could set (an older bug stored "Infinity") would fail every answer
 * of its cart and its checkout: reading the cart mends it for good, dropping it or bringing it to the limit.
 */
async function mendLine(db: Db, cartId: string, productId: number, qty: number | null): Promise<void> {
  if (qty === null) await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('product_id', '=', productId).execute();
  else await db.updateTable('cart_items').set({ qty }).where('cart_id', '=', cartId).where('product_id', '=', productId).execute();
}

const cartLines = (lang: Lang) =>
  compiledOnce((db, cartId: string) =>
    db
      .selectFrom('cart_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .innerJoin('sellers as s', 's.id', 'p.seller_id')
      .where('i.cart_id', '=', cartId)
      .select([
        'i.product_id',
        'i.qty',
        'p.base_product_id',
        // a paused seller's line reads as unavailable, as a sold-out one does
        sellableStock('p').as('stock'),
        'p.min_cart_quantity',
        'p.price_kop',
        'p.old_price_kop',
        'p.warehouse_id',
        `b.${col('title', lang)} as title`,
        'b.photo_keys',
        's.id as seller_id',
        's.shop_name',
      ])
      .orderBy('i.added_at')
      .orderBy('i.product_id'),
  );
const CART_LINES = { uk: cartLines('uk'), ru: cartLines('ru') };

/** The cart with today's prices and stock. */
export async function cartAnswer(db: Db, lang: Lang, cartId: string | null): Promise<CartAnswer> {
  const stored = cartId ? (await CART_LINES[lang](db, cartId)).rows : [];
  const rows = [];
  for (const row of stored) {
    const qty = storableQty(row.qty);
    if (qty !== row.qty) await mendLine(db, cartId!, row.product_id, qty);
    if (qty !== null) rows.push({ ...row, qty });
  }
  const items = rows.map((r) => ({
    product_id: r.product_id,
    base_product_id: r.base_product_id,
    qty: r.qty,
    qty_store: r.stock,
    min_cart_quantity: r.min_cart_quantity,
    price: kopecksToUah(r.price_kop),
    old_price: r.old_price_kop === null ? null : kopecksToUah(r.old_price_kop),
    title: r.title,
    image: productImage(lang, r.base_product_id, 0, r.title, r.photo_keys),
    seller: { id: r.seller_id, shop_name: r.shop_name },
    warehouse_id: r.warehouse_id,
  }));
  return { items, meta: cartTotals(items), cart_session: cartId };
}
