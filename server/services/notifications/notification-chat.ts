import { paths } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { queueNotice } from '../../jobs/notification-jobs';
import { notice } from './notification-notices';
import { customersBrowsers } from './notification-recipients';

/** A notice shows the start of a reply; the chat shows the rest. */
const SHOWN_CHARACTERS = 120;

const start = (text: string) => (text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1).trimEnd()}…` : text);

/**
 * A seller's reply, told to the customer's browsers (docs/product-rules.md#notifications), in the transaction that
 * stores it. Replies in one chat share a tag, so the device shows the latest instead of a pile.
 */
export async function queueChatReplyNotices(
  db: Db,
  conversationId: number,
  message: { id: number; text: string },
  now: Date,
): Promise<void> {
  const chat = await db
    .selectFrom('conversations as c')
    .innerJoin('sellers as s', 's.id', 'c.seller_id')
    .where('c.id', '=', conversationId)
    .select(['c.customer_id', 's.shop_name'])
    .executeTakeFirstOrThrow();
  for (const browser of await customersBrowsers(db, 'chat', [chat.customer_id])) {
    await queueNotice(
      db,
      {
        kind: 'chat',
        channel: 'push',
        pushSubscriptionId: browser.id,
        notice: notice(
          browser.lang,
          'chat',
          { seller: chat.shop_name, text: start(message.text) },
          paths.sellerChat(conversationId),
          `chat-${conversationId}`,
        ),
        dedupeKey: `chat:${message.id}:push:${browser.id}`,
      },
      now,
    );
  }
}
