/** The tab's own page number, kept beside `tab=orders` in the cabinet's query. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const ordersPageHref = (page: number) => (page > 1 ? `/cabinet?tab=orders&page=${page}` : '/cabinet?tab=orders');

/** The repeat-order page takes the order by its number (docs/product-rules.md#cabinet "/repeat-order"). */
export const repeatOrderHref = (orderId: number) => `/repeat-order?order_id=${orderId}`;
