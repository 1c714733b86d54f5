import { object, string } from 'superstruct';
import { readWebStorage, writeWebStorage, type StoredShape } from '../lib/storage';

/**
 * The last checkout this browser placed, for a thank-you page opened without `?checkout=` in its address. Only the
 * id is kept: the page reads the orders themselves from the server, which knows their payment and receipts.
 * Written by the checkout and the fast order, read by the thank-you page.
 */
const KEY = 'kramnytsia:placed-orders';

const PLACED_CHECKOUT: StoredShape<{ checkout_id: string }> = { version: 1, data: object({ checkout_id: string() }) };

export function rememberPlacedCheckout(checkoutId: string): void {
  // Private mode or a full storage: the thank-you page reads the checkout id from its URL.
  writeWebStorage(localStorage, KEY, PLACED_CHECKOUT, { checkout_id: checkoutId });
}

export function placedCheckoutId(): string | null {
  return readWebStorage(localStorage, KEY, PLACED_CHECKOUT)?.checkout_id ?? null;
}
