import type { FastifyRequest } from 'fastify';
import { checkForm } from '../../src/domain/form-rules';
import { messageRules } from '../../src/domain/conversation-rules';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import {
  ConversationCreated,
  ConversationDetail,
  ConversationList,
  MessageBody,
  OrderChatList,
  OrderConversationBody,
  SendToSellerBody,
  ViewedAnswer,
} from '../contract/conversations';
import { customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import {
  customerConversation,
  customerConversations,
  customerOrderChats,
  markConversationViewed,
  sendAboutOrder,
  sendToConversation,
  sendToSeller,
} from '../services/conversations/conversations';
import type { RoutePlugin } from './context';

const tags = ['conversations'];
const errors = { ...errorResponses, 401: ErrorBody };

/** The schema lets "   " through; the shared rule refuses it with the words the form uses. */
export function checkMessageText(req: FastifyRequest, text: string): void {
  const problems = checkForm(messageRules, { text }, requestLang(req));
  if (problems) throw new ApiError(400, 'formInvalid', problems);
}

/** docs/product-rules.md#cabinet chats with sellers, the customer's side: a guest gets 401, another customer's chat or order a 404. */
export const conversationRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/conversation/customer-conversations',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'The customer’s regular chats with sellers, with unread counts',
        response: { 200: ConversationList, ...errors },
      },
    },
    async (req) => customerConversations(db, requestLang(req), customerOf(req).id),
  );

  app.get(
    '/api/conversation/customer-point-conversation/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'One of the customer’s chats (regular or order) with its messages, oldest first',
        params: IdParam,
        response: { 200: ConversationDetail, ...errors },
      },
    },
    async (req) => customerConversation(db, requestLang(req), customerOf(req).id, req.params.id),
  );

  app.post(
    '/api/conversation/send-to-seller',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'A message to a seller, about one of their offers or not: joins the chat about it, or starts one',
        body: SendToSellerBody,
        response: { 201: ConversationCreated, ...errors },
      },
    },
    async (req, reply) => {
      const { id } = customerOf(req);
      checkMessageText(req, req.body.text);
      return reply.status(201).send({ data: await sendToSeller(db, id, req.body) });
    },
  );

  app.post(
    '/api/conversation/customer-viewed-messages/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Marks the seller’s messages in the chat as read',
        params: IdParam,
        response: { 200: ViewedAnswer, ...errors },
      },
    },
    async (req) => markConversationViewed(db, customerOf(req).id, req.params.id),
  );

  app.get(
    '/api/order-conversations',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Every order of the customer with its chat with the order’s seller (none until the first message)',
        response: { 200: OrderChatList, ...errors },
      },
    },
    async (req) => customerOrderChats(db, customerOf(req).id),
  );

  app.post(
    '/api/order-conversations',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'A message about one of the customer’s orders: starts or joins its chat',
        body: OrderConversationBody,
        response: { 201: ConversationCreated, ...errors },
      },
    },
    async (req, reply) => {
      const { id } = customerOf(req);
      checkMessageText(req, req.body.text);
      return reply.status(201).send({ data: await sendAboutOrder(db, id, req.body) });
    },
  );

  app.get(
    '/api/order-conversations/:id',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'One order chat with its messages', params: IdParam, response: { 200: ConversationDetail, ...errors } },
    },
    async (req) => customerConversation(db, requestLang(req), customerOf(req).id, req.params.id, 'order'),
  );

  app.post(
    '/api/order-conversations/:id/send-message',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'A message in an order chat',
        params: IdParam,
        body: MessageBody,
        response: { 201: ConversationCreated, ...errors },
      },
    },
    async (req, reply) => {
      const customer = customerOf(req);
      checkMessageText(req, req.body.text);
      return reply.status(201).send({ data: await sendToConversation(db, customer.id, req.params.id, 'order', req.body.text) });
    },
  );
};
