import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { startFakeProvider, type FakeAnswer, type FakeProvider } from './fake-http';
import { webPushSender } from './push';
import { ProviderRefusedError, ProviderUnavailableError } from './http-retry';
import { SmsOutcomeUnknownError } from './sms';
import { turboSmsProvider } from './turbosms';
import { queueNotice } from '../jobs/notification-jobs';
import { runDueJobs } from '../jobs/run-due-jobs';
import { vapidKeys } from '../services/notifications/push-keys';

const PORT = 8221;
const accepted = (phone: string): FakeAnswer => ({
  status: 200,
  json: {
    response_code: 800,
    response_status: 'SUCCESS_MESSAGE_ACCEPTED',
    response_result: [{ phone, response_code: 0, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: 'OK' }],
  },
});
const message = { phone: '380671234567', text: 'Код: 123456', purpose: 'checkout' };

let fake: FakeProvider | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function provider(url: string, delays: number[] = [], db?: TestApp['db']) {
  return turboSmsProvider({
    token: 'test-token',
    sender: 'Kramnytsia',
    baseUrl: url,
    retry: { attempts: 3, firstDelayMs: 100, timeoutMs: 1_500, sleep: async (ms) => void delays.push(ms) },
    db,
  });
}

describe('TurboSMS adapter', () => {
  it('sends one message to message/send.json with the Bearer token, the sender and the text', async () => {
    fake = await startFakeProvider(PORT, (request) => accepted((request.body as { recipients: string[] }).recipients[0]!));
    await provider(fake.url).send(message);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/message/send.json',
      headers: { authorization: 'Bearer test-token' },
      body: { recipients: ['380671234567'], sms: { sender: 'Kramnytsia', text: 'Код: 123456' } },
    });
  });

  it.each([
    ['a 5xx', { status: 503, json: {} } as FakeAnswer],
    ['no answer in time', 'hang' as FakeAnswer],
  ])('tries again with doubling waits after %s, and sends once', async (_case, failure) => {
    fake = await startFakeProvider(PORT, (_request, index) => (index < 2 ? failure : accepted(message.phone)));
    const delays: number[] = [];
    await provider(fake.url, delays).send(message);
    expect(fake.requests).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
  });

  it('a one-time code (no key) whose answer was cut is sent again: at least once, as the shopper waits for it', async () => {
    fake = await startFakeProvider(PORT, (_request, index) => (index === 0 ? 'reset' : accepted(message.phone)));
    await provider(fake.url).send(message);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body).toEqual(fake.requests[0]!.body);
  });

  it('gives up as unavailable when every try fails', async () => {
    fake = await startFakeProvider(PORT, () => ({ status: 502, json: {} }));
    await expect(provider(fake.url).send(message)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(fake.requests).toHaveLength(3);
  });

  it.each([
    [
      'a refused recipient',
      {
        status: 200,
        json: {
          response_code: 406,
          response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY',
          response_result: [
            { phone: message.phone, response_code: 406, message_id: null, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' },
          ],
        },
      } as FakeAnswer,
    ],
    [
      'a wrong token',
      { status: 200, json: { response_code: 103, response_status: 'REQUIRED_TOKEN', response_result: null } } as FakeAnswer,
    ],
    ['a 4xx', { status: 401, json: {} } as FakeAnswer],
  ])('does not try again after %s', async (_case, refusal) => {
    fake = await startFakeProvider(PORT, () => refusal);
    await expect(provider(fake.url).send(message)).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('an order message (a keyed one) is handed to TurboSMS once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 40 });
  });
  afterAll(() => t.close());

  let keys = 0;
  /** a message of its own job: every test sends news no other test sent */
  const news = () => ({
    phone: message.phone,
    text: 'Крамниця: Замовлення № 12 підтверджено.',
    purpose: 'order',
    key: `order:12:${++keys}:sms`,
  });
  const keyed = (url: string) => provider(url, [], t.db);

  it('sends it once: the same news sent again (its job tried again after it was taken) asks nothing; other news is sent', async () => {
    fake = await startFakeProvider(PORT, () => accepted(message.phone));
    const confirmed = news();
    await keyed(fake.url).send(confirmed);
    await keyed(fake.url).send(confirmed);
    expect(fake.requests).toHaveLength(1);
    await keyed(fake.url).send(news());
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['no answer in time', 'hang' as FakeAnswer],
    ['the connection cut after the request went out', 'reset' as FakeAnswer],
  ])('an answer lost on the way (%s): not tried again, and the job’s next attempt sends nothing either', async (_case, lostAnswer) => {
    fake = await startFakeProvider(PORT, (_request, index) => (index === 0 ? lostAnswer : accepted(message.phone)));
    const lost = news();
    await expect(keyed(fake.url).send(lost)).rejects.toBeInstanceOf(SmsOutcomeUnknownError);
    await expect(keyed(fake.url).send(lost)).rejects.toThrow(/may have been delivered, so it is not sent again/);
    expect(fake.requests).toHaveLength(1);
  });

  it('its job ends at that first attempt, failed with the reason, and no later run asks TurboSMS again', async () => {
    // A port of its own: a connection the tests above left in the client's pool is never this fake's.
    fake = await startFakeProvider(PORT + 1, (_request, index) => (index === 0 ? 'reset' : accepted(message.phone)));
    await t.db.deleteFrom('notification_jobs').execute();
    const now = new Date('2026-12-06T12:00:00.000Z');
    const notice = { lang: 'uk' as const, title: 'Замовлення № 12', body: 'Підтверджено', url: '/cabinet?tab=orders', tag: 'order-12' };
    await queueNotice(
      t.db,
      { kind: 'order', channel: 'sms', contact: message.phone, notice, dedupeKey: `order:12:lost:${++keys}:sms` },
      now,
    );
    const deps = {
      db: t.db,
      push: webPushSender(await vapidKeys(t.db, t.config)),
      sms: keyed(fake.url),
      email: { send: async () => undefined },
      site: t.config,
    };
    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 1 });
    const job = await t.db.selectFrom('notification_jobs').select(['status', 'attempts', 'last_error']).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.last_error).toMatch(/may have been delivered, so it is not sent again/);
    expect(await runDueJobs(deps, new Date(now.getTime() + 24 * 60 * 60_000))).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(fake.requests).toHaveLength(1);
  });

  it('TurboSMS unreachable or answering 5xx: it cannot have sent it, so the next attempt does', async () => {
    const unreached = news();
    await expect(keyed(`http://127.0.0.1:${PORT}`).send(unreached)).rejects.toMatchObject({ actedOn: 'no' });
    fake = await startFakeProvider(PORT, (_request, index) => (index === 0 ? { status: 503, json: {} } : accepted(message.phone)));
    const failed = news();
    await expect(keyed(fake.url).send(failed)).rejects.toMatchObject({ actedOn: 'no' });
    expect(fake.requests).toHaveLength(1);
    await keyed(fake.url).send(failed);
    await keyed(fake.url).send(unreached);
    expect(fake.requests).toHaveLength(3);
  });

  it('a refusal gives the message up too: asked again, it is asked of TurboSMS again', async () => {
    fake = await startFakeProvider(PORT, () => ({ status: 401, json: {} }));
    const refused = news();
    await expect(keyed(fake.url).send(refused)).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(keyed(fake.url).send(refused)).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(fake.requests).toHaveLength(2);
  });
});
