import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../jobs/test-push-service';
import { proveByCode } from '../testing/checkout';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VICTIM = '380679990011';
let seq = 0;
const outOfStockOffer = async () =>
  (await t.db.selectFrom('products').where('stock', '=', 0).select('id').orderBy('id').offset(seq++).limit(1).executeTakeFirstOrThrow()).id;
const remind = (productId: number, body: object, headers: Record<string, string> = {}, token?: string) =>
  t.call('POST', `/api/product/${productId}/stock-subscription`, { body, headers, token, ip: `10.9.${++seq}.1` });
const follow = (stock_reminders: object[], token?: string) =>
  t.call('POST', '/api/push/subscriptions', {
    token,
    body: { endpoint: `https://push.example.test/send/${++seq}`, keys: testBrowser().keys, stock_reminders },
  });

describe('a stranger and someone else’s stock reminder', () => {
  it('cannot tell whether a phone waits for a product: the answer never changes and never repeats the phone', async () => {
    const productId = await outOfStockOffer();
    expect((await remind(productId, { phone: VICTIM }, { 'x-verification-token': await proveByCode(t, VICTIM) })).statusCode).toBe(201);
    const stranger = await remind(productId, { phone: VICTIM });
    const nobody = await remind(productId, { phone: '380679990012' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).toBe(nobody.body);
    expect(stranger.body).not.toContain('9990011');
    expect(stranger.json()).toEqual({
      message: 'Підтвердіть номер кодом з SMS, щоб отримувати нагадування на нього',
      errors: { phone: ['Підтвердіть номер кодом з SMS, щоб отримувати нагадування на нього'] },
    });
  });

  it('cannot subscribe a phone it has not proven to SMS reminders, signed in or not', async () => {
    const productId = await outOfStockOffer();
    const customer = await signInTestCustomer(t.db);
    expect((await remind(productId, { phone: '380679990013' })).statusCode).toBe(403);
    expect((await remind(productId, { phone: '380679990013' }, {}, customer.token)).statusCode).toBe(403);
    // a proof of another phone proves nothing about this one
    expect(
      (await remind(productId, { phone: '380679990013' }, { 'x-verification-token': await proveByCode(t, '380679990014') })).statusCode,
    ).toBe(403);
    expect(await t.db.selectFrom('stock_subscriptions').where('product_id', '=', productId).select('id').execute()).toEqual([]);
  });

  it('cannot follow it by push knowing the number, nor with its own proof or account', async () => {
    const productId = await outOfStockOffer();
    const victim = '380679990016';
    await remind(productId, { phone: victim }, { 'x-verification-token': await proveByCode(t, victim) });
    const { id } = await t.db.selectFrom('stock_subscriptions').where('product_id', '=', productId).select('id').executeTakeFirstOrThrow();
    expect((await follow([{ id, phone: victim }])).statusCode).toBe(400);
    expect((await follow([{ product_id: productId }])).statusCode).toBe(404);
    expect((await follow([{ product_id: productId, verification_token: await proveByCode(t, '380679990015') }])).statusCode).toBe(404);
    expect((await follow([{ product_id: productId }], (await signInTestCustomer(t.db)).token)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('push_stock_reminders').where('stock_subscription_id', '=', id).select('push_subscription_id').execute(),
    ).toEqual([]);
  });
});
