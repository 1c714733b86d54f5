import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { DeliveryType, PaymentMethod, SavedDelivery, SavedRecipient } from '../../contract/checkout';
import type { Static } from 'typebox';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { col } from '../catalog/lang-columns';

/** Whether the store takes payments online: it has an acquirer (PAYMENT_PROVIDER). */
export type PaymentOffer = Pick<Config, 'paymentProvider'>;

/**
 * Every seller takes every method the store offers: the seed's card and cash on delivery, or cash on delivery
 * alone when the store has no acquirer (docs/product-rules.md#a-store-in-production).
 */
export async function paymentMethods(db: Db, lang: Lang, offer: PaymentOffer): Promise<Static<typeof PaymentMethod>[]> {
  let query = db.selectFrom('payment_methods').select(['id', `${col('title', lang)} as title`, 'is_online']);
  if (offer.paymentProvider === null) query = query.where('is_online', '=', 0);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, title: row.title, is_online: row.is_online === 1 }));
}

export async function deliveryTypes(db: Db, lang: Lang): Promise<Static<typeof DeliveryType>[]> {
  const rows = await db
    .selectFrom('delivery_types')
    .select(['id', 'code', `${col('title', lang)} as title`, 'kind', 'is_by_provider', 'free_from_kop', 'default_price_kop'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    pricing: {
      is_by_provider: row.is_by_provider === 1,
      free_from: row.free_from_kop === null ? null : kopecksToUah(row.free_from_kop),
      default_price: kopecksToUah(row.default_price_kop),
    },
  }));
}

/** The customer's saved recipient for the shop: one saved for this shop first, else a shop-less one; the newest. */
export async function savedRecipient(db: Db, customerId: number, sellerId: number): Promise<Static<typeof SavedRecipient> | null> {
  const row = await db
    .selectFrom('customer_contacts')
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('seller_id', '=', sellerId), eb('seller_id', 'is', null)]))
    .select(['id', 'name', 'surname', 'patronymic', 'phone'])
    .orderBy((eb) => eb.case().when('seller_id', 'is', null).then(1).else(0).end())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The customer's saved deliveries for the shop (or shops; null: every shop) and the shop-less ones, newest first. */
export async function savedDeliveries(
  db: Db,
  lang: Lang,
  customerId: number,
  sellerId: number | readonly number[] | null,
): Promise<Static<typeof SavedDelivery>[]> {
  const shops = typeof sellerId === 'number' ? [sellerId] : sellerId;
  const rows = await db
    .selectFrom('customer_deliveries as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .leftJoin('pickup_points as p', 'p.id', 'd.delivery_warehouse_id')
    .where('d.customer_id', '=', customerId)
    .$if(shops !== null, (q) =>
      q.where((eb) => eb.or([...(shops!.length ? [eb('d.seller_id', 'in', shops!)] : []), eb('d.seller_id', 'is', null)])),
    )
    .select([
      'd.id',
      'd.delivery_id',
      'd.city_id',
      `c.${col('name', lang)} as city_name`,
      'd.delivery_warehouse_id',
      `p.${col('title', lang)} as office_title`,
      'd.street',
      'd.house',
      'd.flat',
    ])
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    delivery_id: row.delivery_id,
    city: { id: row.city_id, name: row.city_name },
    delivery_warehouse_id: row.delivery_warehouse_id,
    office_title: row.office_title ?? null,
    street: row.street,
    house: row.house,
    flat: row.flat,
  }));
}
