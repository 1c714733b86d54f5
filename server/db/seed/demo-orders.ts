import type { Insertable } from 'kysely';
import { addOrderComment } from '../../services/orders/order-comments';
import type { Db } from '../connection';
import type { OrderStatus, OrderTable, PaymentStatus } from '../schema';
import { DEMO_CUSTOMER } from './demo-customer';
import { Random } from './random';

interface DemoOrder {
  createdAt: string;
  fulfilledAt: string | null;
  status: OrderStatus;
  items: number;
  delivery: 'ukrposhta_office' | 'nova_poshta_office' | 'courier';
  payment: 'card' | 'cash_on_delivery';
  paymentStatus: PaymentStatus;
  comment?: { service: number; delivery: number; relevance: number; text: string; at: string };
}

/** The demo customer's history (README): something to review, something reviewed, something on its way. */
const ORDERS: DemoOrder[] = [
  {
    createdAt: '2026-09-14T10:20:00.000Z',
    fulfilledAt: '2026-09-18T15:05:00.000Z',
    status: 'fulfilled',
    items: 2,
    delivery: 'ukrposhta_office',
    payment: 'card',
    paymentStatus: 'success',
    comment: {
      service: 5,
      delivery: 4,
      relevance: 5,
      text: 'Замовлення зібрали швидко, усе відповідало опису. Доставка забрала на день більше, ніж обіцяли, але продавець попередив.',
      at: '2026-09-20T18:40:00.000Z',
    },
  },
  {
    createdAt: '2026-10-06T08:45:00.000Z',
    fulfilledAt: '2026-10-09T12:30:00.000Z',
    status: 'fulfilled',
    items: 1,
    delivery: 'nova_poshta_office',
    payment: 'cash_on_delivery',
    paymentStatus: 'success',
  },
  {
    createdAt: '2026-10-29T19:10:00.000Z',
    fulfilledAt: null,
    status: 'sent',
    items: 1,
    delivery: 'courier',
    payment: 'card',
    paymentStatus: 'success',
  },
];

/** Random-looking but the same on every seed, so the demo's receipt links stay stable. */
const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

/**
 * Past orders of the demo customer from real offers, sellers and pickup points of the seeded catalogue. Runs after the
 * catalogue and the demo customer exist; each order's items come from one seller's warehouse, as checkout makes them.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  const customer = await db.selectFrom('customers').where('phone', '=', DEMO_CUSTOMER.phone).selectAll().executeTakeFirst();
  if (!customer) return;
  const offers = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.stock', '>', 0)
    .select(['p.id', 'p.base_product_id', 'p.seller_id', 'p.warehouse_id', 'p.price_kop', 'b.title_uk', 'b.title_ru'])
    .orderBy('p.id')
    .limit(300)
    .execute();
  // One group per seller (its first warehouse met), so the three orders come from different shops where the catalogue allows.
  const groups = new Map<number, typeof offers>();
  for (const offer of offers) {
    const group = groups.get(offer.seller_id);
    if (!group) groups.set(offer.seller_id, [offer]);
    else if (group[0]!.warehouse_id === offer.warehouse_id) group.push(offer);
  }
  const shops = [...groups.values()].sort((a, b) => b.length - a.length);
  if (!shops.length) return;

  const deliveryTypes = await db.selectFrom('delivery_types').select(['id', 'code', 'default_price_kop', 'is_by_provider']).execute();
  const payments = await db.selectFrom('payment_methods').select(['id', 'code']).execute();
  const capital = await db
    .selectFrom('cities')
    .select('id')
    .orderBy('is_capital', 'desc')
    .orderBy('population', 'desc')
    .executeTakeFirstOrThrow();
  const random = Random.for('demo-orders');

  for (const [index, demo] of ORDERS.entries()) {
    const shop = shops[index % shops.length]!;
    const lines = shop.slice(0, demo.items);
    const type = deliveryTypes.find((d) => d.code === demo.delivery)!;
    const point =
      demo.delivery === 'courier'
        ? null
        : await db
            .selectFrom('pickup_points')
            .where('delivery_type_id', '=', type.id)
            .select(['id', 'city_id'])
            .orderBy('id')
            .executeTakeFirstOrThrow();
    const itemsKop = lines.reduce((sum, l) => sum + l.price_kop, 0);
    const deliveryKop = type.is_by_provider ? null : type.default_price_kop;
    const order: Insertable<OrderTable> = {
      checkout_id: hex(random, 32),
      customer_id: customer.id,
      seller_id: lines[0]!.seller_id,
      warehouse_id: lines[0]!.warehouse_id,
      lang: 'uk',
      kind: 'checkout',
      status: demo.status,
      payment_method_id: payments.find((p) => p.code === demo.payment)!.id,
      payment_status: demo.paymentStatus,
      buyer_name: customer.name,
      buyer_surname: customer.surname,
      buyer_phone: customer.phone,
      buyer_email: customer.email ?? '',
      recipient_name: customer.name,
      recipient_surname: customer.surname,
      recipient_patronymic: customer.patronymic,
      recipient_phone: customer.phone,
      recipient_comment: '',
      delivery_type_id: type.id,
      city_id: point?.city_id ?? capital.id,
      pickup_point_id: point?.id ?? null,
      address_street: point ? '' : 'Хрещатик',
      address_house: point ? '' : '22',
      address_floor: point ? '' : '4',
      items_total_kop: itemsKop,
      discount_kop: 0,
      delivery_price_kop: deliveryKop,
      total_kop: itemsKop + (deliveryKop ?? 0),
      utm_source: '',
      admitad_uid: '',
      receipt_token: hex(random, 32),
      created_at: demo.createdAt,
      fulfilled_at: demo.fulfilledAt,
      // the demo shop has dealt with its history: only orders placed while it runs count as not opened
      seller_opened_at: demo.createdAt,
    };
    const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          order_id: id,
          product_id: l.id,
          base_product_id: l.base_product_id,
          title_uk: l.title_uk,
          title_ru: l.title_ru,
          price_kop: l.price_kop,
          qty: 1,
        })),
      )
      .execute();
    if (demo.comment) {
      const { service, delivery, relevance, text, at } = demo.comment;
      await addOrderComment(
        db,
        customer.id,
        id,
        { service_rating: service, delivery_rating: delivery, relevance_rating: relevance, text },
        new Date(at),
      );
    }
  }
}
