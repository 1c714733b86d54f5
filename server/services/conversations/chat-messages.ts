import type { Transaction } from 'kysely';
import { kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { ChatMessage } from '../../contract/conversations';
import type { Db } from '../../db/connection';
import type { ConversationMessageTable, ConversationTable, Database } from '../../db/schema';
import { col } from '../catalog/lang-columns';
import { productImage } from '../catalog/media-url';

/** What both sides of a chat share: its messages, unread counts, and what a chat is about. */

export type Author = ConversationMessageTable['author'];
type ConversationRow = Pick<ConversationTable, 'product_id' | 'order_id'> & { id: number };

const otherSide = (author: Author): Author => (author === 'customer' ? 'seller' : 'customer');

const MESSAGE_COLUMNS = ['id', 'author', 'text', 'created_at', 'read_at'] as const;

/**
 * Adds a message and moves the chat up its lists. Writing in a chat means having read it, so the other side's
 * messages count as read from now on.
 */
export async function appendMessage(
  trx: Transaction<Database> | Db,
  conversationId: number,
  author: Author,
  text: string,
  now = new Date(),
): Promise<ChatMessage> {
  const at = now.toISOString();
  await markRead(trx, conversationId, otherSide(author), now);
  const message = await trx
    .insertInto('conversation_messages')
    .values({ conversation_id: conversationId, author, text: text.trim(), created_at: at, read_at: null })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  await trx.updateTable('conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
  return message;
}

/** Marks the messages `author` wrote in the chat as read by the other side; answers how many were unread. */
export async function markRead(db: Transaction<Database> | Db, conversationId: number, author: Author, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('conversation_messages')
    .set({ read_at: now.toISOString() })
    .where('conversation_id', '=', conversationId)
    .where('author', '=', author)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function messagesOf(db: Db, conversationId: number): Promise<ChatMessage[]> {
  return db
    .selectFrom('conversation_messages')
    .where('conversation_id', '=', conversationId)
    .select(MESSAGE_COLUMNS)
    .orderBy('id')
    .execute();
}

/** The newest message of each chat. */
export async function lastMessages(db: Db, conversationIds: number[]): Promise<Map<number, ChatMessage>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_messages as m')
    .where('m.conversation_id', 'in', conversationIds)
    .where('m.id', '=', (eb) =>
      eb
        .selectFrom('conversation_messages as n')
        .whereRef('n.conversation_id', '=', 'm.conversation_id')
        .select((e) => e.fn.max('n.id').as('last')),
    )
    .select(['m.conversation_id', ...MESSAGE_COLUMNS.map((c) => `m.${c}` as const)])
    .execute();
  return new Map(rows.map(({ conversation_id, ...message }) => [conversation_id, message]));
}

/** Unread messages per chat written by `author` (the side the reader is not). */
export async function unreadCounts(db: Db, conversationIds: number[], author: Author): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_messages')
    .where('conversation_id', 'in', conversationIds)
    .where('author', '=', author)
    .where('read_at', 'is', null)
    .groupBy('conversation_id')
    .select(['conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
    .execute();
  return new Map(rows.map((r) => [r.conversation_id, Number(r.n)]));
}

/** The offers chats are about, titled in the request language; an offer gone from the catalogue is left out. */
async function chatProducts(db: Db, lang: Lang, productIds: (number | null)[]) {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, { id: number; title: string; image: ReturnType<typeof productImage> }>();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.id', 'in', ids)
    .select(['p.id', 'b.id as base_product_id', `b.${col('title', lang)} as title`, 'b.photo_keys'])
    .execute();
  return new Map(
    rows.map((r) => [r.id, { id: r.id, title: r.title, image: productImage(lang, r.base_product_id, 0, r.title, r.photo_keys) }]),
  );
}

async function chatOrders(db: Db, orderIds: (number | null)[]) {
  const ids = [...new Set(orderIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, { id: number; created_at: string; total: number }>();
  const rows = await db.selectFrom('orders').where('id', 'in', ids).select(['id', 'created_at', 'total_kop']).execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, created_at: r.created_at, total: kopecksToUah(r.total_kop) }]));
}

/** Last message, unread count, product and order of each chat, fetched for a whole list at once. */
export async function chatDetails(db: Db, lang: Lang, chats: ConversationRow[], reader: Author) {
  const ids = chats.map((c) => c.id);
  const [last, unread, products, orders] = await Promise.all([
    lastMessages(db, ids),
    unreadCounts(db, ids, otherSide(reader)),
    chatProducts(
      db,
      lang,
      chats.map((c) => c.product_id),
    ),
    chatOrders(
      db,
      chats.map((c) => c.order_id),
    ),
  ]);
  return (chat: ConversationRow) => ({
    last_message: last.get(chat.id) ?? null,
    unread_count: unread.get(chat.id) ?? 0,
    product: (chat.product_id !== null && products.get(chat.product_id)) || null,
    order: (chat.order_id !== null && orders.get(chat.order_id)) || null,
  });
}
