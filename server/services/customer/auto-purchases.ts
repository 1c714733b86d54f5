import { serverText } from '../../i18n/i18n';
import { AUTO_PURCHASE_DEFAULT_INTERVAL, nextPurchaseDate } from '../../../src/domain/auto-purchase';
import { isCalendarDate } from '../../../src/domain/calendar-day';
import type { Lang } from '../../../src/domain/paths';
import {
  AUTO_PURCHASE_LISTS_MAX,
  type AutoPurchaseListChange,
  type AutoPurchaseLists,
  type NewAutoPurchaseItem,
  type NewAutoPurchaseList,
  type ProductAutoPurchases,
} from '../../contract/auto-purchases';
import type { Db } from '../../db/connection';
import { Conflict, Invalid, NotFound, type FieldProblem } from '../platform/domain-errors';
import { cardQuery, toCards } from '../catalog/product-cards';

/**
 * Auto purchases (docs/product-rules.md#cabinet "Auto-purchase lists", 5, 7 "Cabinet"): a customer's lists of products bought
 * again every interval_days from start_date. Every id is checked against the customer: another customer's
 * list or item is a 404, exactly like one that does not exist. `today` is the shop's calendar day.
 */

const defaultListName = (lang: Lang) => serverText(lang, 'auto-purchases', 'defaultListName');

const ownLists = (db: Db, customerId: number) => db.selectFrom('auto_purchase_lists').where('customer_id', '=', customerId).select('id');

async function ownList(db: Db, customerId: number, listId: number) {
  const row = await db
    .selectFrom('auto_purchase_lists')
    .where('id', '=', listId)
    .where('customer_id', '=', customerId)
    .select(['id', 'start_date', 'is_default'])
    .executeTakeFirst();
  if (!row) throw new NotFound('autoPurchaseListNotFound');
  return row;
}

async function ownItem(db: Db, customerId: number, itemId: number) {
  const row = await db
    .selectFrom('auto_purchase_items')
    .where('id', '=', itemId)
    .where('list_id', 'in', ownLists(db, customerId))
    .select(['id', 'list_id', 'product_id'])
    .executeTakeFirst();
  if (!row) throw new NotFound('autoPurchaseItemNotFound');
  return row;
}

/** A start date must be a real day, today or later; `kept` (the stored date) may be sent back as it is. */
function checkStartDate(startDate: string, today: string, kept?: string): void {
  if (startDate === kept) return;
  const problem: FieldProblem | null = !isCalendarDate(startDate)
    ? { rule: 'invalid' }
    : startDate < today
      ? { reason: 'autoPurchaseStartInPast' }
      : null;
  if (problem) throw new Invalid('formInvalid', { start_date: [problem] });
}

export async function autoPurchaseLists(db: Db, lang: Lang, customerId: number, today: string): Promise<AutoPurchaseLists> {
  const lists = await db
    .selectFrom('auto_purchase_lists')
    .where('customer_id', '=', customerId)
    .select(['id', 'name', 'interval_days', 'start_date', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const rows =
    lists.length === 0
      ? []
      : await cardQuery(db, lang, 'chosen')
          .innerJoin('auto_purchase_items as ai', 'ai.product_id', 'p.id')
          .where(
            'ai.list_id',
            'in',
            lists.map((l) => l.id),
          )
          .select(['ai.id as item_id', 'ai.list_id', 'ai.qty'])
          .orderBy('ai.created_at')
          .orderBy('ai.id')
          .execute();
  const cards = await toCards(db, lang, rows);
  return {
    data: lists.map((l) => ({
      id: l.id,
      name: l.name,
      interval_days: l.interval_days,
      start_date: l.start_date,
      next_date: nextPurchaseDate(l.start_date, l.interval_days, today),
      is_default: l.is_default === 1,
      items: rows.flatMap((r, i) => (r.list_id === l.id ? [{ id: r.item_id, list_id: r.list_id, qty: r.qty, product: cards[i]! }] : [])),
    })),
  };
}

/** Makes the list the customer's one default: the others give it up first (one default by the unique index). */
async function makeDefault(db: Db, customerId: number, listId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auto_purchase_lists')
      .set({ is_default: 0 })
      .where('customer_id', '=', customerId)
      .where('is_default', '=', 1)
      .execute();
    await trx.updateTable('auto_purchase_lists').set({ is_default: 1 }).where('id', '=', listId).execute();
  });
}

async function hasDefault(db: Db, customerId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('auto_purchase_lists')
    .where('customer_id', '=', customerId)
    .where('is_default', '=', 1)
    .select('id')
    .executeTakeFirst());
}

/** A new list; the customer's first one is the default whatever was asked. */
export async function createAutoPurchaseList(db: Db, customerId: number, input: NewAutoPurchaseList, today: string): Promise<number> {
  checkStartDate(input.start_date, today);
  const { n } = await db
    .selectFrom('auto_purchase_lists')
    .where('customer_id', '=', customerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= AUTO_PURCHASE_LISTS_MAX) throw new Conflict('tooManyAutoPurchaseLists');
  const { id } = await db
    .insertInto('auto_purchase_lists')
    .values({
      customer_id: customerId,
      name: input.name.trim(),
      interval_days: input.interval_days,
      start_date: input.start_date,
      is_default: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.is_default || !(await hasDefault(db, customerId))) await makeDefault(db, customerId, id);
  return id;
}

export async function changeAutoPurchaseList(
  db: Db,
  customerId: number,
  listId: number,
  change: AutoPurchaseListChange,
  today: string,
): Promise<void> {
  const list = await ownList(db, customerId, listId);
  if (change.start_date !== undefined) checkStartDate(change.start_date, today, list.start_date);
  const fields = {
    ...(change.name !== undefined && { name: change.name.trim() }),
    ...(change.interval_days !== undefined && { interval_days: change.interval_days }),
    ...(change.start_date !== undefined && { start_date: change.start_date }),
  };
  if (Object.keys(fields).length > 0) await db.updateTable('auto_purchase_lists').set(fields).where('id', '=', listId).execute();
  if (change.is_default && list.is_default !== 1) await makeDefault(db, customerId, listId);
}

/** docs/product-rules.md#cabinet: a list that has items cannot be deleted. Deleting the default hands that role to the oldest other list. */
export async function deleteAutoPurchaseList(db: Db, customerId: number, listId: number): Promise<void> {
  const list = await ownList(db, customerId, listId);
  const item = await db.selectFrom('auto_purchase_items').where('list_id', '=', listId).select('id').executeTakeFirst();
  if (item) throw new Conflict('autoPurchaseListHasItems');
  await db.deleteFrom('auto_purchase_lists').where('id', '=', listId).execute();
  if (list.is_default !== 1) return;
  const heir = await db
    .selectFrom('auto_purchase_lists')
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .select('id')
    .executeTakeFirst();
  if (heir) await makeDefault(db, customerId, heir.id);
}

/** The default list; a customer with none gets one (every 30 days from today) so one press is enough. */
async function defaultList(db: Db, lang: Lang, customerId: number, today: string): Promise<number> {
  const found = await db
    .selectFrom('auto_purchase_lists')
    .where('customer_id', '=', customerId)
    .where('is_default', '=', 1)
    .select('id')
    .executeTakeFirst();
  if (found) return found.id;
  return createAutoPurchaseList(
    db,
    customerId,
    { name: defaultListName(lang), interval_days: AUTO_PURCHASE_DEFAULT_INTERVAL, start_date: today },
    today,
  );
}

/** Puts the product into the list (the default when none is named); one already there takes the new quantity. */
export async function addAutoPurchaseItem(
  db: Db,
  lang: Lang,
  customerId: number,
  input: NewAutoPurchaseItem,
  today: string,
): Promise<void> {
  const listId =
    input.list_id === undefined ? await defaultList(db, lang, customerId, today) : (await ownList(db, customerId, input.list_id)).id;
  const product = await db.selectFrom('products').where('id', '=', input.product_id).select('id').executeTakeFirst();
  if (!product) throw new NotFound('productNotFound');
  await db
    .insertInto('auto_purchase_items')
    .values({ list_id: listId, product_id: input.product_id, qty: input.qty, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['list_id', 'product_id']).doUpdateSet({ qty: input.qty }))
    .execute();
}

export async function changeAutoPurchaseItem(db: Db, customerId: number, itemId: number, qty: number): Promise<void> {
  await ownItem(db, customerId, itemId);
  await db.updateTable('auto_purchase_items').set({ qty }).where('id', '=', itemId).execute();
}

export async function deleteAutoPurchaseItem(db: Db, customerId: number, itemId: number): Promise<void> {
  await ownItem(db, customerId, itemId);
  await db.deleteFrom('auto_purchase_items').where('id', '=', itemId).execute();
}

/** Moves the item to another of the customer's lists; a list that already holds the product refuses (409). */
export async function moveAutoPurchaseItem(db: Db, customerId: number, itemId: number, listId: number): Promise<void> {
  const item = await ownItem(db, customerId, itemId);
  await ownList(db, customerId, listId);
  if (item.list_id === listId) return;
  const taken = await db
    .selectFrom('auto_purchase_items')
    .where('list_id', '=', listId)
    .where('product_id', '=', item.product_id)
    .select('id')
    .executeTakeFirst();
  if (taken) throw new Conflict('autoPurchaseItemInList');
  await db.updateTable('auto_purchase_items').set({ list_id: listId }).where('id', '=', itemId).execute();
}

/** Which of the customer's lists hold the product; a guest holds none. */
export async function productAutoPurchases(db: Db, customerId: number, productId: number): Promise<ProductAutoPurchases> {
  const rows = await db
    .selectFrom('auto_purchase_items as i')
    .innerJoin('auto_purchase_lists as l', 'l.id', 'i.list_id')
    .where('l.customer_id', '=', customerId)
    .where('i.product_id', '=', productId)
    .select(['i.id as item_id', 'l.id as list_id', 'l.name as list_name', 'i.qty'])
    .orderBy('l.is_default', 'desc')
    .orderBy('l.created_at')
    .execute();
  return { data: rows };
}
