import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';

export interface EmailMessage {
  address: string;
  subject: string;
  text: string;
  /** the same as simple HTML, for the mail services that send it; the outbox keeps the text alone */
  html?: string;
  /** why it is sent, e.g. 'stock': kept with the message for support and tests */
  purpose: string;
  /**
   * The message's own id (RFC 5322 Message-ID, `<…@host>`), the same each time the same news is sent again, so a
   * send tried again after an answer was lost is one message to the mail services, not two; see `stableMessageId`.
   */
  messageId?: string;
}

/**
 * A Message-ID that stays the same for one piece of news to one person (its notification job's dedupe key, e.g.
 * an order's event): a digest, so the key's contents (an address, a phone) never show in a header.
 */
export function stableMessageId(key: string, host: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host}>`;
}

/** Where e-mails go. A real mail service implements the same one method; the app does not know which one it has. */
export interface EmailProvider {
  send(message: EmailMessage, now?: Date): Promise<void>;
}

/**
 * The default provider, like the SMS one (README "Trying the shop without outside services"): nothing leaves the
 * machine. Each message is logged and kept in `email_outbox`.
 */
export function outboxEmailProvider(db: Db, log: Pick<FastifyBaseLogger, 'info'>): EmailProvider {
  return {
    async send(message, now = new Date()) {
      const { html: _html, messageId: _messageId, ...kept } = message;
      await db
        .insertInto('email_outbox')
        .values({ ...kept, created_at: now.toISOString() })
        .execute();
      log.info({ email: { address: message.address, subject: message.subject, purpose: message.purpose } }, 'e-mail written to the outbox');
    },
  };
}
