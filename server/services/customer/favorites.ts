import { serverText } from '../../i18n/i18n';
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../src/domain/paths';
import type { FavoriteSummary } from '../../contract/favorites';
import type { Db } from '../../db/connection';
import { NotFound } from '../platform/domain-errors';

/** 128 random bits, url-safe: a shared list is reached only by its link (docs/product-rules.md#routes-and-screens /favorites/share/{id}). */
export const newShareId = () => randomBytes(16).toString('base64url');

const defaultListName = (lang: Lang) => serverText(lang, 'favorites', 'defaultListName');

const ownLists = (db: Db, customerId: number) => db.selectFrom('favorite_lists').where('customer_id', '=', customerId).select('id');

async function requireProduct(db: Db, productId: number): Promise<void> {
  const row = await db.selectFrom('products').where('id', '=', productId).select('id').executeTakeFirst();
  if (!row) throw new NotFound('productNotFound');
}

const findDefaultList = async (db: Db, customerId: number) =>
  (await db.selectFrom('favorite_lists').where('customer_id', '=', customerId).where('is_default', '=', 1).select('id').executeTakeFirst())
    ?.id;

/** The list the heart fills, made on first use. */
async function defaultList(db: Db, customerId: number): Promise<number> {
  const found = await findDefaultList(db, customerId);
  if (found !== undefined) return found;
  await db
    .insertInto('favorite_lists')
    .values({
      customer_id: customerId,
      name: null,
      is_default: 1,
      share_id: newShareId(),
      is_shared: 0,
      created_at: new Date().toISOString(),
    })
    // The first hearts from two tabs at once: the unique default index lets one insert win, the other reads it.
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findDefaultList(db, customerId))!;
}

/** Puts the offer into the default list; one already there stays as it was (with its date). */
export async function addFavorite(db: Db, customerId: number, productId: number): Promise<void> {
  await requireProduct(db, productId);
  const listId = await defaultList(db, customerId);
  await db
    .insertInto('favorite_items')
    .values({ list_id: listId, product_id: productId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['list_id', 'product_id']).doNothing())
    .execute();
}

/** Takes the offer out of every list of the customer: the heart means "in my favourites" anywhere. */
export async function removeFavorite(db: Db, customerId: number, productId: number): Promise<void> {
  await requireProduct(db, productId);
  await db.deleteFrom('favorite_items').where('product_id', '=', productId).where('list_id', 'in', ownLists(db, customerId)).execute();
}

export async function favoriteSummary(db: Db, lang: Lang, customerId: number): Promise<FavoriteSummary> {
  const [products, lists] = await Promise.all([
    db
      .selectFrom('favorite_items')
      .where('list_id', 'in', ownLists(db, customerId))
      .groupBy('product_id')
      .select((eb) => ['product_id', eb.fn.max('created_at').as('added_at')])
      .orderBy('added_at', 'desc')
      .orderBy('product_id', 'desc')
      .execute(),
    db
      .selectFrom('favorite_lists as l')
      .leftJoin('favorite_items as i', 'i.list_id', 'l.id')
      .where('l.customer_id', '=', customerId)
      .groupBy(['l.id', 'l.name', 'l.is_default', 'l.is_shared', 'l.created_at'])
      .select((eb) => ['l.id', 'l.name', 'l.is_default', 'l.is_shared', eb.fn.count<number>('i.product_id').as('count')])
      .orderBy('l.is_default', 'desc')
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute(),
  ]);
  const product_ids = products.map((p) => p.product_id);
  return {
    data: {
      product_ids,
      count: product_ids.length,
      lists: lists.map((l) => ({
        id: l.id,
        name: l.name ?? defaultListName(lang),
        is_default: l.is_default === 1,
        is_shared: l.is_shared === 1,
        // PostgreSQL answers count() as a string
        count: Number(l.count),
      })),
    },
  };
}
