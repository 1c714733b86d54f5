import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { cityDeliveries, type OrderItem, type OrderQuoting } from '../delivery/delivery';
import { savedDeliveries } from './choices';

/**
 * A signed-in customer's saved deliveries for an order (docs/product-rules.md#checkout "Saved deliveries"): those of
 * the shops the order's goods come from and the shop-less ones, newest first, each priced for the order's total as
 * its city's deliveries are. One whose delivery no longer serves its city (its pickup points there are gone), or
 * is not among `onlyIds`, is left out: the checkout could not use it. With `quotes`, a Nova Poshta one is priced as
 * its city's list prices it, by Nova Poshta's quote.
 */
export async function pricedSavedDeliveries(
  db: Db,
  lang: Lang,
  customerId: number,
  items: readonly OrderItem[],
  totalUah: number,
  onlyIds?: readonly number[],
  quotes?: OrderQuoting,
) {
  const sellers = items.length
    ? (
        await db
          .selectFrom('products')
          .where(
            'id',
            'in',
            items.map((i) => i.productId),
          )
          .select('seller_id')
          .distinct()
          .execute()
      ).map((r) => r.seller_id)
    : null;
  const saved = await savedDeliveries(db, lang, customerId, sellers);
  const byCity = new Map<number, Awaited<ReturnType<typeof cityDeliveries>>>();
  const answer = [];
  for (const delivery of saved) {
    if (onlyIds && !onlyIds.includes(delivery.delivery_id)) continue;
    let offered = byCity.get(delivery.city.id);
    if (!offered) byCity.set(delivery.city.id, (offered = await cityDeliveries(db, lang, delivery.city.id, totalUah, undefined, quotes)));
    const type = offered.find((d) => d.id === delivery.delivery_id);
    if (type) answer.push({ ...delivery, delivery_title: type.title, kind: type.kind, pricing: type.pricing, price: type.price });
  }
  return answer;
}
