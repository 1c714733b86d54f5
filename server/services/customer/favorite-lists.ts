import type { Lang } from '../../../src/domain/paths';
import {
  FAVORITE_LISTS_MAX,
  type FavoriteList,
  type FavoriteLists,
  type FavoriteProduct,
  type SharedFavoriteList,
} from '../../contract/favorite-lists';
import type { Db } from '../../db/connection';
import { Conflict, NotFound } from '../platform/domain-errors';
import { serverText } from '../../i18n/i18n';
import { newShareId } from './favorites';
import { cardQuery, toCards } from '../catalog/product-cards';

/**
 * Favourite lists in the cabinet (docs/product-rules.md#cabinet "Favourite lists", 6, 7 "Favourites"). A product sits in at most
 * one of a customer's lists: attaching moves it there. So the heart keeps meaning "in my favourites", and
 * taking it out (the heart, or "remove" in a list) takes it out of the one list that holds it.
 */

const defaultListName = (lang: Lang) => serverText(lang, 'favorites', 'defaultListName');

type ListRow = { id: number; name: string | null; is_default: number; is_shared: number; share_id: string };

const listName = (row: { name: string | null }, lang: Lang) => row.name ?? defaultListName(lang);

/** The customer's own list, or 404: another customer's list looks exactly like one that does not exist. */
async function ownList(db: Db, customerId: number, listId: number): Promise<ListRow> {
  const row = await db
    .selectFrom('favorite_lists')
    .where('id', '=', listId)
    .where('customer_id', '=', customerId)
    .select(['id', 'name', 'is_default', 'is_shared', 'share_id'])
    .executeTakeFirst();
  if (!row) throw new NotFound('favoriteListNotFound');
  return row;
}

/** The products of the given lists as cards, the latest added first, grouped by list. */
async function productsOf(db: Db, lang: Lang, listIds: number[]): Promise<Map<number, FavoriteProduct[]>> {
  const byList = new Map<number, FavoriteProduct[]>();
  if (listIds.length === 0) return byList;
  const rows = await cardQuery(db, lang, 'chosen')
    .innerJoin('favorite_items as fi', 'fi.product_id', 'p.id')
    .where('fi.list_id', 'in', listIds)
    .select(['fi.list_id', 'p.min_cart_quantity'])
    .orderBy('fi.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const cards = await toCards(db, lang, rows);
  rows.forEach((row, i) => {
    const list = byList.get(row.list_id) ?? [];
    list.push({ ...cards[i]!, min_cart_quantity: row.min_cart_quantity });
    byList.set(row.list_id, list);
  });
  return byList;
}

/** The default list first, then the others oldest first; `minimal` leaves the products out (pickers). */
export async function favoriteLists(db: Db, lang: Lang, customerId: number, { minimal = false } = {}): Promise<FavoriteLists> {
  const rows = await db
    .selectFrom('favorite_lists as l')
    .leftJoin('favorite_items as i', 'i.list_id', 'l.id')
    .where('l.customer_id', '=', customerId)
    .groupBy(['l.id', 'l.name', 'l.is_default', 'l.is_shared', 'l.share_id', 'l.created_at'])
    .select((eb) => ['l.id', 'l.name', 'l.is_default', 'l.is_shared', 'l.share_id', eb.fn.count<number>('i.product_id').as('count')])
    .orderBy('l.is_default', 'desc')
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  const products = minimal
    ? null
    : await productsOf(
        db,
        lang,
        rows.map((r) => r.id),
      );
  return {
    data: rows.map((r): FavoriteList => ({
      id: r.id,
      name: listName(r, lang),
      is_default: r.is_default === 1,
      is_shared: r.is_shared === 1,
      share_id: r.share_id,
      // PostgreSQL answers count() as a string
      count: Number(r.count),
      ...(products && { products: products.get(r.id) ?? [] }),
    })),
  };
}

export async function createFavoriteList(db: Db, customerId: number, name: string): Promise<void> {
  const { n } = await db
    .selectFrom('favorite_lists')
    .where('customer_id', '=', customerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= FAVORITE_LISTS_MAX) throw new Conflict('tooManyFavoriteLists');
  await db
    .insertInto('favorite_lists')
    .values({
      customer_id: customerId,
      name: name.trim(),
      is_default: 0,
      share_id: newShareId(),
      is_shared: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Renames the list, and opens it to anyone with its link or closes it again. */
export async function changeFavoriteList(
  db: Db,
  customerId: number,
  listId: number,
  change: { name?: string; is_shared?: boolean },
): Promise<void> {
  await ownList(db, customerId, listId);
  if (change.name === undefined && change.is_shared === undefined) return;
  await db
    .updateTable('favorite_lists')
    .set({
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.is_shared !== undefined && { is_shared: change.is_shared ? 1 : 0 }),
    })
    .where('id', '=', listId)
    .execute();
}

/** Deletes a list, its items with it (the foreign key cascades); the default list stays: the heart adds to it. */
export async function deleteFavoriteList(db: Db, customerId: number, listId: number): Promise<void> {
  const list = await ownList(db, customerId, listId);
  if (list.is_default === 1) throw new Conflict('favoriteDefaultListUndeletable');
  await db.deleteFrom('favorite_lists').where('id', '=', listId).execute();
}

/** Moves the products into the list: out of the customer's other lists; products not yet kept join too. */
export async function attachItems(db: Db, customerId: number, listId: number, productIds: number[]): Promise<void> {
  await ownList(db, customerId, listId);
  const known = await db.selectFrom('products').where('id', 'in', productIds).select('id').execute();
  if (known.length !== productIds.length) throw new NotFound('productNotFound');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const otherLists = trx.selectFrom('favorite_lists').where('customer_id', '=', customerId).where('id', '!=', listId).select('id');
    await trx.deleteFrom('favorite_items').where('product_id', 'in', productIds).where('list_id', 'in', otherLists).execute();
    await trx
      .insertInto('favorite_items')
      .values(productIds.map((product_id) => ({ list_id: listId, product_id, created_at: now })))
      .onConflict((oc) => oc.columns(['list_id', 'product_id']).doNothing())
      .execute();
  });
}

const sharedList = (db: Db, shareId: string) =>
  db.selectFrom('favorite_lists').where('share_id', '=', shareId).where('is_shared', '=', 1).select(['id', 'name']).executeTakeFirst();

/** docs/product-rules.md#routes-and-screens /favorites/share/{id}: anyone sees a shared list; a closed or unknown one is a 404. */
export async function sharedFavoriteList(db: Db, lang: Lang, shareId: string): Promise<SharedFavoriteList> {
  const list = await sharedList(db, shareId);
  if (!list) throw new NotFound('sharedFavoritesNotFound');
  const products = (await productsOf(db, lang, [list.id])).get(list.id) ?? [];
  return { data: { name: listName(list, lang), count: products.length, products } };
}
