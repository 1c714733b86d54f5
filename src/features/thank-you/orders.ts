import type { CheckoutOrderStatus } from '../../api/orders';

/** An order as the thank-you page shows it, all from the server. */
export type ThankYouOrder = CheckoutOrderStatus;
export type PaymentStatus = ThankYouOrder['payment_status'];

/** The bank declined the payment of at least one order: the page says so plainly. */
export const paymentDeclined = (orders: readonly Pick<ThankYouOrder, 'payment_status'>[]) =>
  orders.some((o) => o.payment_status === 'fail');
