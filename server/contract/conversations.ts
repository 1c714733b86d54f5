import { Type, type Static } from 'typebox';
import { MESSAGE_TEXT_MAX } from '../../src/domain/conversation-rules';
import { Id, Image, Nullable, SellerRef, Shared } from './common';

const ChatAuthor = Type.Union([Type.Literal('customer'), Type.Literal('seller')]);

export const ChatMessage = Shared(
  'ChatMessage',
  Type.Object(
    {
      id: Type.Integer(),
      author: ChatAuthor,
      text: Type.String(),
      created_at: Type.String({ description: 'ISO 8601' }),
      read_at: Nullable(Type.String({ description: 'when the other side read it' })),
    },
    { description: 'One message of a chat' },
  ),
);
export type ChatMessage = Static<typeof ChatMessage>;

const ChatProduct = Type.Object(
  { id: Type.Integer({ description: 'the offer (product) id' }), title: Type.String(), image: Image },
  { description: 'The offer the chat is about, titled in the request language' },
);

const ChatOrder = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  total: Type.Number({ description: 'UAH' }),
});

const ChatHead = {
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('regular'), Type.Literal('order')]),
  seller: SellerRef,
  product: Nullable(ChatProduct),
  order: Nullable(ChatOrder),
  unread_count: Type.Integer({ description: 'messages of the other side not read yet' }),
  updated_at: Type.String({ description: 'time of the last message' }),
};

export const ConversationSummary = Shared(
  'ConversationSummary',
  Type.Object({ ...ChatHead, last_message: Nullable(ChatMessage) }, { description: 'A chat in a list' }),
);
export type ConversationSummary = Static<typeof ConversationSummary>;

export const ConversationList = Type.Object({
  data: Type.Array(ConversationSummary, { description: 'newest activity first' }),
  meta: Type.Object({ unread_total: Type.Integer({ description: 'unread seller messages over all regular chats' }) }),
});

export const ConversationDetail = Shared(
  'ConversationDetail',
  Type.Object({
    data: Type.Object({ ...ChatHead, messages: Type.Array(ChatMessage, { description: 'oldest first' }) }),
  }),
);
export type ConversationDetail = Static<typeof ConversationDetail>;

export const OrderChat = Type.Object(
  {
    order: ChatOrder,
    seller: SellerRef,
    conversation_id: Nullable(Type.Integer({ description: 'null until the first message' })),
    last_message: Nullable(ChatMessage),
    unread_count: Type.Integer(),
    updated_at: Type.String({ description: 'the last message, or the order when there is none' }),
  },
  { description: 'One of the customer’s orders and its chat with the order’s seller' },
);
export type OrderChat = Static<typeof OrderChat>;

export const OrderChatList = Type.Object({
  data: Type.Array(OrderChat, { description: 'one per order the customer owns, newest activity first' }),
  meta: Type.Object({ unread_total: Type.Integer({ description: 'unread seller messages over all order chats' }) }),
});

const MessageText = Type.String({
  minLength: 1,
  maxLength: MESSAGE_TEXT_MAX,
  description: `1 to ${MESSAGE_TEXT_MAX} characters, not only spaces`,
});

export const SendToSellerBody = Type.Object(
  {
    seller_id: Id(),
    product_id: Type.Optional(Id({ description: 'an offer of this seller the question is about' })),
    text: MessageText,
  },
  { additionalProperties: false },
);

export const OrderConversationBody = Type.Object({ order_id: Id(), text: MessageText }, { additionalProperties: false });

export const MessageBody = Type.Object({ text: MessageText }, { additionalProperties: false });

export const ConversationCreated = Shared(
  'ConversationCreated',
  Type.Object({
    data: Type.Object({ id: Type.Integer({ description: 'the conversation' }), message: ChatMessage }),
  }),
);

export const ViewedAnswer = Type.Object({
  data: Type.Object({ id: Type.Integer(), marked: Type.Integer({ description: 'messages marked read now' }) }),
});

// The seller's side (no seller screens yet: another client with a seller key).

const SellerChatHead = {
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('regular'), Type.Literal('order')]),
  customer: Type.Object({ name: Type.String({ description: 'the first name only' }) }),
  product: Nullable(ChatProduct),
  order_id: Nullable(Type.Integer()),
  unread_count: Type.Integer({ description: 'customer messages the seller has not answered yet' }),
  updated_at: Type.String(),
};

export const SellerConversationList = Type.Object({
  data: Type.Array(Type.Object({ ...SellerChatHead, last_message: Nullable(ChatMessage) }), { description: 'newest activity first' }),
});

export const SellerConversationDetail = Type.Object({ data: Type.Object({ ...SellerChatHead, messages: Type.Array(ChatMessage) }) });

export const SellerReplyAnswer = Type.Object({ data: ChatMessage });
