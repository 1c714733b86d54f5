import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';

const network = () => i18next.t('errors:network');
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type ConversationList = Json<paths['/api/conversation/customer-conversations']['get']['responses'][200]>;
export type ConversationSummary = ConversationList['data'][number];
export type OrderChatList = Json<paths['/api/order-conversations']['get']['responses'][200]>;
export type OrderChat = OrderChatList['data'][number];
export type Conversation = Json<paths['/api/conversation/customer-point-conversation/{id}']['get']['responses'][200]>['data'];
export type ChatMessage = Conversation['messages'][number];

export const fetchConversations = () => unwrap(api.GET('/api/conversation/customer-conversations'), network());

export const fetchOrderChats = () => unwrap(api.GET('/api/order-conversations'), network());

/** Either kind: the regular endpoint answers order chats too, so one view serves both. */
export const fetchConversation = (id: number) =>
  unwrap(api.GET('/api/conversation/customer-point-conversation/{id}', { params: { path: { id } } }), network()).then((r) => r.data);

export const markViewed = (id: number) => unwrap(api.POST('/api/conversation/customer-viewed-messages/{id}', { params: { path: { id } } }), network());

/** A message in an open chat: a regular one is addressed by its seller and offer, an order one by its id. */
export function sendToConversation(chat: Conversation, text: string) {
  const sent =
    chat.kind === 'order'
      ? api.POST('/api/order-conversations/{id}/send-message', { params: { path: { id: chat.id } }, body: { text } })
      : api.POST('/api/conversation/send-to-seller', { body: { seller_id: chat.seller.id, ...(chat.product && { product_id: chat.product.id }), text } });
  return unwrap(sent, network()).then((r) => r.data);
}

export const sendAboutOrder = (orderId: number, text: string) =>
  unwrap(api.POST('/api/order-conversations', { body: { order_id: orderId, text } }), network()).then((r) => r.data);
