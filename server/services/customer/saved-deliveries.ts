import { SAVED_MAX } from '../../../src/domain/profile-rules';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { CustomerDeliveryTable } from '../../db/schema';
import { LimitReached, NotFound } from '../platform/domain-errors';
import { col } from '../catalog/lang-columns';

/** A saved delivery as asked for: a pickup point, or a courier address (the row without whose and when). */
export type DeliveryInput = Omit<CustomerDeliveryTable, 'id' | 'customer_id' | 'created_at'>;

/** The delivery's kind, or null for no such delivery: what the form needs (a point, or street and house) depends on it. */
export async function deliveryKind(db: Db, deliveryId: number): Promise<'office' | 'address' | null> {
  return (await db.selectFrom('delivery_types').where('id', '=', deliveryId).select('kind').executeTakeFirst())?.kind ?? null;
}

/** The fields of the input that name nothing real, for a 400; empty when all do. */
export async function unknownDeliveryParts(db: Db, input: DeliveryInput, kind: 'office' | 'address' | null): Promise<string[]> {
  const bad: string[] = [];
  if (!kind) bad.push('delivery_id');
  if (!(await db.selectFrom('cities').where('id', '=', input.city_id).select('id').executeTakeFirst())) bad.push('city_id');
  if (input.seller_id !== null && !(await sellerExists(db, input.seller_id))) bad.push('seller_id');
  if (kind === 'office' && input.delivery_warehouse_id !== null) {
    // The point must be one of this delivery's in this city: a point of another carrier or town is no choice.
    const point = await db
      .selectFrom('pickup_points')
      .where('id', '=', input.delivery_warehouse_id)
      .where('city_id', '=', input.city_id)
      .where('delivery_type_id', '=', input.delivery_id)
      .select('id')
      .executeTakeFirst();
    if (!point) bad.push('delivery_warehouse_id');
  }
  return bad;
}

export const sellerExists = async (db: Db, id: number) =>
  Boolean(await db.selectFrom('sellers').where('id', '=', id).select('id').executeTakeFirst());

function savedQuery(db: Db, lang: Lang, customerId: number) {
  return db
    .selectFrom('customer_deliveries as d')
    .innerJoin('delivery_types as t', 't.id', 'd.delivery_id')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .leftJoin('pickup_points as p', 'p.id', 'd.delivery_warehouse_id')
    .where('d.customer_id', '=', customerId)
    .select([
      'd.id',
      'd.delivery_id',
      `t.${col('title', lang)} as delivery_title`,
      't.kind',
      'd.city_id',
      `c.${col('name', lang)} as city_name`,
      'd.delivery_warehouse_id',
      `p.${col('title', lang)} as office_title`,
      `p.${col('address', lang)} as office_address`,
      'd.street',
      'd.house',
      'd.flat',
      'd.seller_id',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof savedQuery>['executeTakeFirstOrThrow']>>;

const toSaved = ({ city_id, city_name, ...row }: Row) => ({ ...row, city: { id: city_id, name: city_name } });

export async function savedDeliveries(db: Db, lang: Lang, customerId: number) {
  return (await savedQuery(db, lang, customerId).orderBy('d.id', 'desc').execute()).map(toSaved);
}

async function savedDelivery(db: Db, lang: Lang, customerId: number, id: number) {
  const row = await savedQuery(db, lang, customerId).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('savedDeliveryNotFound');
  return toSaved(row);
}

const fold = (text: string) => text.trim().toLocaleLowerCase('uk');

/**
 * Saves a delivery, or answers the same one saved already (same shop, carrier and city, and the same point or
 * address): the checkout saves on every order and must not pile up copies.
 */
export async function storeDelivery(db: Db, lang: Lang, customerId: number, input: DeliveryInput, now = new Date()) {
  const saved = await db.selectFrom('customer_deliveries').where('customer_id', '=', customerId).selectAll().execute();
  const same = saved.find(
    (d) =>
      d.seller_id === input.seller_id &&
      d.delivery_id === input.delivery_id &&
      d.city_id === input.city_id &&
      d.delivery_warehouse_id === input.delivery_warehouse_id &&
      fold(d.street) === fold(input.street) &&
      fold(d.house) === fold(input.house) &&
      fold(d.flat) === fold(input.flat),
  );
  if (same) return savedDelivery(db, lang, customerId, same.id);
  if (saved.length >= SAVED_MAX) throw new LimitReached('tooManySavedDeliveries');
  const { id } = await db
    .insertInto('customer_deliveries')
    .values({ customer_id: customerId, ...input, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return savedDelivery(db, lang, customerId, id);
}

/** Saves several at once, all or none: the limit refusing the 3rd leaves the first two unsaved too. */
export async function storeDeliveries(db: Db, lang: Lang, customerId: number, inputs: readonly DeliveryInput[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const input of inputs) await storeDelivery(trx, lang, customerId, input);
  });
}

export async function deleteDelivery(db: Db, lang: Lang, customerId: number, id: number): Promise<void> {
  await savedDelivery(db, lang, customerId, id);
  await db.deleteFrom('customer_deliveries').where('id', '=', id).where('customer_id', '=', customerId).execute();
}
