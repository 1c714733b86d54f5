import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { col } from '../catalog/lang-columns';
import { receiptText } from '../../i18n/texts';

/** Comma-joins the parts that are there: an address or a person is only as long as what the buyer gave. */
export const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * Orders (`o`) with their shop's name and their delivery, city, pickup point and payment named in `lang`: what the
 * cabinet and the receipt show of an order. Callers narrow it and pick the order's own columns.
 */
export function namedOrders(db: Db, lang: Lang) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .leftJoin('delivery_types as d', 'd.id', 'o.delivery_type_id')
    .leftJoin('cities as c', 'c.id', 'o.city_id')
    .leftJoin('pickup_points as pp', 'pp.id', 'o.pickup_point_id')
    .leftJoin('payment_methods as pm', 'pm.id', 'o.payment_method_id')
    .select([
      's.shop_name',
      `d.${col('title', lang)} as delivery_title`,
      `c.${col('name', lang)} as city_name`,
      `pp.${col('title', lang)} as point_title`,
      `pp.${col('address', lang)} as point_address`,
      `pm.${col('title', lang)} as payment_title`,
    ]);
}

/** The courier address of an order ("street, house, floor"), empty for a pickup. */
export function courierAddress(lang: Lang, order: { address_street: string; address_house: string; address_floor: string }): string {
  if (!order.address_street) return '';
  const floor = order.address_floor && receiptText(lang, 'floor', { floor: order.address_floor });
  return joined(receiptText(lang, 'address', { street: order.address_street, house: order.address_house }), floor);
}

/** The lines of these orders with their titles in `lang`, by order and then product; one query however many orders. */
export async function orderLines(db: Db, lang: Lang, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_items')
    .where('order_id', 'in', orderIds)
    .select(['order_id', 'product_id', 'base_product_id', `${col('title', lang)} as title`, 'qty', 'price_kop'])
    .orderBy('order_id')
    .orderBy('product_id')
    .execute();
}
