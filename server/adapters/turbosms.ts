import type { SmsProvider } from './sms';
import { DEFAULT_RETRY, postJson, ProviderRefusedError, type RetryPolicy } from './http-retry';

interface TurboSmsOptions {
  /** TURBOSMS_TOKEN: the API token of the TurboSMS account */
  token: string;
  /** TURBOSMS_SENDER: the sender name registered with TurboSMS (an alpha name) */
  sender: string;
  /** TURBOSMS_URL: the TurboSMS API (server/config.ts has the default) unless a test points it at its fake */
  baseUrl: string;
  retry?: RetryPolicy;
}

/** A recipient's code when its message is taken (0, OK), or the whole request's (800..803); anything else is a refusal. */
const ACCEPTED = /^(0|80[0-3])$/;

interface TurboSmsAnswer {
  response_code?: number;
  response_status?: string;
  response_result?: { phone?: string; response_code?: number; response_status?: string; message_id?: string | null }[] | null;
}

/**
 * TurboSMS HTTP API (docs/decisions/0050-turbosms.md): POST message/send.json with a Bearer token. A send that
 * times out or gets a 5xx is tried again with doubling waits; a refusal (bad number, no money, bad token) is not.
 */
export function turboSmsProvider({ token, sender, baseUrl, retry = DEFAULT_RETRY }: TurboSmsOptions): SmsProvider {
  const url = `${baseUrl.replace(/\/$/, '')}/message/send.json`;
  return {
    async send(message) {
      const answer = (await postJson(
        'TurboSMS',
        url,
        { recipients: [message.phone], sms: { sender, text: message.text } },
        { authorization: `Bearer ${token}` },
        retry,
      )) as TurboSmsAnswer;
      const ours = answer.response_result?.find((result) => result.phone === message.phone) ?? answer.response_result?.[0];
      const code = String(ours?.response_code ?? answer.response_code ?? '');
      if (!ACCEPTED.test(code) || !ours?.message_id) {
        throw new ProviderRefusedError('TurboSMS', `${code} ${ours?.response_status ?? answer.response_status ?? ''}`.trim());
      }
    },
  };
}
