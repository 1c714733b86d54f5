/**
 * SPEC 4 "Checkout flow": placed orders are kept in local storage for the thank-you page, so a reload, a
 * print or the way back from the payment page still shows them. Written by the checkout and the fast
 * order, read by the thank-you page.
 */
export interface PlacedOrders {
  checkout_id: string;
  data: {
    id: number;
    seller: { id: number; shop_name: string };
    total: number;
    payment_status: 'new' | 'success' | 'fail' | 'downloaded';
    download_pdf_link: string;
  }[];
}

const KEY = 'kramnytsia:placed-orders';

export function rememberPlacedOrders(placed: PlacedOrders): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ checkout_id: placed.checkout_id, data: placed.data }));
  } catch {
    // Private mode or a full storage: the thank-you page falls back to the checkout id in its URL.
  }
}

export function placedOrders(): PlacedOrders | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PlacedOrders) : null;
  } catch {
    return null;
  }
}
