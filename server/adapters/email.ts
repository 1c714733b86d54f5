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
      const { html: _html, ...kept } = message;
      await db
        .insertInto('email_outbox')
        .values({ ...kept, created_at: now.toISOString() })
        .execute();
      log.info({ email: { address: message.address, subject: message.subject, purpose: message.purpose } }, 'e-mail written to the outbox');
    },
  };
}
