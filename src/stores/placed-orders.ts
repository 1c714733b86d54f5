/**
 * The last checkout this browser placed, for a thank-you page opened without `?checkout=` in its address. Only the
 * id is kept: the page reads the orders themselves from the server, which knows their payment and receipts.
 * Written by the checkout and the fast order, read by the thank-you page.
 */
const KEY = 'kramnytsia:placed-orders';

export function rememberPlacedCheckout(checkoutId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ checkout_id: checkoutId }));
  } catch {
    // Private mode or a full storage: the thank-you page reads the checkout id from its URL.
  }
}

export function placedCheckoutId(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    const id: unknown = raw ? (JSON.parse(raw) as { checkout_id?: unknown }).checkout_id : null;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
