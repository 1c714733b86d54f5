import { serverText } from '../../i18n/i18n';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { CancelReason } from '../../../src/domain/order-status';
import type { TrackingStage } from '../../../src/domain/waybill';
import { CUSTOMER_ORDERS_PER_PAGE, type CustomerOrder, type CustomerOrderList, type OrderComment } from '../../contract/customer-orders';
import type { Db } from '../../db/connection';
import type { OrderStatus } from '../../db/schema';
import { paymentStatusText } from '../../i18n/texts';
import { productImage } from '../catalog/media-url';
import { courierAddress, joined, namedOrders, orderLines } from './order-query';
import { receiptPath } from './receipt-pdf';

export const orderStatusLabel = (lang: Lang, status: OrderStatus) => serverText(lang, 'orders', `status.${status}`);
export const trackingStageLabel = (lang: Lang, stage: TrackingStage) => serverText(lang, 'orders', `tracking.${stage}`);

/**
 * Why the seller cancelled, as the buyer reads it in the cabinet and the push: the reason in `lang`, then the
 * seller's note; "other" is the note alone, which it always has.
 */
export function cancellationText(lang: Lang, reason: CancelReason, note: string | null): string {
  if (reason === 'other' && note) return note;
  const label = serverText(lang, 'orders', `cancelReason.${reason}`);
  return note ? `${label}. ${note}` : label;
}

/** docs/product-rules.md#cabinet: an order comment is allowed only after the order is fulfilled, and once. */
export const mayComment = (status: OrderStatus, comment: unknown) => status === 'fulfilled' && !comment;

/** The orders of one customer, newest first; `orderId` narrows them to one. Another customer's order is never found. */
function ordersOf(db: Db, lang: Lang, customerId: number) {
  return namedOrders(db, lang)
    .where('o.customer_id', '=', customerId)
    .select([
      'o.id',
      'o.created_at',
      'o.status',
      'o.seller_id',
      'o.items_total_kop',
      'o.discount_kop',
      'o.delivery_price_kop',
      'o.total_kop',
      'o.payment_status',
      'o.receipt_token',
      'o.address_street',
      'o.address_house',
      'o.address_floor',
      'o.waybill',
      'o.tracking_stage',
      'o.cancel_reason',
      'o.cancel_note',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc');
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersOf>['execute']>>[number];

export async function commentsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderComment>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_comments as c')
    .innerJoin('sellers as s', 's.id', 'c.seller_id')
    .where('c.order_id', 'in', orderIds)
    .select([
      'c.order_id',
      'c.service_rating',
      'c.delivery_rating',
      'c.relevance_rating',
      'c.text',
      'c.created_at',
      'c.status',
      'c.hidden_reason',
      'c.reply_text',
      'c.reply_at',
      's.shop_name',
    ])
    .execute();
  return new Map(
    rows.map(({ order_id, status, hidden_reason, reply_text, reply_at, shop_name, ...comment }) => [
      order_id,
      {
        ...comment,
        hidden_reason: status === 'hidden' ? hidden_reason : null,
        reply: reply_at ? { author: shop_name, text: reply_text, created_at: reply_at } : null,
      },
    ]),
  );
}

/** Items, comments and texts for a page of orders, in two queries however many orders there are. */
async function describe(db: Db, lang: Lang, rows: OrderRow[]): Promise<CustomerOrder[]> {
  const ids = rows.map((r) => r.id);
  const items = await orderLines(db, lang, ids);
  const comments = await commentsOf(db, ids);
  return rows.map((o) => {
    const comment = comments.get(o.id) ?? null;
    return {
      id: o.id,
      created_at: o.created_at,
      status: o.status,
      status_label: orderStatusLabel(lang, o.status),
      cancellation:
        o.status === 'cancelled' && o.cancel_reason
          ? { reason: o.cancel_reason, text: cancellationText(lang, o.cancel_reason, o.cancel_note) }
          : null,
      seller: { id: o.seller_id, shop_name: o.shop_name },
      items: items
        .filter((i) => i.order_id === o.id)
        .map((i) => ({
          product_id: i.product_id,
          title: i.title,
          qty: i.qty,
          price: kopecksToUah(i.price_kop),
          image: productImage(lang, i.base_product_id, 0, i.title),
        })),
      totals: {
        items: kopecksToUah(o.items_total_kop),
        discount: kopecksToUah(o.discount_kop),
        delivery: o.delivery_price_kop === null ? null : kopecksToUah(o.delivery_price_kop),
        total: kopecksToUah(o.total_kop),
      },
      payment: { title: o.payment_title, status: o.payment_status, status_label: paymentStatusText(lang, o.payment_status) },
      delivery: {
        title: o.delivery_title ?? '',
        city: o.city_name ?? '',
        address: joined(o.point_title, o.point_address, courierAddress(lang, o)),
        waybill: o.waybill,
        tracking: o.tracking_stage ? trackingStageLabel(lang, o.tracking_stage) : null,
      },
      download_pdf_link: receiptPath(o.id, o.receipt_token),
      can_comment: mayComment(o.status, comment),
      comment,
    };
  });
}

/** One page of the customer's orders, newest first (the cabinet's orders tab). */
export async function customerOrders(db: Db, lang: Lang, customerId: number, page: number): Promise<CustomerOrderList> {
  const { n } = await db
    .selectFrom('orders')
    .where('customer_id', '=', customerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const rows = await ordersOf(db, lang, customerId)
    .limit(CUSTOMER_ORDERS_PER_PAGE)
    .offset((page - 1) * CUSTOMER_ORDERS_PER_PAGE)
    .execute();
  return {
    data: await describe(db, lang, rows),
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / CUSTOMER_ORDERS_PER_PAGE)),
      per_page: CUSTOMER_ORDERS_PER_PAGE,
      total,
    },
  };
}

/** One of the customer's orders, or null when there is no such order of theirs. */
export async function customerOrder(db: Db, lang: Lang, customerId: number, orderId: number): Promise<CustomerOrder | null> {
  const row = await ordersOf(db, lang, customerId).where('o.id', '=', orderId).executeTakeFirst();
  return row ? ((await describe(db, lang, [row]))[0] ?? null) : null;
}
