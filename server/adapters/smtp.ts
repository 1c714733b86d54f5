import { randomUUID } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { EmailProvider } from './email';
import { ProviderRefusedError, ProviderUnavailableError, type RetryPolicy } from './http-retry';

interface SmtpOptions {
  /** SMTP_URL: smtp://user:password@host:587 or smtps://…:465, as nodemailer reads it */
  url: string;
  /** SMTP_FROM: the From header, e.g. "Крамниця <hello@kramnytsia.ua>" */
  from: string;
  retry?: RetryPolicy;
}

const SMTP_RETRY: RetryPolicy = { attempts: 4, firstDelayMs: 1_000, timeoutMs: 20_000 };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SMTP's 5xx replies are final (no such mailbox, refused); a 4xx, a dropped connection or a timeout may pass. */
function isFinal(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/** The host of the From address, for the ids of messages that bring none of their own. */
const hostOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * E-mail over SMTP through nodemailer (docs/decisions/0051-email-over-smtp.md): plain text, and the HTML version
 * when the message has one. A transient failure is tried again with doubling waits; a 5xx reply is not. Every
 * attempt carries the message's one Message-ID (its own, else one made before the first), so a message a server
 * took but whose answer was lost is the same message when it arrives again.
 */
export function smtpEmailProvider({ url, from, retry = SMTP_RETRY }: SmtpOptions): EmailProvider & { close(): void } {
  const transport: Transporter = createTransport(url, {
    from,
    connectionTimeout: retry.timeoutMs,
    greetingTimeout: retry.timeoutMs,
    socketTimeout: retry.timeoutMs,
  });
  const sleep = retry.sleep ?? sleepFor;
  return {
    async send(message) {
      const messageId = message.messageId ?? `<${randomUUID()}@${hostOf(from)}>`;
      let last: unknown;
      for (let attempt = 0; attempt < retry.attempts; attempt++) {
        if (attempt > 0) await sleep(retry.firstDelayMs * 2 ** (attempt - 1));
        try {
          await transport.sendMail({
            to: message.address,
            messageId,
            subject: message.subject,
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
          });
          return;
        } catch (error) {
          if (isFinal(error)) throw new ProviderRefusedError('SMTP', (error as Error).message);
          last = error;
        }
      }
      throw new ProviderUnavailableError('SMTP', (last as Error | undefined)?.message ?? 'no attempt made');
    },
    close: () => transport.close(),
  };
}
