import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderRefusedError, ProviderUnavailableError } from './http-retry';
import { smtpEmailProvider } from './smtp';

const PORT = 8223;

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

/** A local SMTP server that keeps what it receives; `refuse` answers a message's data with that SMTP code. */
async function startSmtp(refuse: (index: number) => number | null = () => null) {
  const received: Received[] = [];
  /** the data of every attempt, taken or refused */
  const attempts: string[] = [];
  let tries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream: SMTPServerDataStream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        attempts.push(raw);
        const code = refuse(tries++);
        if (code !== null) return callback(Object.assign(new Error('try later'), { responseCode: code }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  return { received, attempts, tries: () => tries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let provider: ReturnType<typeof smtpEmailProvider> | undefined;
afterEach(async () => {
  provider?.close();
  await smtp?.close();
  smtp = undefined;
  provider = undefined;
});

const delays: number[] = [];
function connect() {
  delays.length = 0;
  provider = smtpEmailProvider({
    url: `smtp://127.0.0.1:${PORT}`,
    from: 'Крамниця <hello@kramnytsia.ua>',
    retry: { attempts: 3, firstDelayMs: 100, timeoutMs: 2_000, sleep: async (ms) => void delays.push(ms) },
  });
  return provider;
}

const message = {
  address: 'olena@example.com',
  subject: 'Замовлення №1042 прийнято',
  text: 'Дякуємо! Замовлення №1042 прийнято.',
  html: '<p>Дякуємо! Замовлення <b>№1042</b> прийнято.</p>',
  purpose: 'order',
};

describe('e-mail over SMTP', () => {
  it('delivers one message with a plain text and an HTML part, from the store, to the buyer', async () => {
    smtp = await startSmtp();
    await connect().send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'hello@kramnytsia.ua', to: ['olena@example.com'] });
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  });

  it('tries again after a temporary refusal (4xx) with doubling waits, and delivers once', async () => {
    smtp = await startSmtp((index) => (index < 2 ? 451 : null));
    await connect().send(message);
    expect(smtp.received).toHaveLength(1);
    expect(delays).toEqual([100, 200]);
  });

  it('sends every attempt of a message with its one Message-ID: the one the message brings, else one made for it', async () => {
    smtp = await startSmtp((index) => (index === 0 ? 451 : null));
    const id = '<5f1c2a9e0d3b4c7a8e6f1b2c3d4e5f60@kramnytsia.ua>';
    await connect().send({ ...message, messageId: id });
    expect(smtp.attempts.map(messageIdOf)).toEqual([id, id]);
    // the same news sent again (its job tried again after the first send's outcome was lost) is the same message
    await provider!.send({ ...message, messageId: id });
    expect(smtp.received.map((mail) => messageIdOf(mail.raw))).toEqual([id, id]);

    smtp.attempts.length = 0;
    smtp.received.length = 0;
    await provider!.send(message);
    const made = smtp.received.map((mail) => messageIdOf(mail.raw));
    expect(made[0]).toMatch(/^<[0-9a-f-]{36}@kramnytsia\.ua>$/);
  });

  it('does not try again after a final refusal (5xx)', async () => {
    smtp = await startSmtp(() => 550);
    await expect(connect().send(message)).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(smtp.tries()).toBe(1);
  });

  it('gives up as unavailable when no server answers', async () => {
    await expect(connect().send(message)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(delays).toEqual([100, 200]);
  });
});
