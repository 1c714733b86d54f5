import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../jobs/test-push-service';
import { checkPushSubscription } from '../services/notifications/push-subscriptions';
import { proveByCode } from '../testing/checkout';
import { vapidKeys } from '../services/notifications/push-keys';
import { createTestApp, itRefusesGuests, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser's keys that pass every check. */
const good = testBrowser().keys;
let n = 0;
const endpoint = () => `https://push.example.test/send/${(n += 1)}`;
const post = (body: object, options: { token?: string; lang?: string } = {}) =>
  t.call('POST', '/api/push/subscriptions', { ...options, body });
const rows = (url: string) => t.db.selectFrom('push_subscriptions').where('endpoint', '=', url).selectAll().execute();

describe('the VAPID key', () => {
  it('is made once, kept in the database and answered as base64url of a P-256 point', async () => {
    const first = (await t.call('GET', '/api/push/key')).json().data.public_key as string;
    const key = Buffer.from(first, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await t.call('GET', '/api/push/key')).json().data.public_key).toBe(first);
    expect((await t.db.selectFrom('push_keys').select('public_key').execute()).map((k) => k.public_key)).toEqual([first]);
  });

  it('two processes starting at once end with one pair; a configured pair wins', async () => {
    await t.db.deleteFrom('push_keys').execute();
    const config = { vapidKeys: null, vapidSubject: 'mailto:shop@example.test' };
    const [a, b] = await Promise.all([vapidKeys(t.db, config), vapidKeys(t.db, config)]);
    expect(a).toEqual(b);
    const given = { publicKey: 'public', privateKey: 'private' };
    expect(await vapidKeys(t.db, { ...config, vapidKeys: given })).toEqual({ ...given, subject: 'mailto:shop@example.test' });
  });
});

describe('push subscriptions', () => {
  it('are stored, updated by endpoint (new keys, language, kinds) and removed', async () => {
    const url = endpoint();
    const first = await post({ endpoint: url, expirationTime: null, keys: testBrowser().keys });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      endpoint: url,
      kinds: { stock: true, order: true, chat: true, price: true },
      signed_in: false,
      stock_reminder_ids: [],
      checkout_ids: [],
    });

    const rotated = testBrowser().keys;
    const again = await post({ endpoint: url, keys: rotated, kinds: { price: false } }, { lang: 'ru' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.kinds).toEqual({ stock: true, order: true, chat: true, price: false });
    expect(await rows(url)).toEqual([expect.objectContaining({ p256dh: rotated.p256dh, auth: rotated.auth, lang: 'ru', wants_price: 0 })]);

    expect((await t.call('DELETE', '/api/push/subscriptions', { body: { endpoint: url } })).json()).toEqual({ data: { deleted: true } });
    expect(await rows(url)).toEqual([]);
    expect((await t.call('DELETE', '/api/push/subscriptions', { body: { endpoint: url } })).json()).toEqual({ data: { deleted: false } });
  });

  it('belong to whoever posted them last: a signed-in customer, then a guest on the same browser', async () => {
    const url = endpoint();
    const customer = await signInTestCustomer(t.db);
    expect((await post({ endpoint: url, keys: testBrowser().keys }, { token: customer.token })).json().data.signed_in).toBe(true);
    expect((await rows(url))[0]?.customer_id).toBe(customer.id);
    expect((await post({ endpoint: url, keys: testBrowser().keys })).json().data.signed_in).toBe(false);
    expect((await rows(url))[0]?.customer_id).toBeNull();
  });

  it.each([
    ['an endpoint that is no address', { endpoint: 'not a url', keys: good }, ['endpoint']],
    ['an endpoint of another scheme', { endpoint: 'ftp://push.example.test/1', keys: good }, ['endpoint']],
    [
      'a p256dh of the wrong size',
      { endpoint: 'https://push.example.test/x', keys: { ...good, p256dh: Buffer.alloc(33, 4).toString('base64url') } },
      ['keys.p256dh'],
    ],
    [
      'a p256dh that is no base64url',
      { endpoint: 'https://push.example.test/x', keys: { ...good, p256dh: `${good.p256dh.slice(0, -2)}+/` } },
      ['keys.p256dh'],
    ],
    [
      'an auth of the wrong size',
      { endpoint: 'https://push.example.test/x', keys: { ...good, auth: Buffer.alloc(15).toString('base64url') } },
      ['keys.auth'],
    ],
    [
      'all three wrong',
      { endpoint: 'mailto:x@example.test', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      ['endpoint', 'keys.p256dh', 'keys.auth'],
    ],
  ])('%s is a 400 naming the field, in uk and ru', async (_case, body, fields) => {
    const uk = await post(body);
    expect(uk.statusCode).toBe(400);
    expect(uk.json().message).toBe('Браузер надіслав підписку на сповіщення, якою не можна скористатися. Увімкніть сповіщення ще раз');
    expect(Object.keys(uk.json().errors)).toEqual(fields);
    const ru = await post(body, { lang: 'ru' });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().message).toBe('Браузер прислал подписку на уведомления, которой нельзя воспользоваться. Включите уведомления ещё раз');
    expect(await rows(body.endpoint)).toEqual([]);
  });

  it('bounds what it stores: an endpoint past 2048 characters is a 400', async () => {
    expect((await post({ endpoint: `https://push.example.test/${'a'.repeat(2048)}`, keys: good })).statusCode).toBe(400);
  });

  it('in production takes https push services only, never an address by IP or localhost', () => {
    const check = (url: string) => () => checkPushSubscription({ endpoint: url, keys: good }, true);
    expect(check('https://fcm.googleapis.com/fcm/send/abc')).not.toThrow();
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://user:pw@push.example.test/',
    ]) {
      expect(check(url), url).toThrow();
    }
    expect(() => checkPushSubscription({ endpoint: 'http://127.0.0.1:9/push', keys: good }, false)).not.toThrow();
  });

  it('a guest follows a back-in-stock reminder only with a proof of its phone, never by knowing the number', async () => {
    const productId = (await t.db.selectFrom('products').where('stock', '=', 0).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const proof = await proveByCode(t, '380671112299');
    const set = await t.call('POST', `/api/product/${productId}/stock-subscription`, {
      body: { phone: '+380 67 111 22 99' },
      headers: { 'x-verification-token': proof },
    });
    expect(set.json()).toEqual({ data: { product_id: productId, followable: true } });
    const { id } = await t.db
      .selectFrom('stock_subscriptions')
      .where('product_id', '=', productId)
      .where('phone', '=', '380671112299')
      .select('id')
      .executeTakeFirstOrThrow();
    const unproven = await post({ endpoint: endpoint(), keys: good, stock_reminders: [{ product_id: productId }] });
    expect(unproven.statusCode).toBe(404);
    expect(unproven.json().message).toBe('Нагадування про наявність не знайдено');
    const otherPhone = await post({
      endpoint: endpoint(),
      keys: good,
      stock_reminders: [{ product_id: productId, verification_token: await proveByCode(t, '380671112298') }],
    });
    expect(otherPhone.statusCode).toBe(404);
    const right = await post({ endpoint: endpoint(), keys: good, stock_reminders: [{ product_id: productId, verification_token: proof }] });
    expect(right.statusCode).toBe(201);
    expect(right.json().data.stock_reminder_ids).toEqual([id]);
  });

  it("a subscription the browser renewed takes the old one's place: its language, kinds and reminders go on under the new endpoint", async () => {
    const productId = (
      await t.db.selectFrom('products').where('stock', '=', 0).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const proof = await proveByCode(t, '380671112277');
    await t.call('POST', `/api/product/${productId}/stock-subscription`, {
      body: { phone: '+380 67 111 22 77' },
      headers: { 'x-verification-token': proof },
    });
    const reminder = await t.db
      .selectFrom('stock_subscriptions')
      .where('product_id', '=', productId)
      .where('phone', '=', '380671112277')
      .select('id')
      .executeTakeFirstOrThrow();
    const old = endpoint();
    await post(
      { endpoint: old, keys: good, kinds: { price: false }, stock_reminders: [{ product_id: productId, verification_token: proof }] },
      { lang: 'ru' },
    );

    // The worker renews it without knowing the page's language.
    const fresh = endpoint();
    const renewed = await post({ endpoint: fresh, keys: testBrowser().keys, replaces: old });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data).toMatchObject({ endpoint: fresh, kinds: { price: false }, stock_reminder_ids: [reminder.id] });
    expect(await rows(old)).toEqual([]);
    expect(await rows(fresh)).toEqual([expect.objectContaining({ lang: 'ru', wants_price: 0 })]);

    // An endpoint nobody has is no proof of anything: a new subscription, following nothing.
    const stranger = await post({ endpoint: endpoint(), keys: good, replaces: 'https://push.example.test/send/unknown' });
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json().data.stock_reminder_ids).toEqual([]);
  });

  it('a checkout is followed only by its id, and an unknown one is a 404', async () => {
    const unknown = await post({ endpoint: endpoint(), keys: good, checkout_ids: ['0'.repeat(32)] });
    expect(unknown.statusCode).toBe(404);
    expect((await post({ endpoint: endpoint(), keys: good, checkout_ids: ['not-a-checkout'] })).statusCode).toBe(400);
  });
});

describe('a customer’s notification switches', () => {
  itRefusesGuests(
    () => t,
    [
      ['GET', '/api/customer/notifications'],
      ['PUT', '/api/customer/notifications', { kinds: { stock: true, order: true, chat: true, price: true } }],
    ],
  );

  it('are all on until changed; every kind can be turned off', async () => {
    const customer = await signInTestCustomer(t.db);
    await post({ endpoint: endpoint(), keys: good }, { token: customer.token });
    expect((await t.call('GET', '/api/customer/notifications', { token: customer.token })).json()).toEqual({
      data: { kinds: { stock: true, order: true, chat: true, price: true }, devices: 1 },
    });
    const off = { stock: false, order: false, chat: false, price: false };
    const put = await t.call('PUT', '/api/customer/notifications', { token: customer.token, body: { kinds: off } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.kinds).toEqual(off);
    expect((await t.call('GET', '/api/customer/notifications', { token: customer.token })).json().data.kinds).toEqual(off);
    expect(
      (await t.call('PUT', '/api/customer/notifications', { token: customer.token, body: { kinds: { stock: true } } })).statusCode,
    ).toBe(400);
  });
});
