import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { NotFound } from '../platform/domain-errors';
import { appendMessage, chatDetails, messagesOf } from './chat-messages';
import { queueChatReplyNotices } from '../notifications/notification-chat';

/** The seller's side of the chats: a seller sees only chats with themselves; another's is a 404. */

function chatsOf(db: Db, sellerId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('customers as u', 'u.id', 'c.customer_id')
    .where('c.seller_id', '=', sellerId)
    .select(['c.id', 'c.kind', 'u.name', 'c.product_id', 'c.order_id', 'c.updated_at']);
}

type ChatRow = Awaited<ReturnType<ReturnType<typeof chatsOf>['execute']>>[number];

async function summaries(db: Db, lang: Lang, chats: ChatRow[]) {
  const details = await chatDetails(db, lang, chats, 'seller');
  return chats.map((c) => {
    const { order: _, ...rest } = details(c);
    // A seller learns a buyer's first name only; the order itself tells them the rest.
    return { id: c.id, kind: c.kind, customer: { name: c.name }, order_id: c.order_id, updated_at: c.updated_at, ...rest };
  });
}

export async function sellerConversations(db: Db, lang: Lang, sellerId: number) {
  const chats = await chatsOf(db, sellerId).orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute();
  return { data: await summaries(db, lang, chats) };
}

async function ownChat(db: Db, sellerId: number, id: number) {
  const chat = await chatsOf(db, sellerId).where('c.id', '=', id).executeTakeFirst();
  if (!chat) throw new NotFound('conversationNotFound');
  return chat;
}

export async function sellerConversation(db: Db, lang: Lang, sellerId: number, id: number) {
  const chat = await ownChat(db, sellerId, id);
  const [[summary], messages] = await Promise.all([summaries(db, lang, [chat]), messagesOf(db, id)]);
  const { last_message: _, ...head } = summary!;
  return { data: { ...head, messages } };
}

/** A seller's answer: what the customer sees as a new, unread message, and hears of by push when they want to. */
export async function replyAsSeller(db: Db, sellerId: number, id: number, text: string, now = new Date()) {
  await ownChat(db, sellerId, id);
  const message = await db.transaction().execute(async (trx) => {
    const added = await appendMessage(trx, id, 'seller', text, now);
    await queueChatReplyNotices(trx, id, added, now);
    return added;
  });
  return { data: message };
}
