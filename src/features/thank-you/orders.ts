import type { PlacedOrders } from '../../stores/placed-orders';

export type PaymentStatus = PlacedOrders['data'][number]['payment_status'];

/** An order as the thank-you page shows it; what only the browser that placed it knows may be missing. */
export interface ThankYouOrder {
  id: number;
  payment_status: PaymentStatus;
  shop_name?: string;
  total?: number;
  download_pdf_link?: string;
}

export interface FreshStatus {
  order_id: number;
  payment_status: PaymentStatus;
}

/**
 * The orders to thank for: those this browser remembers (when they belong to the checkout in the URL), with the
 * server's fresh payment statuses on top. Coming back from the payment page in a browser that kept nothing (private
 * mode), the server's list alone still gives the order numbers and their statuses.
 */
export function thankYouOrders(remembered: PlacedOrders | null, checkoutId: string | null, fresh: readonly FreshStatus[]): ThankYouOrder[] {
  const mine = remembered && (checkoutId === null || remembered.checkout_id === checkoutId) ? remembered.data : [];
  const statusOf = new Map(fresh.map((f) => [f.order_id, f.payment_status]));
  if (mine.length === 0) return fresh.map((f) => ({ id: f.order_id, payment_status: f.payment_status }));
  return mine.map((o) => ({
    id: o.id,
    shop_name: o.seller.shop_name,
    total: o.total,
    download_pdf_link: o.download_pdf_link,
    payment_status: statusOf.get(o.id) ?? o.payment_status,
  }));
}

/** The bank declined the payment of at least one order: the page says so plainly. */
export const paymentDeclined = (orders: readonly ThankYouOrder[]) => orders.some((o) => o.payment_status === 'fail');
