import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import { changeCustomerData } from './customer-change';
import type { RequestBodyOf, ResponseOf } from './types';

export type OrderList = ResponseOf<'/api/customer/orders'>;
export type CustomerOrder = OrderList['data'][number];
export type CommentState = ResponseOf<'/api/customer/orders/{orderId}/comment'>['data'];
type CommentBody = RequestBodyOf<'/api/customer/orders/{orderId}/comment'>;

export const loadOrders = (page: number): Promise<OrderList> => bodyOf(api.GET('/api/customer/orders', { params: { query: { page } } }));

/** docs/product-rules.md#cabinet "Repeat order": the order's items go back into the signed-in customer's cart; what cannot comes back as dropped. */
export const repeatOrder = (orderId: number) =>
  bodyOf(api.POST('/api/customer/orders/repeat', { body: { order_id: orderId, item_list_name: 'repeat_order' } }));

export const loadCommentState = (orderId: number): Promise<CommentState> =>
  dataOf(api.GET('/api/customer/orders/{orderId}/comment', { params: { path: { orderId } } }));

/** The customer's review of the order's seller; written offline, it waits in the outbox like the cabinet's other changes. */
export const sendComment = (orderId: number, body: CommentBody) =>
  changeCustomerData('post', '/api/customer/orders/{orderId}/comment', { params: { path: { orderId } }, body });

/** Every order of a checkout as the server knows it now: seller, units, total, payment status, receipt link. */
export const fetchCheckoutOrders = (checkoutId: string) =>
  dataOf(api.GET('/api/payment/group-status', { params: { query: { checkout_id: checkoutId } } }));
export type CheckoutOrderStatus = Awaited<ReturnType<typeof fetchCheckoutOrders>>[number];
