import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { SmsOutcomeUnknownError, type SmsMessage, type SmsProvider } from './sms';
import { DEFAULT_RETRY, postJson, ProviderRefusedError, ProviderUnavailableError, type RetryPolicy } from './http-retry';

interface TurboSmsOptions {
  /** TURBOSMS_TOKEN: the API token of the TurboSMS account */
  token: string;
  /** TURBOSMS_SENDER: the sender name registered with TurboSMS (an alpha name) */
  sender: string;
  /** TURBOSMS_URL: the TurboSMS API (server/config.ts has the default) unless a test points it at its fake */
  baseUrl: string;
  retry?: RetryPolicy;
  /** where each keyed message's hand-over is kept (`idempotency_keys`), so it is handed to TurboSMS once */
  db?: Db;
}

/** A recipient's code when its message is taken (0, OK), or the whole request's (800..803); anything else is a refusal. */
const ACCEPTED = /^(0|80[0-3])$/;

interface TurboSmsAnswer {
  response_code?: number;
  response_status?: string;
  response_result?: { phone?: string; response_code?: number; response_status?: string; message_id?: string | null }[] | null;
}

/** A keyed message's row in `idempotency_keys`: handed over with its outcome unknown, then accepted. */
const SCOPE = 'sms:turbosms';
const HANDED_OVER = 0;
const TAKEN = 200;

/**
 * TurboSMS HTTP API (docs/decisions/0050-turbosms.md): POST message/send.json with a Bearer token. A send that
 * times out or gets a 5xx is tried again with doubling waits; a refusal (bad number, no money, bad token) is not.
 *
 * TurboSMS takes no idempotency key, so a keyed message (an order's news: SmsMessage.key) is kept to one hand-over
 * on the store's side, as a sequence number would be: its key's row is written before the request, and a message
 * whose row exists is not sent again, whichever process or attempt asks. The request is made once; only when
 * TurboSMS cannot have acted on it (never reached, a 5xx, a refusal) is the row given up, so the job's next
 * attempt sends it. An answer lost on the way keeps the row: the message is not sent a second time, and the send
 * ends with SmsOutcomeUnknownError, which ends its job (TurboSMS's message/status needs the message_id that answer
 * carried, so nothing can be asked instead). Unkeyed messages (one-time codes) are retried: a shopper is waiting,
 * and a second copy of the same code harms nobody.
 */
export function turboSmsProvider({ token, sender, baseUrl, retry = DEFAULT_RETRY, db }: TurboSmsOptions): SmsProvider {
  const url = `${baseUrl.replace(/\/$/, '')}/message/send.json`;
  const post = async (message: SmsMessage, policy: RetryPolicy): Promise<string> => {
    const answer = (await postJson(
      'TurboSMS',
      url,
      { recipients: [message.phone], sms: { sender, text: message.text } },
      { authorization: `Bearer ${token}` },
      policy,
    )) as TurboSmsAnswer;
    const ours = answer.response_result?.find((result) => result.phone === message.phone) ?? answer.response_result?.[0];
    const code = String(ours?.response_code ?? answer.response_code ?? '');
    if (!ACCEPTED.test(code) || !ours?.message_id) {
      throw new ProviderRefusedError('TurboSMS', `${code} ${ours?.response_status ?? answer.response_status ?? ''}`.trim());
    }
    return ours.message_id;
  };
  return {
    async send(message, now = new Date()) {
      if (!message.key || !db) {
        await post(message, retry);
        return;
      }
      const key = createHash('sha256').update(message.key).digest('hex');
      const row = db.selectFrom('idempotency_keys').where('scope', '=', SCOPE).where('key', '=', key);
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ scope: SCOPE, key, status: HANDED_OVER, body: '{}', fingerprint: null, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) {
        const earlier = await row.select('status').executeTakeFirst();
        if (earlier?.status === TAKEN) return;
        throw new SmsOutcomeUnknownError('an earlier send of this message lost its answer');
      }
      try {
        const messageId = await post(message, { ...retry, attempts: 1 });
        await db
          .updateTable('idempotency_keys')
          .set({ status: TAKEN, body: JSON.stringify({ message_id: messageId }) })
          .where('scope', '=', SCOPE)
          .where('key', '=', key)
          .execute();
      } catch (error) {
        const notActedOn = error instanceof ProviderRefusedError || (error instanceof ProviderUnavailableError && error.actedOn === 'no');
        if (notActedOn) {
          await db.deleteFrom('idempotency_keys').where('scope', '=', SCOPE).where('key', '=', key).execute();
          throw error;
        }
        throw new SmsOutcomeUnknownError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
