import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';

export interface SmsMessage {
  /** 380XXXXXXXXX */
  phone: string;
  text: string;
  /** why it is sent, e.g. 'checkout': kept with the message for support and tests */
  purpose: string;
}

/** Where SMS go. A real gateway implements the same one method; the app does not know which one it has. */
export interface SmsProvider {
  send(message: SmsMessage, now?: Date): Promise<void>;
}

/**
 * The default provider (README "Trying the shop without outside services"): nothing leaves the machine. Each message is logged and kept in
 * `sms_outbox`, where a developer or a test reads the code.
 */
export function outboxSmsProvider(db: Db, log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    async send(message, now = new Date()) {
      await db.insertInto('sms_outbox').values({ ...message, created_at: now.toISOString() }).execute();
      log.info({ sms: message }, 'sms written to the outbox');
    },
  };
}
