import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmailProvider } from '../adapters/email';
import { webPushSender } from '../adapters/push';
import { outboxSmsProvider } from '../adapters/sms';
import { applyPaymentOutcome } from '../services/checkout/payment';
import { proveByCode } from '../testing/checkout';
import { setOfferStock } from '../services/catalog/offer-stock';
import { setOfferPrice } from '../services/catalog/offer-price';
import { vapidKeys } from '../services/notifications/push-keys';
import { replyAsSeller } from '../services/conversations/seller-conversations';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';
import { claimDueJobs, MAX_ATTEMPTS, queueNotice } from './notification-jobs';
import { runDueJobs, type JobDeps, type PushPayload } from './run-due-jobs';
import { decryptPush, startTestPushService, testBrowser, vapidClaims, type TestBrowser } from './test-push-service';

let t: TestApp;
let service: Awaited<ReturnType<typeof startTestPushService>>;
let deps: JobDeps;
const quiet = { info() {} };

beforeAll(async () => {
  [t, service] = await Promise.all([createTestApp(), startTestPushService()]);
  deps = {
    db: t.db,
    push: webPushSender(await vapidKeys(t.db, t.config)),
    sms: outboxSmsProvider(t.db, quiet),
    email: outboxEmailProvider(t.db, quiet),
    site: t.config,
  };
});
afterAll(async () => {
  await Promise.all([t.close(), service.close()]);
});
beforeEach(async () => {
  // Each test counts its own pushes and jobs.
  service.received.length = 0;
  await t.db.deleteFrom('notification_jobs').execute();
});

/** A browser subscribed through the API, as the client will do it. */
async function subscribe(options: { token?: string; lang?: string; body?: object } = {}) {
  const browser = testBrowser();
  const endpoint = service.endpoint();
  const answer = await t.call('POST', '/api/push/subscriptions', {
    token: options.token,
    lang: options.lang,
    body: { endpoint, keys: browser.keys, ...options.body },
  });
  expect(answer.statusCode).toBe(201);
  return { browser, endpoint, path: new URL(endpoint).pathname };
}

/** What one browser received: its pushes decrypted with its own keys. */
const pushesTo = (browser: TestBrowser, path: string) =>
  service.received.filter((r) => r.path === path).map((r) => JSON.parse(decryptPush(browser, r.body)) as PushPayload);

async function outOfStockOffer(skip = 0): Promise<number> {
  return (
    await t.db.selectFrom('products').where('stock', '=', 0).select('id').orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow()
  ).id;
}

/** A reminder as the app sets it: a guest's phone proved by its SMS code first; answers the proof to follow it with. */
const remind = async (productId: number, body: { phone?: string; email?: string }, options: { token?: string; lang?: string } = {}) => {
  const proof = body.phone ? await proveByCode(t, body.phone) : undefined;
  const answer = await t.call('POST', `/api/product/${productId}/stock-subscription`, {
    ...options,
    body,
    headers: proof ? { 'x-verification-token': proof } : {},
  });
  expect(answer.statusCode).toBe(201);
  return { product_id: productId, verification_token: proof, phone: body.phone ?? null };
};

describe('back in stock', () => {
  it('pushes once to each browser following a reminder, in its language; texts or mails the reminders no browser follows', async () => {
    const productId = await outOfStockOffer();
    const guestReminder = await remind(productId, { phone: '380671112201' }, { lang: 'ru' });
    const guest = await subscribe({
      lang: 'ru',
      body: { stock_reminders: [{ product_id: productId, verification_token: guestReminder.verification_token }] },
    });
    const customer = await signInTestCustomer(t.db);
    await remind(productId, {}, { token: customer.token });
    const signedIn = await subscribe({ token: customer.token });
    const bySms = await remind(productId, { phone: '380671112202' }, { lang: 'ru' });
    await remind(productId, { email: 'Pet.Owner@example.com' });
    const now = new Date('2026-03-01T10:00:00.000Z');

    expect(await setOfferStock(t.db, productId, 5)).toMatchObject({ toNotify: 4 });
    // Nothing leaves on the request path: the restock only marks the reminders.
    expect(service.received).toEqual([]);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 4, gone: 0, failed: 0 });

    expect(service.received).toHaveLength(2);
    expect(pushesTo(guest.browser, guest.path)).toEqual([
      {
        kind: 'stock',
        title: 'Снова в наличии',
        body: expect.stringMatching(/^«.+» снова можно заказать$/),
        url: `/ru/product/${productId}`,
        tag: `stock-${productId}`,
        icon: '/icons/icon-192.png',
      },
    ]);
    expect(pushesTo(signedIn.browser, signedIn.path)).toEqual([
      expect.objectContaining({ title: 'Знову в наявності', url: `/product/${productId}` }),
    ]);
    for (const push of service.received) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      const claims = vapidClaims(push.headers.authorization);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe(`mailto:${t.config.storeEmail}`);
      expect(claims.k).toBe((await t.call('GET', '/api/push/key')).json().data.public_key);
    }
    const sms = await t.db
      .selectFrom('sms_outbox')
      .where('phone', '=', bySms.phone!)
      .where('purpose', '=', 'stock')
      .select(['text', 'purpose'])
      .execute();
    expect(sms).toEqual([{ text: expect.stringContaining(`Снова в наличии. «`), purpose: 'stock' }]);
    expect(sms[0]!.text).toContain(`https://kramnytsia.test/ru/product/${productId}`);
    const mail = await t.db.selectFrom('email_outbox').where('address', '=', 'pet.owner@example.com').select(['subject', 'text']).execute();
    expect(mail).toEqual([{ subject: 'Знову в наявності', text: expect.stringContaining(`https://kramnytsia.test/product/${productId}`) }]);
    const statuses = await t.db.selectFrom('stock_subscriptions').where('product_id', '=', productId).select('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['notified', 'notified', 'notified', 'notified']);

    // Running the jobs again, or seeing the same reminders again, sends nothing more.
    await t.db.updateTable('stock_subscriptions').set({ status: 'to_notify' }).where('product_id', '=', productId).execute();
    expect(await runDueJobs(deps, new Date(now.getTime() + 60_000))).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(service.received).toHaveLength(2);
    expect(
      await t.db.selectFrom('sms_outbox').where('phone', '=', bySms.phone!).where('purpose', '=', 'stock').select('id').execute(),
    ).toHaveLength(1);
  });

  it('a browser that turned back-in-stock off gets no push, and its reminder goes by SMS', async () => {
    const productId = await outOfStockOffer(1);
    const reminder = await remind(productId, { phone: '380671112203' });
    await subscribe({
      body: { kinds: { stock: false }, stock_reminders: [{ product_id: productId, verification_token: reminder.verification_token }] },
    });
    await setOfferStock(t.db, productId, 2);
    expect(await runDueJobs(deps, new Date('2026-03-01T11:00:00.000Z'))).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(service.received).toEqual([]);
    expect(
      await t.db.selectFrom('sms_outbox').where('phone', '=', '380671112203').where('purpose', '=', 'stock').select('purpose').execute(),
    ).toEqual([{ purpose: 'stock' }]);
  });
});

describe('a price drop on a favourite', () => {
  it('reaches the customers who keep the offer and want it; a push service answering 410 deletes the subscription', async () => {
    const productId = (
      await t.db.selectFrom('products').where('stock', '>', 0).select(['id', 'price_kop']).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const fan = await signInTestCustomer(t.db);
    expect((await t.call('POST', `/api/customer/favorite/product/${productId}`, { token: fan.token })).statusCode).toBe(200);
    const kept = await subscribe({ token: fan.token, lang: 'ru' });
    const gone = await subscribe({ token: fan.token });
    service.statusFor.set(gone.path, 410);
    const notWanting = await signInTestCustomer(t.db);
    await t.call('POST', `/api/customer/favorite/product/${productId}`, { token: notWanting.token });
    await subscribe({ token: notWanting.token });
    expect(
      (
        await t.call('PUT', '/api/customer/notifications', {
          token: notWanting.token,
          body: { kinds: { stock: true, order: true, chat: true, price: false } },
        })
      ).statusCode,
    ).toBe(200);

    const { price_kop: before } = await t.db
      .selectFrom('products')
      .where('id', '=', productId)
      .select('price_kop')
      .executeTakeFirstOrThrow();
    const now = new Date('2026-03-02T10:00:00.000Z');
    await setOfferPrice(t.db, productId, before + 10_000, now);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 0 });
    await setOfferPrice(t.db, productId, before - 5_000, now);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 1, gone: 1, failed: 0 });
    // The same drop again that day is no news.
    await setOfferPrice(t.db, productId, before, now);
    await setOfferPrice(t.db, productId, before - 5_000, now);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 0 });

    expect(pushesTo(kept.browser, kept.path)).toEqual([
      expect.objectContaining({ kind: 'price', title: 'Цена снизилась', url: `/ru/product/${productId}` }),
    ]);
    expect(await t.db.selectFrom('push_subscriptions').where('endpoint', '=', gone.endpoint).select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('notification_jobs').select(['status', 'push_subscription_id']).orderBy('status').execute()).toEqual([
      { status: 'gone', push_subscription_id: null },
      { status: 'sent', push_subscription_id: expect.any(Number) },
    ]);
  });
});

describe('an online payment', () => {
  it('is told, order by order, to the guest browser following the checkout, with the thank-you page', async () => {
    const seller = await t.db.selectFrom('sellers').select(['id', 'shop_name']).orderBy('id').executeTakeFirstOrThrow();
    const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', seller.id).select('id').executeTakeFirstOrThrow();
    const card = await t.db.selectFrom('payment_methods').where('is_online', '=', 1).select('id').executeTakeFirstOrThrow();
    const checkoutId = 'c'.repeat(32);
    const at = '2026-03-04T10:00:00.000Z';
    const order = await insertTestOrder(t.db, {
      checkout_id: checkoutId,
      seller_id: seller.id,
      warehouse_id: warehouse.id,
      lang: 'ru',
      payment_method_id: card.id,
      buyer_name: 'Ольга',
      buyer_phone: '380671112204',
      recipient_name: 'Ольга',
      recipient_phone: '380671112204',
      receipt_token: 'receipt',
      created_at: at,
    });
    await t.db
      .insertInto('payment_sessions')
      .values({
        id: 'p'.repeat(32),
        checkout_id: checkoutId,
        amount_kop: 10_000,
        status: 'new',
        lang: 'ru',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const guest = await subscribe({ lang: 'ru', body: { checkout_ids: [checkoutId] } });

    const now = new Date(at);
    await applyPaymentOutcome(t.db, 'p'.repeat(32), 'success', now);
    // A late or replayed callback changes nothing, and tells nothing again.
    await applyPaymentOutcome(t.db, 'p'.repeat(32), 'success', now);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(pushesTo(guest.browser, guest.path)).toEqual([
      {
        kind: 'order',
        title: `Заказ № ${order.id} оплачен`,
        body: `Спасибо! ${seller.shop_name} получил оплату и готовит заказ`,
        url: `/ru/thank-you-page?checkout=${checkoutId}`,
        tag: `order-${order.id}`,
        icon: '/icons/icon-192.png',
      },
    ]);
  });
});

describe('a seller’s reply', () => {
  it('is pushed to the customer with the chat’s page', async () => {
    const customer = await signInTestCustomer(t.db);
    const seller = await t.db.selectFrom('sellers').select(['id', 'shop_name']).orderBy('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const chat = await t.db
      .insertInto('conversations')
      .values({
        customer_id: customer.id,
        seller_id: seller.id,
        kind: 'regular',
        product_id: null,
        order_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const browser = await subscribe({ token: customer.token });
    await replyAsSeller(t.db, seller.id, chat.id, 'Так, товар є на складі, відправимо завтра');
    await runDueJobs(deps, new Date());
    expect(pushesTo(browser.browser, browser.path)).toEqual([
      expect.objectContaining({
        kind: 'chat',
        title: `${seller.shop_name} відповідає вам`,
        body: 'Так, товар є на складі, відправимо завтра',
        url: `/cabinet?tab=seller_messages&conversation=${chat.id}`,
      }),
    ]);
  });
});

describe('jobs', () => {
  async function onePush(name: string) {
    const browser = await subscribe();
    const row = await t.db.selectFrom('push_subscriptions').where('endpoint', '=', browser.endpoint).select('id').executeTakeFirstOrThrow();
    const notice = { lang: 'uk' as const, title: 'Тест', body: name, url: '/', tag: name };
    await queueNotice(
      t.db,
      { kind: 'order', channel: 'push', pushSubscriptionId: row.id, notice, dedupeKey: `test:${name}` },
      new Date('2026-03-03T00:00:00.000Z'),
    );
    // The same notice again is not a second job.
    await queueNotice(
      t.db,
      { kind: 'order', channel: 'push', pushSubscriptionId: row.id, notice, dedupeKey: `test:${name}` },
      new Date('2026-03-03T00:00:00.000Z'),
    );
    return browser;
  }

  it('two claimers never both take one job: two runs at once send it once', async () => {
    await onePush('race');
    const now = new Date('2026-03-03T00:00:01.000Z');
    const [a, b] = await Promise.all([claimDueJobs(t.db, now, 10), claimDueJobs(t.db, now, 10)]);
    expect(a.length + b.length).toBe(1);

    await t.db.updateTable('notification_jobs').set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString() }).execute();
    const runs = await Promise.all([runDueJobs(deps, now), runDueJobs(deps, now)]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(service.received).toHaveLength(1);
  });

  it('a failed send backs off, doubling the wait, and gives up after the last attempt', async () => {
    const { path } = await onePush('flaky');
    service.statusFor.set(path, 503);
    let now = new Date('2026-03-03T00:00:01.000Z');
    const job = () =>
      t.db.selectFrom('notification_jobs').select(['status', 'attempts', 'next_attempt_at', 'last_error']).executeTakeFirstOrThrow();
    const later = (ms: number) => new Date(now.getTime() + ms);

    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(await job()).toEqual({
      status: 'queued',
      attempts: 1,
      next_attempt_at: later(30_000).toISOString(),
      last_error: 'push service answered 503',
    });
    expect(await runDueJobs(deps, later(29_000))).toEqual({ sent: 0, gone: 0, failed: 0 });
    now = later(30_000);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(await job()).toMatchObject({ attempts: 2, next_attempt_at: later(60_000).toISOString() });

    service.statusFor.delete(path);
    now = later(60_000);
    expect(await runDueJobs(deps, now)).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(await job()).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(service.received).toHaveLength(3);

    await t.db.deleteFrom('notification_jobs').execute();
    const dead = await onePush('dead');
    service.statusFor.set(dead.path, 500);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = later(24 * 60 * 60_000);
      expect(await runDueJobs(deps, now)).toEqual({ sent: 0, gone: 0, failed: 1 });
    }
    expect(await job()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await runDueJobs(deps, later(24 * 60 * 60_000))).toEqual({ sent: 0, gone: 0, failed: 0 });
  });
});
