import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_ORDER_LIMITS } from '../services/checkout/fast-order';
import { fillCart, headersOf, newKey, offerSource } from '../testing/checkout';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freshOffers = (count: number, options?: Parameters<ReturnType<typeof offerSource>>[1]) => offerSource(t)(count, options);
const stockOf = async (id: number) =>
  (await t.db.selectFrom('products').where('id', '=', id).select('stock').executeTakeFirstOrThrow()).stock;

let seq = 0;
const newPhone = () => `38050${String(7_000_000 + ++seq)}`;
const newAddress = () => `198.18.${++seq}.1`;

function fastOrder(session: string, phone: string, ip: string, lang: 'uk' | 'ru' = 'uk') {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/fast-order',
    payload: { name: 'Бот', phone },
    headers: headersOf({ session, lang }, { 'idempotency-key': newKey() }),
    remoteAddress: ip,
  });
}

function confirm(orderId: number, sellerId: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/seller-api/orders/${orderId}/status`,
    payload: { status: 'confirmed' },
    headers: { authorization: `Bearer seller-demo-key-${sellerId}`, 'accept-language': 'uk' },
  });
}

describe('a fast order from a stranger', () => {
  it('takes no stock: a cart of every unit of ten offers leaves all ten in stock', async () => {
    const offers = await freshOffers(10, { distinctSellers: false });
    const session = await fillCart(
      t,
      offers.map((o) => ({ id: o.id, qty: o.stock })),
    );
    const placed = await fastOrder(session, newPhone(), newAddress());
    expect(placed.statusCode).toBe(201);
    for (const offer of offers) expect(await stockOf(offer.id)).toBe(offer.stock);
  });

  it('takes the stock when its seller confirms it, and cannot be confirmed once the goods sold out', async () => {
    const [offer] = await freshOffers(1);
    const placedFirst = await fastOrder(await fillCart(t, [{ id: offer!.id, qty: offer!.stock }]), newPhone(), newAddress());
    const placedSecond = await fastOrder(await fillCart(t, [{ id: offer!.id, qty: 1 }]), newPhone(), newAddress());
    const [first, second] = [placedFirst.json().data[0].id as number, placedSecond.json().data[0].id as number];

    expect((await confirm(first, offer!.seller_id)).statusCode).toBe(200);
    expect(await stockOf(offer!.id)).toBe(0);
    const refused = await confirm(second, offer!.seller_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Товару вже не вистачає на складі: замовлення не можна підтвердити' });
    expect((await t.db.selectFrom('orders').where('id', '=', second).select('status').executeTakeFirstOrThrow()).status).toBe('new');
  });

  it(`waits at most ${FAST_ORDER_LIMITS.waitingPerPhone} at a time per phone`, async () => {
    const [offer] = await freshOffers(1);
    const phone = newPhone();
    for (let i = 0; i < FAST_ORDER_LIMITS.waitingPerPhone; i++) {
      expect((await fastOrder(await fillCart(t, [{ id: offer!.id, qty: 1 }]), phone, newAddress())).statusCode).toBe(201);
    }
    const refused = await fastOrder(await fillCart(t, [{ id: offer!.id, qty: 1 }]), phone, newAddress(), 'ru');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'На этот номер уже ждут быстрые заказы: продавец позвонит по ним, прежде чем принять новые',
    });
  });

  it(`comes at most ${FAST_ORDER_LIMITS.perAddressPerHour} an hour from one address`, async () => {
    const [offer] = await freshOffers(1);
    const ip = newAddress();
    for (let i = 0; i < FAST_ORDER_LIMITS.perAddressPerHour; i++) {
      expect((await fastOrder(await fillCart(t, [{ id: offer!.id, qty: 1 }]), newPhone(), ip)).statusCode).toBe(201);
    }
    const refused = await fastOrder(await fillCart(t, [{ id: offer!.id, qty: 1 }]), newPhone(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Забагато швидких замовлень. Спробуйте через \d+ с$/);
  });
});
