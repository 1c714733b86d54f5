import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../adapters/email';
import { webPushSender } from '../adapters/push';
import type { SmsMessage } from '../adapters/sms';
import { queueOrderStatusNotices, queuePlacedNotices } from '../services/notifications/notification-orders';
import { vapidKeys } from '../services/notifications/push-keys';
import { saveNotificationSettings } from '../services/notifications/notification-settings';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';
import { runDueJobs, type JobDeps } from './run-due-jobs';
import { startTestPushService, testBrowser } from './test-push-service';

let t: TestApp;
let service: Awaited<ReturnType<typeof startTestPushService>>;
let deps: JobDeps;
const mails: EmailMessage[] = [];
const texts: SmsMessage[] = [];

beforeAll(async () => {
  [t, service] = await Promise.all([createTestApp({ products: 40 }), startTestPushService()]);
  deps = {
    db: t.db,
    push: webPushSender(await vapidKeys(t.db, t.config)),
    sms: { send: async (message) => void texts.push(message) },
    email: { send: async (message) => void mails.push(message) },
    site: t.config,
  };
});
afterAll(async () => {
  await Promise.all([t.close(), service.close()]);
});
beforeEach(async () => {
  service.received.length = 0;
  mails.length = 0;
  texts.length = 0;
  await t.db.deleteFrom('notification_jobs').execute();
});

let orderSeq = 0;
/** An order placed by a buyer with this e-mail (or none) and language, optionally a customer's. */
async function placedOrder({ email, lang, customerId = null }: { email: string; lang: 'uk' | 'ru'; customerId?: number | null }) {
  const seller = await t.db.selectFrom('sellers').select(['id', 'shop_name']).orderBy('id').executeTakeFirstOrThrow();
  const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', seller.id).select('id').executeTakeFirstOrThrow();
  const checkoutId = randomBytes(16).toString('hex');
  orderSeq += 1;
  const phone = `38067222${String(orderSeq).padStart(4, '0')}`;
  const { id } = await insertTestOrder(t.db, {
    checkout_id: checkoutId,
    customer_id: customerId,
    seller_id: seller.id,
    warehouse_id: warehouse.id,
    lang,
    buyer_name: 'Ольга',
    buyer_phone: phone,
    buyer_email: email,
    recipient_name: 'Ольга',
    recipient_phone: phone,
    receipt_token: `receipt-${orderSeq}`,
    created_at: '2026-03-04T10:00:00.000Z',
  });
  return { id, checkoutId, phone, shop: seller.shop_name };
}

const now = new Date('2026-03-04T10:00:00.000Z');

describe('order messages by the channels a buyer has', () => {
  it("e-mails a buyer no browser follows, in the order's language, as text and HTML, once per event", async () => {
    const order = await placedOrder({ email: 'olga@example.com', lang: 'ru' });
    await queuePlacedNotices(t.db, order.checkoutId, now);
    await queuePlacedNotices(t.db, order.checkoutId, now); // a repeated call tells nothing again
    await queueOrderStatusNotices(t.db, order.id, 'confirmed', now);
    await queueOrderStatusNotices(t.db, order.id, 'sent', now);
    await queueOrderStatusNotices(t.db, order.id, 'cancelled', now);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 4, gone: 0, failed: 0 });
    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(texts).toEqual([]);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Заказ № ${order.id} отменён`,
        `Заказ № ${order.id} отправлен`,
        `Заказ № ${order.id} подтверждён`,
        `Заказ № ${order.id} принят`,
      ].sort(),
    );
    const placed = mails.find((m) => m.subject.endsWith('принят'))!;
    const url = `https://kramnytsia.test/ru/thank-you-page?checkout=${order.checkoutId}`;
    expect(placed).toMatchObject({
      address: 'olga@example.com',
      purpose: 'order',
      text: `${order.shop} получил заказ и скоро его подтвердит\n\n${url}\n\nКрамниця`,
    });
    expect(placed.html).toContain(`<a href="${url}">Открыть на сайте</a>`);
  });

  it("gives each event's e-mail one Message-ID of the store's host, the same when a failed send is tried again", async () => {
    const order = await placedOrder({ email: 'olga@example.com', lang: 'uk' });
    await queueOrderStatusNotices(t.db, order.id, 'confirmed', now);
    await queueOrderStatusNotices(t.db, order.id, 'sent', now);
    let failures = 1;
    const flaky: JobDeps = {
      ...deps,
      email: {
        send: async (message) => {
          mails.push(message);
          if (failures-- > 0) throw new Error('451 try later');
        },
      },
    };
    expect(await runDueJobs(flaky, now)).toEqual({ sent: 1, gone: 0, failed: 1 });
    expect(await runDueJobs(flaky, new Date(now.getTime() + 10 * 60_000))).toEqual({ sent: 1, gone: 0, failed: 0 });
    const ids = (event: string) => mails.filter((m) => m.subject.endsWith(event)).map((m) => m.messageId);
    const [tried, again] = [ids('підтверджено'), ids('відправлено')].sort((a, b) => b.length - a.length);
    expect(tried).toHaveLength(2);
    expect(tried![0]).toMatch(/^<[0-9a-f]{32}@kramnytsia\.test>$/);
    expect(tried![1]).toBe(tried![0]);
    expect(again).toHaveLength(1);
    expect(again![0]).not.toBe(tried![0]);
  });

  it('texts a buyer who gave no e-mail, in Ukrainian for an order placed in Ukrainian', async () => {
    const order = await placedOrder({ email: '', lang: 'uk' });
    await queueOrderStatusNotices(t.db, order.id, 'confirmed', now);
    expect(await runDueJobs(deps, now)).toMatchObject({ sent: 1 });
    expect(mails).toEqual([]);
    expect(texts).toEqual([
      expect.objectContaining({
        phone: order.phone,
        purpose: 'order',
        // the same on every attempt of this news, so a gateway hands it over once
        key: `order:${order.id}:status-confirmed:sms`,
        text: expect.stringContaining(`Крамниця: Замовлення № ${order.id} підтверджено.`),
      }),
    ]);
  });

  it('pushes to the browser following the checkout, and then sends neither e-mail nor SMS', async () => {
    const order = await placedOrder({ email: 'olga@example.com', lang: 'uk' });
    const browser = testBrowser();
    const subscribed = await t.call('POST', '/api/push/subscriptions', {
      body: { endpoint: service.endpoint(), keys: browser.keys, checkout_ids: [order.checkoutId] },
    });
    expect(subscribed.statusCode).toBe(201);
    await queueOrderStatusNotices(t.db, order.id, 'sent', now);
    expect(await runDueJobs(deps, now)).toMatchObject({ sent: 1 });
    expect(service.received).toHaveLength(1);
    expect([...mails, ...texts]).toEqual([]);
  });

  it('tells nothing by any channel to a customer who turned order notices off', async () => {
    const customer = await signInTestCustomer(t.db);
    await saveNotificationSettings(t.db, customer.id, { stock: true, order: false, chat: true, price: true });
    const order = await placedOrder({ email: 'olga@example.com', lang: 'uk', customerId: customer.id });
    await queueOrderStatusNotices(t.db, order.id, 'confirmed', now);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 0 });
  });
});
