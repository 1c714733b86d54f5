import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';

export type OrderList = paths['/api/customer/orders']['get']['responses'][200]['content']['application/json'];
export type CustomerOrder = OrderList['data'][number];

export function loadOrders(page: number): Promise<OrderList> {
  return unwrap(api.GET('/api/customer/orders', { params: { query: { page } } }), i18next.t('errors:network'));
}

/** The tab's own page number, kept beside `tab=orders` in the cabinet's query. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const ordersPageHref = (page: number) => (page > 1 ? `/cabinet?tab=orders&page=${page}` : '/cabinet?tab=orders');

/** The repeat-order page takes the order by its number (docs/product-rules.md#cabinet "/repeat-order"). */
export const repeatOrderHref = (orderId: number) => `/repeat-order?order_id=${orderId}`;
