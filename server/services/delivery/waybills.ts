import { kyivDay } from '../../../src/domain/calendar-day';
import { orderStatusChange } from '../../../src/domain/order-status';
import { ProviderRefusedError, ProviderUnavailableError } from '../../adapters/http-retry';
import type { NovaPoshtaClient } from '../../adapters/nova-poshta';
import { createNpWaybill, type NpSender } from '../../adapters/nova-poshta-waybill';
import type { Db } from '../../db/connection';
import { Busy, Conflict, NotFound, Refused } from '../platform/domain-errors';
import { moveSellerOrder } from '../seller/seller-orders';

/** The store keeps no weights: a parcel is declared at this, and Nova Poshta weighs it at the branch. */
const DECLARED_WEIGHT_KG = 1;

/** Requests under way, by order: a second tap while the first waits for Nova Poshta joins it (one waybill). */
const underWay = new Map<number, Promise<string>>();

/**
 * The seller creates the Nova Poshta waybill of one of their orders (docs/product-rules.md#seller-orders): the order
 * goes to its recipient's branch or locker, and then moves to "sent" with that waybill through the one status move,
 * so the buyer sees the ТТН and hears of it. An order that has its waybill already answers with it: a retried call
 * makes no second one.
 */
export async function createOrderWaybill(
  db: Db,
  novaPoshta: { client: NovaPoshtaClient; sender: NpSender } | null,
  sellerId: number,
  orderId: number,
  now: Date,
): Promise<string> {
  const running = underWay.get(orderId);
  if (running) return running;
  const work = createOnce(db, novaPoshta, sellerId, orderId, now).finally(() => underWay.delete(orderId));
  underWay.set(orderId, work);
  return work;
}

async function createOnce(
  db: Db,
  novaPoshta: { client: NovaPoshtaClient; sender: NpSender } | null,
  sellerId: number,
  orderId: number,
  now: Date,
): Promise<string> {
  const order = await db
    .selectFrom('orders')
    .leftJoin('pickup_points', 'pickup_points.id', 'orders.pickup_point_id')
    .leftJoin('cities', 'cities.id', 'orders.city_id')
    .where('orders.id', '=', orderId)
    .where('orders.seller_id', '=', sellerId)
    .select([
      'orders.status',
      'orders.waybill',
      'orders.recipient_name',
      'orders.recipient_surname',
      'orders.recipient_patronymic',
      'orders.recipient_phone',
      'orders.items_total_kop',
      'pickup_points.np_ref as point_ref',
      'cities.np_ref as city_ref',
    ])
    .executeTakeFirst();
  if (!order) throw new NotFound('orderNotFound');
  if (order.waybill && order.status === 'sent') return order.waybill;
  if (orderStatusChange(order.status, 'sent') === 'refused') throw new Conflict('orderStatusRefused');
  if (!order.point_ref || !order.city_ref) throw new Refused('waybillNotNovaPoshta');
  if (!novaPoshta) throw new Refused('waybillNotConfigured');

  const items = await db
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .select(['title_uk', 'qty'])
    .orderBy('product_id')
    .execute();
  const { year, month, day } = kyivDay(now);
  let number: string;
  try {
    number = await createNpWaybill(novaPoshta.client, novaPoshta.sender, {
      orderId,
      recipient: {
        firstName: order.recipient_name,
        lastName: order.recipient_surname,
        middleName: order.recipient_patronymic,
        phone: order.recipient_phone,
      },
      cityRef: order.city_ref,
      warehouseRef: order.point_ref,
      cost: Math.max(1, Math.round(order.items_total_kop / 100)),
      description: parcelDescription(items),
      weight: DECLARED_WEIGHT_KG,
      seats: 1,
      date: `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new Busy('novaPoshtaUnavailable');
    if (error instanceof ProviderRefusedError) throw new Refused('novaPoshtaRefused');
    throw error;
  }
  await moveSellerOrder(db, sellerId, orderId, 'sent', now, number);
  return number;
}

/** What the parcel holds, as Nova Poshta's description field takes it: the titles, cut to its length. */
function parcelDescription(items: { title_uk: string; qty: number }[]): string {
  const text = items.map((item) => (item.qty > 1 ? `${item.title_uk} ×${item.qty}` : item.title_uk)).join('; ') || 'Товари';
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}
