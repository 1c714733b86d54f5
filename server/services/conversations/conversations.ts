import type { Insertable, Transaction } from 'kysely';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { ConversationDetail, ConversationSummary, OrderChat } from '../../contract/conversations';
import type { Db } from '../../db/connection';
import type { ConversationTable, Database } from '../../db/schema';
import { NotFound } from '../platform/domain-errors';
import { appendMessage, chatDetails, lastMessages, markRead, messagesOf, unreadCounts } from './chat-messages';

/** The customer's side of the chats with sellers. Another customer's chat or order is a 404, never data. */

type Kind = ConversationTable['kind'];

function chatsOf(db: Db, customerId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('sellers as s', 's.id', 'c.seller_id')
    .where('c.customer_id', '=', customerId)
    .select(['c.id', 'c.kind', 'c.seller_id', 's.shop_name', 'c.product_id', 'c.order_id', 'c.updated_at']);
}

type ChatRow = Awaited<ReturnType<ReturnType<typeof chatsOf>['execute']>>[number];

async function summaries(db: Db, lang: Lang, chats: ChatRow[]): Promise<ConversationSummary[]> {
  const details = await chatDetails(db, lang, chats, 'customer');
  return chats.map((c) => ({
    id: c.id,
    kind: c.kind,
    seller: { id: c.seller_id, shop_name: c.shop_name },
    updated_at: c.updated_at,
    ...details(c),
  }));
}

const unreadTotal = (chats: { unread_count: number }[]) => chats.reduce((sum, c) => sum + c.unread_count, 0);

/** Regular chats, the latest activity first, with the number of seller messages not read yet. */
export async function customerConversations(db: Db, lang: Lang, customerId: number) {
  const chats = await chatsOf(db, customerId)
    .where('c.kind', '=', 'regular')
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const data = await summaries(db, lang, chats);
  return { data, meta: { unread_total: unreadTotal(data) } };
}

/** The customer's chat, of the given kind when one is named; 404 for anyone else's. */
async function ownChat(db: Db, customerId: number, id: number, kind?: Kind): Promise<ChatRow> {
  let query = chatsOf(db, customerId).where('c.id', '=', id);
  if (kind) query = query.where('c.kind', '=', kind);
  const chat = await query.executeTakeFirst();
  if (!chat) throw new NotFound('conversationNotFound');
  return chat;
}

export async function customerConversation(db: Db, lang: Lang, customerId: number, id: number, kind?: Kind): Promise<ConversationDetail> {
  const chat = await ownChat(db, customerId, id, kind);
  const [[summary], messages] = await Promise.all([summaries(db, lang, [chat]), messagesOf(db, id)]);
  const { last_message: _, ...head } = summary!;
  return { data: { ...head, messages } };
}

/** Opening a chat reads the seller's messages in it. */
export async function markConversationViewed(db: Db, customerId: number, id: number, now = new Date()) {
  await ownChat(db, customerId, id);
  return { data: { id, marked: await markRead(db, id, 'seller', now) } };
}

/**
 * docs/product-rules.md#cabinet "send-to-seller": a question goes to the chat with that seller about that offer (or about the seller,
 * without one), started by the first message.
 */
export async function sendToSeller(
  db: Db,
  customerId: number,
  body: { seller_id: number; product_id?: number; text: string },
  now = new Date(),
) {
  const seller = await db.selectFrom('sellers').where('id', '=', body.seller_id).select('id').executeTakeFirst();
  if (!seller) throw new NotFound('conversationSellerNotFound');
  const productId = body.product_id ?? null;
  if (productId !== null) {
    const offer = await db
      .selectFrom('products')
      .where('id', '=', productId)
      .where('seller_id', '=', seller.id)
      .select('id')
      .executeTakeFirst();
    if (!offer) throw new NotFound('productNotFound');
  }
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('conversations')
      .where('customer_id', '=', customerId)
      .where('seller_id', '=', seller.id)
      .where('kind', '=', 'regular')
      .where('product_id', productId === null ? 'is' : '=', productId)
      .select('id')
      .orderBy('id')
      .executeTakeFirst();
    const id =
      existing?.id ??
      (await startConversation(
        trx,
        { customer_id: customerId, seller_id: seller.id, kind: 'regular', product_id: productId, order_id: null },
        now,
      ));
    return { id, message: await appendMessage(trx, id, 'customer', body.text, now) };
  });
}

/** A message in one of the customer's chats of the given kind. */
export async function sendToConversation(db: Db, customerId: number, id: number, kind: Kind, text: string, now = new Date()) {
  await ownChat(db, customerId, id, kind);
  return db.transaction().execute(async (trx) => ({ id, message: await appendMessage(trx, id, 'customer', text, now) }));
}

/** Every order of the customer with its chat (or none yet), the latest activity first. */
export async function customerOrderChats(db: Db, customerId: number): Promise<{ data: OrderChat[]; meta: { unread_total: number } }> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .leftJoin('conversations as c', 'c.order_id', 'o.id')
    .where('o.customer_id', '=', customerId)
    .select((eb) => [
      'o.id',
      'o.created_at',
      'o.total_kop',
      'o.seller_id',
      's.shop_name',
      'c.id as conversation_id',
      eb.fn.coalesce('c.updated_at', 'o.created_at').as('updated_at'),
    ])
    .orderBy('updated_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  const ids = rows.flatMap((r) => (r.conversation_id === null ? [] : [r.conversation_id]));
  const [last, unread] = await Promise.all([lastMessages(db, ids), unreadCounts(db, ids, 'seller')]);
  const data = rows.map((r) => ({
    order: { id: r.id, created_at: r.created_at, total: kopecksToUah(r.total_kop) },
    seller: { id: r.seller_id, shop_name: r.shop_name },
    conversation_id: r.conversation_id,
    last_message: (r.conversation_id !== null && last.get(r.conversation_id)) || null,
    unread_count: (r.conversation_id !== null && unread.get(r.conversation_id)) || 0,
    updated_at: r.updated_at,
  }));
  return { data, meta: { unread_total: unreadTotal(data) } };
}

/** The first message about an order starts its chat with the order's seller; later ones join it. */
export async function sendAboutOrder(db: Db, customerId: number, body: { order_id: number; text: string }, now = new Date()) {
  const order = await db
    .selectFrom('orders')
    .where('id', '=', body.order_id)
    .where('customer_id', '=', customerId)
    .select(['id', 'seller_id'])
    .executeTakeFirst();
  if (!order) throw new NotFound('conversationOrderNotFound');
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('conversations').where('order_id', '=', order.id).select('id').executeTakeFirst();
    const id =
      existing?.id ??
      (await startConversation(
        trx,
        { customer_id: customerId, seller_id: order.seller_id, kind: 'order', product_id: null, order_id: order.id },
        now,
      ));
    return { id, message: await appendMessage(trx, id, 'customer', body.text, now) };
  });
}

/** A customer's new chat with a seller, with no message yet: the caller adds the first in the same transaction. */
async function startConversation(
  trx: Transaction<Database>,
  chat: Pick<Insertable<ConversationTable>, 'customer_id' | 'seller_id' | 'kind' | 'product_id' | 'order_id'>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { id } = await trx
    .insertInto('conversations')
    .values({ ...chat, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
