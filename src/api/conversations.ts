import { api } from '../lib/api';
import { answer, answerData } from './answer';
import type { ResponseOf } from './types';

export type ConversationList = ResponseOf<'/api/conversation/customer-conversations'>;
export type ConversationSummary = ConversationList['data'][number];
export type OrderChatList = ResponseOf<'/api/order-conversations'>;
export type OrderChat = OrderChatList['data'][number];
export type Conversation = ResponseOf<'/api/conversation/customer-point-conversation/{id}'>['data'];
export type ChatMessage = Conversation['messages'][number];

export const fetchConversations = () => answer(api.GET('/api/conversation/customer-conversations'));

export const fetchOrderChats = () => answer(api.GET('/api/order-conversations'));

/** Either kind: the regular endpoint answers order chats too, so one view serves both. */
export const fetchConversation = (id: number) => answerData(api.GET('/api/conversation/customer-point-conversation/{id}', { params: { path: { id } } }));

export const markViewed = (id: number) => answer(api.POST('/api/conversation/customer-viewed-messages/{id}', { params: { path: { id } } }));

/** A message to a seller, about one of their offers when named; starts the chat or adds to it. */
export const sendToSeller = (sellerId: number, text: string, productId?: number) =>
  answerData(api.POST('/api/conversation/send-to-seller', { body: { seller_id: sellerId, ...(productId !== undefined && { product_id: productId }), text } }));

/** A message in an open chat: a regular one is addressed by its seller and offer, an order one by its id. */
export function sendToConversation(chat: Conversation, text: string) {
  if (chat.kind !== 'order') return sendToSeller(chat.seller.id, text, chat.product?.id);
  return answerData(api.POST('/api/order-conversations/{id}/send-message', { params: { path: { id: chat.id } }, body: { text } }));
}

/** The first message about an order: starts its chat. */
export const sendAboutOrder = (orderId: number, text: string) => answerData(api.POST('/api/order-conversations', { body: { order_id: orderId, text } }));
