import { api } from '../lib/api';
import type { OutboxEntry } from '../lib/outbox';
import { bodyOf, dataOf } from './answer';
import { changeCustomerData } from './customer-change';
import type { ResponseOf } from './types';

export type ConversationList = ResponseOf<'/api/conversation/customer-conversations'>;
export type ConversationSummary = ConversationList['data'][number];
export type OrderChatList = ResponseOf<'/api/order-conversations'>;
export type OrderChat = OrderChatList['data'][number];
export type Conversation = ResponseOf<'/api/conversation/customer-point-conversation/{id}'>['data'];
export type ChatMessage = Conversation['messages'][number];

export const fetchConversations = () => bodyOf(api.GET('/api/conversation/customer-conversations'));

export const fetchOrderChats = () => bodyOf(api.GET('/api/order-conversations'));

/** Either kind: the regular endpoint answers order chats too, so one view serves both. */
export const fetchConversation = (id: number) =>
  dataOf(api.GET('/api/conversation/customer-point-conversation/{id}', { params: { path: { id } } }));

export const markViewed = (id: number) => bodyOf(api.POST('/api/conversation/customer-viewed-messages/{id}', { params: { path: { id } } }));

// Messages are the customer's own writes: made offline, they wait in the outbox (src/api/customer-change.ts).

/** A message to a seller, about one of their offers when named; starts the chat or adds to it. */
export const sendToSeller = (sellerId: number, text: string, productId?: number) =>
  changeCustomerData('post', '/api/conversation/send-to-seller', {
    body: { seller_id: sellerId, ...(productId !== undefined && { product_id: productId }), text },
  });

/** A message in an open chat: a regular one is addressed by its seller and offer, an order one by its id. */
export function sendToConversation(chat: Conversation, text: string) {
  if (chat.kind !== 'order') return sendToSeller(chat.seller.id, text, chat.product?.id);
  return changeCustomerData('post', '/api/order-conversations/{id}/send-message', { params: { path: { id: chat.id } }, body: { text } });
}

/** The first message about an order: starts its chat. */
export const sendAboutOrder = (orderId: number, text: string) =>
  changeCustomerData('post', '/api/order-conversations', { body: { order_id: orderId, text } });

/** The texts of this chat's messages still waiting in the outbox, oldest first. */
export function waitingTextsOf(chat: Conversation, waiting: readonly OutboxEntry[]): string[] {
  return waiting
    .map((entry) => entry.operation)
    .filter((op) =>
      chat.kind === 'order'
        ? op.path === '/api/order-conversations/{id}/send-message' && Number(op.params?.path?.id) === chat.id
        : op.path === '/api/conversation/send-to-seller' &&
          (op.body as { seller_id?: number }).seller_id === chat.seller.id &&
          (op.body as { product_id?: number }).product_id === chat.product?.id,
    )
    .map((op) => String((op.body as { text?: unknown }).text ?? ''));
}
