import { randomBytes } from 'node:crypto';
import { COMPARE_LIMIT_PER_CATEGORY, valuesDiffer } from '../../../src/domain/compare';
import { paths, type Lang } from '../../../src/domain/paths';
import type { CompareCategory, CompareCharacteristic, CompareListRef, CompareSummary } from '../../contract/compare';
import type { ProductCard } from '../../contract/catalog';
import type { Db } from '../../db/connection';
import { Conflict, NotFound } from '../platform/domain-errors';
import { col } from '../catalog/lang-columns';
import { valueShown } from '../catalog/sellable-offer';
import { cardQuery, toCards } from '../catalog/product-cards';

/** The id is all a guest has: 128 random bits, so nobody reaches another shopper's list by guessing. */
const SESSION_ID = /^[0-9a-f]{32}$/;
const newSessionId = () => randomBytes(16).toString('hex');

const customerSession = async (db: Db, customerId: number) =>
  (await db.selectFrom('compare_sessions').where('customer_id', '=', customerId).select('id').executeTakeFirst())?.id ?? null;

/**
 * The session a request may use, or null. A customer's list is tied to the customer: a guest list the
 * customer brings is taken over when they have none yet (merging two lists comes with login). A list
 * owned by a customer is never opened by anyone else, so after logout the browser's id reads as empty.
 */
export async function usableSession(db: Db, headerId: string | undefined, customerId: number | null): Promise<string | null> {
  const named =
    headerId && SESSION_ID.test(headerId)
      ? await db.selectFrom('compare_sessions').where('id', '=', headerId).select(['id', 'customer_id']).executeTakeFirst()
      : undefined;
  if (customerId === null) return named && named.customer_id === null ? named.id : null;
  const own = await customerSession(db, customerId);
  if (own || !named || named.customer_id !== null) return own;
  await db
    .updateTable('compare_sessions')
    .set({ customer_id: customerId })
    .where('id', '=', named.id)
    .where('customer_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('compare_sessions as o').where('o.customer_id', '=', customerId).select('o.id'))),
    )
    .execute();
  return customerSession(db, customerId);
}

/**
 * Writes need a session: the first one starts it. A guest's app may name the id it starts (`proposedId`): a first
 * product added offline waits in the outbox with an id the app made, since no server could issue one
 * (docs/decisions/0029-tabs-and-offline-screens.md). A well-formed id nobody holds is taken as it is; one that is
 * held (a customer's list this browser knew before a logout) is not, and a new one is made.
 */
export async function ensureSession(db: Db, sessionId: string | null, customerId: number | null, proposedId?: string): Promise<string> {
  if (sessionId) return sessionId;
  if (customerId === null && proposedId && SESSION_ID.test(proposedId)) {
    const started = await db
      .insertInto('compare_sessions')
      .values({ id: proposedId, customer_id: null, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(started.numInsertedOrUpdatedRows ?? 0) > 0) return proposedId;
  }
  const id = newSessionId();
  await db
    .insertInto('compare_sessions')
    .values({ id, customer_id: customerId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  // A customer's first adds from two tabs at once: the one that lost the race joins the winner's list.
  return customerId === null ? id : (await customerSession(db, customerId))!;
}

/** The compared products with their categories, oldest first. */
function itemsQuery(db: Db, lang: Lang, sessionId: string) {
  return db
    .selectFrom('compare_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .innerJoin('categories as c', 'c.id', 'b.category_id')
    .where('i.session_id', '=', sessionId)
    .select(['i.product_id', 'c.id as category_id', `c.${col('name', lang)} as category_name`])
    .orderBy('i.created_at')
    .orderBy('i.product_id');
}

type Item = Awaited<ReturnType<ReturnType<typeof itemsQuery>['execute']>>[number];

const loadItems = async (db: Db, lang: Lang, sessionId: string | null): Promise<Item[]> =>
  sessionId ? itemsQuery(db, lang, sessionId).execute() : [];

function summaryOf(items: Item[], sessionId: string | null): CompareSummary {
  const lists = new Map<number, CompareListRef>();
  for (const item of items) {
    const list = lists.get(item.category_id);
    if (list) list.count += 1;
    else
      lists.set(item.category_id, {
        category: { id: item.category_id, name: item.category_name },
        count: 1,
        url: paths.compare(item.category_id),
      });
  }
  const compare_list = items.map((i) => i.product_id);
  return {
    data: [...lists.values()],
    compare_list,
    extra: { total: compare_list.length, limit: COMPARE_LIMIT_PER_CATEGORY },
    compare_session: sessionId,
  };
}

export async function compareSummary(db: Db, lang: Lang, sessionId: string | null): Promise<CompareSummary> {
  return summaryOf(await loadItems(db, lang, sessionId), sessionId);
}

async function categoryOfProduct(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.id', '=', productId)
    .select('b.category_id')
    .executeTakeFirst();
  if (!row) throw new NotFound('productNotFound');
  return row.category_id;
}

const findCategory = (db: Db, lang: Lang, categoryId: number) =>
  db
    .selectFrom('categories')
    .where('id', '=', categoryId)
    .select(['id', `${col('name', lang)} as name`])
    .executeTakeFirst();

/** A list of a category the catalogue lacks is a 404; any real category answers, empty or not. */
async function requireCategory(db: Db, lang: Lang, categoryId: number): Promise<{ id: number; name: string }> {
  const row = await findCategory(db, lang, categoryId);
  if (!row) throw new NotFound('categoryNotFound');
  return row;
}

const offersOfCategory = (db: Db, categoryId: number) =>
  db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('b.category_id', '=', categoryId)
    .select('p.id');

/** Adding a product already in the list changes nothing; a full category list refuses with 409. */
export async function addToCompare(db: Db, sessionId: string, productId: number): Promise<void> {
  const categoryId = await categoryOfProduct(db, productId);
  await db.transaction().execute(async (trx) => {
    const inCategory = await trx
      .selectFrom('compare_items')
      .where('session_id', '=', sessionId)
      .where('product_id', 'in', offersOfCategory(trx, categoryId))
      .select('product_id')
      .execute();
    if (inCategory.some((i) => i.product_id === productId)) return;
    if (inCategory.length >= COMPARE_LIMIT_PER_CATEGORY) throw new Conflict('compareListFull');
    await trx
      .insertInto('compare_items')
      .values({ session_id: sessionId, product_id: productId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['session_id', 'product_id']).doNothing())
      .execute();
  });
}

/** Removing a product that is not in the list is not an error: the shopper gets what they asked for. */
export async function removeFromCompare(db: Db, sessionId: string | null, productId: number): Promise<void> {
  await categoryOfProduct(db, productId);
  if (sessionId) await db.deleteFrom('compare_items').where('session_id', '=', sessionId).where('product_id', '=', productId).execute();
}

export async function clearCompareCategory(db: Db, lang: Lang, sessionId: string | null, categoryId: number): Promise<void> {
  await requireCategory(db, lang, categoryId);
  if (sessionId)
    await db
      .deleteFrom('compare_items')
      .where('session_id', '=', sessionId)
      .where('product_id', 'in', offersOfCategory(db, categoryId))
      .execute();
}

/**
 * Cards of the compared offers themselves: a comparison shows the offer the shopper picked, not the
 * base product's best one.
 */
async function offerCards(db: Db, lang: Lang, offerIds: number[]): Promise<ProductCard[]> {
  if (offerIds.length === 0) return [];
  const rows = await cardQuery(db, lang, 'chosen').where('p.id', 'in', offerIds).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    db,
    lang,
    offerIds.map((id) => byId.get(id)!),
  );
}

/** Every characteristic any of the products has, in the catalogue's order, one value per product. */
async function characteristicsTable(db: Db, lang: Lang, products: ProductCard[]): Promise<CompareCharacteristic[]> {
  if (products.length === 0) return [];
  const rows = await db
    .selectFrom('base_product_values as bv')
    .innerJoin('attribute_values as v', 'v.id', 'bv.value_id')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .where(valueShown('v', 'a'))
    .where(
      'bv.base_product_id',
      'in',
      products.map((p) => p.base_product_id),
    )
    .select(['bv.base_product_id', 'a.id', `a.${col('name', lang)} as name`, `v.${col('value', lang)} as value`])
    .orderBy('a.sort')
    .orderBy('a.id')
    .orderBy('v.sort')
    .execute();
  const attributes = new Map<number, { name: string; values: Map<number, string[]> }>();
  for (const r of rows) {
    const attribute = attributes.get(r.id) ?? { name: r.name, values: new Map<number, string[]>() };
    attributes.set(r.id, attribute);
    attribute.values.set(r.base_product_id, [...(attribute.values.get(r.base_product_id) ?? []), r.value]);
  }
  return [...attributes].map(([id, { name, values }]) => {
    const row = products.map((p) => values.get(p.base_product_id)?.join(', ') ?? null);
    return { id, name, values: row, is_different: valuesDiffer(row) };
  });
}

export async function compareCategory(db: Db, lang: Lang, sessionId: string | null, categoryId: number): Promise<CompareCategory> {
  const category = await requireCategory(db, lang, categoryId);
  const items = await loadItems(db, lang, sessionId);
  const products = await offerCards(
    db,
    lang,
    items.filter((i) => i.category_id === categoryId).map((i) => i.product_id),
  );
  return { ...summaryOf(items, sessionId), data: { category, products, characteristics: await characteristicsTable(db, lang, products) } };
}
