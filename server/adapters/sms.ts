import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';

export interface SmsMessage {
  /** 380XXXXXXXXX */
  phone: string;
  text: string;
  /** why it is sent, e.g. 'checkout': kept with the message for support and tests */
  purpose: string;
  /**
   * What makes this message this one (a notification job's dedupe key, e.g. an order's event to its buyer), the
   * same on every attempt: a gateway hands a keyed message over once. One-time codes have none: each is new.
   */
  key?: string;
}

/**
 * A keyed message was handed to the gateway and its answer was lost (a timeout, a connection cut after the request
 * went out): it may have been sent, and the gateway cannot say (docs/decisions/0087-a-sellers-nova-poshta-key-and-lost-answers.md),
 * so it is not sent again, by this attempt or any later one. The job that asked ends here, failed, with this reason.
 */
export class SmsOutcomeUnknownError extends Error {
  constructor(detail: string) {
    super(`the SMS may have been delivered, so it is not sent again: ${detail}`);
  }
}

/** Where SMS go. A real gateway implements the same one method; the app does not know which one it has. */
export interface SmsProvider {
  send(message: SmsMessage, now?: Date): Promise<void>;
}

/**
 * The default provider (README "Trying the shop without outside services"): nothing leaves the machine. Each message is kept in `sms_outbox`,
 * where a developer or a test reads the code; the log says only that one was written, and why.
 */
export function outboxSmsProvider(db: Db, log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    async send({ key: _key, ...message }, now = new Date()) {
      await db
        .insertInto('sms_outbox')
        .values({ ...message, created_at: now.toISOString() })
        .execute();
      // The text carries one-time codes: it stays in the outbox table, never in a log line.
      log.info({ sms: { purpose: message.purpose } }, 'sms written to the outbox');
    },
  };
}
