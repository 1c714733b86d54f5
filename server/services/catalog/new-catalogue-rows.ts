import type { Db } from '../../db/connection';
import { serverText } from '../../i18n/i18n';

/** Ids are not numbered by the engine on these catalogue tables (the seed writes its own), so the next one is taken here. */
export async function nextId(trx: Db, table: 'brands' | 'base_products' | 'products' | 'warehouses'): Promise<number> {
  const { last } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('last'))
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}

/** The seller's warehouse the offer ships from: its first, or, for a shop that has none yet, one in the capital. */
export async function sellerWarehouse(trx: Db, sellerId: number): Promise<number> {
  const first = await trx.selectFrom('warehouses').where('seller_id', '=', sellerId).select('id').orderBy('id').executeTakeFirst();
  if (first) return first.id;
  const city = await trx
    .selectFrom('cities')
    .select('id')
    .orderBy('is_capital', 'desc')
    .orderBy('population', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const id = await nextId(trx, 'warehouses');
  await trx
    .insertInto('warehouses')
    .values({
      id,
      seller_id: sellerId,
      city_id: city.id,
      title_uk: serverText('uk', 'proposed-products', 'warehouse'),
      title_ru: serverText('ru', 'proposed-products', 'warehouse'),
    })
    .execute();
  return id;
}

/** How many days the seller's offers usually take to ship: those of its first offer, or one for a shop without any. */
export async function sellerDeliveryDays(trx: Db, sellerId: number): Promise<number> {
  const first = await trx.selectFrom('products').where('seller_id', '=', sellerId).select('delivery_days').orderBy('id').executeTakeFirst();
  return first?.delivery_days ?? 1;
}
