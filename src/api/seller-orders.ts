import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import type { RequestBodyOf } from './types';

/** docs/product-rules.md#seller-orders: the workspace's orders board and chats, over the seller API with the session cookie. */
export type BoardQuery = { status: OrderBoardStatus; q?: string; page?: number };
export type OrderBoardStatus = 'new' | 'confirmed' | 'sent' | 'fulfilled' | 'cancelled';

export const sellerOrdersBoard = (query: BoardQuery) =>
  bodyOf(api.GET('/api/seller-api/orders', { params: { query: { ...query, q: query.q || undefined } } }));

type BoardAnswer = Awaited<ReturnType<typeof sellerOrdersBoard>>;
export type BoardOrder = BoardAnswer['data'][number];
type OrderMove = RequestBodyOf<'/api/seller-api/orders/{id}/status', 'put'>;

export const moveOrder = (id: number, move: OrderMove) =>
  dataOf(api.PUT('/api/seller-api/orders/{id}/status', { params: { path: { id } }, body: move }));

/** The store makes the order's Nova Poshta waybill and sends the order with it; asking again answers the same ТТН. */
export const createWaybill = (id: number) => dataOf(api.POST('/api/seller-api/orders/{id}/waybill', { params: { path: { id } } }));

export const sellerChats = () => dataOf(api.GET('/api/seller-api/conversations'));
export const sellerChat = (id: number) => dataOf(api.GET('/api/seller-api/conversations/{id}', { params: { path: { id } } }));
export const replyToChat = (id: number, text: string) =>
  dataOf(api.POST('/api/seller-api/conversations/{id}/reply', { params: { path: { id } }, body: { text } }));

/** docs/product-rules.md#seller-orders: the orders no one of the shop has opened, for the orders tab's count. */
export const unopenedOrders = () => dataOf(api.GET('/api/seller-api/orders/unopened'));
export const openOrder = (id: number) => dataOf(api.POST('/api/seller-api/orders/{id}/opened', { params: { path: { id } } }));

/** This device hears of the shop's new orders (the workspace's session), or stops. */
export const followNewOrders = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  dataOf(api.POST('/api/seller-api/push-subscriptions', { body: subscription }));
export const unfollowNewOrders = (endpoint: string) => dataOf(api.DELETE('/api/seller-api/push-subscriptions', { body: { endpoint } }));
