import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { novaPoshtaClient } from '../adapters/nova-poshta';
import { FAKE_API_KEY, PARCEL_STATUSES, startFakeNovaPoshta } from '../adapters/nova-poshta-fake';
import type { FakeProvider } from '../adapters/fake-http';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';
import { TRACK_EVERY_MS, trackWaybills } from './nova-poshta-tracking';

const PORT = 8227;
let t: TestApp;
let fake: FakeProvider;
beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp({ products: 40 }), startFakeNovaPoshta(PORT)]);
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(async () => {
  await t.db.deleteFrom('notification_jobs').execute();
  fake.requests.length = 0;
});

const client = () =>
  novaPoshtaClient({
    apiKey: FAKE_API_KEY,
    baseUrl: fake.url,
    retry: { attempts: 2, firstDelayMs: 1, timeoutMs: 2_000, sleep: async () => {} },
  });

/** An order of the first seller, of a signed-in customer, confirmed and ready to send. */
async function confirmedOrder() {
  const customer = await signInTestCustomer(t.db);
  const seller = await t.db.selectFrom('sellers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', seller.id).select('id').executeTakeFirstOrThrow();
  const { id } = await insertTestOrder(t.db, {
    checkout_id: `${customer.id}`.padStart(32, 'f'),
    customer_id: customer.id,
    seller_id: seller.id,
    warehouse_id: warehouse.id,
    status: 'confirmed',
    buyer_phone: customer.phone,
    buyer_email: 'olena@example.com',
    recipient_phone: customer.phone,
    receipt_token: `r${customer.id}`,
    created_at: '2026-12-01T10:00:00.000Z',
  });
  return { id, customer };
}

const send = (orderId: number, body: object) =>
  t.call('PUT', `/api/seller-api/orders/${orderId}/status`, { body, headers: { authorization: `Bearer ${demoSellerKey(1)}` } });

const emails = async (orderId: number) =>
  (
    await t.db
      .selectFrom('notification_jobs')
      .where('dedupe_key', 'like', `order:${orderId}:%`)
      .where('channel', '=', 'email')
      .select('payload')
      .orderBy('id')
      .execute()
  ).map((row) => JSON.parse(row.payload) as { title: string; body: string });

describe('a waybill and its tracking', () => {
  it('a seller sends an order with its ТТН; the buyer hears it, then each new stage once, and sees it in the cabinet', async () => {
    const { id, customer } = await confirmedOrder();
    const waybill = '20450000000001';
    expect((await send(id, { status: 'sent', waybill })).statusCode).toBe(200);
    expect((await emails(id)).map((m) => m.body)).toEqual([expect.stringContaining(`ТТН ${waybill}`)]);

    const start = new Date('2026-12-02T10:00:00.000Z');
    PARCEL_STATUSES.set(waybill, { StatusCode: '5', Status: 'Відправлення прямує до міста Київ.' });
    expect(await trackWaybills(t.db, client(), start)).toBe(1);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      modelName: 'TrackingDocument',
      calledMethod: 'getStatusDocuments',
      methodProperties: { Documents: [{ DocumentNumber: waybill, Phone: customer.phone }] },
    });
    // Not asked again before its time, and the same stage tells nothing.
    expect(await trackWaybills(t.db, client(), new Date(start.getTime() + 60_000))).toBe(0);
    expect(await trackWaybills(t.db, client(), new Date(start.getTime() + TRACK_EVERY_MS))).toBe(0);
    PARCEL_STATUSES.set(waybill, { StatusCode: '7', Status: 'Прибув у відділення' });
    expect(await trackWaybills(t.db, client(), new Date(start.getTime() + 2 * TRACK_EVERY_MS))).toBe(1);
    expect((await emails(id)).map((m) => m.title)).toEqual([
      `Замовлення № ${id} відправлено`,
      `Замовлення № ${id}: посилка в дорозі`,
      `Замовлення № ${id}: посилка чекає у відділенні`,
    ]);

    const cabinet = await t.call('GET', `/api/customer/orders/${id}`, { token: customer.token, lang: 'ru' });
    expect(cabinet.statusCode).toBe(200);
    expect(cabinet.json().data.delivery).toMatchObject({ waybill, tracking: 'посылка ждёт в отделении' });
  });

  it('stops asking about a parcel once it is received', async () => {
    const { id } = await confirmedOrder();
    const waybill = '20450000000002';
    await send(id, { status: 'sent', waybill });
    PARCEL_STATUSES.set(waybill, { StatusCode: '9', Status: 'Відправлення отримано' });
    const at = new Date('2026-12-03T10:00:00.000Z');
    await trackWaybills(t.db, client(), at);
    fake.requests.length = 0;
    await trackWaybills(t.db, client(), new Date(at.getTime() + 10 * TRACK_EVERY_MS));
    const asked = fake.requests.flatMap((r) =>
      (r.body as { methodProperties: { Documents: { DocumentNumber: string }[] } }).methodProperties.Documents.map((d) => d.DocumentNumber),
    );
    expect(asked).not.toContain(waybill);
  });

  it.each([
    ['a waybill that is not 14 digits', { status: 'sent', waybill: '2045' }],
    ['a waybill with another status', { status: 'confirmed', waybill: '20450000000003' }],
  ])('refuses %s with 400, naming the field', async (_case, body) => {
    const { id } = await confirmedOrder();
    const res = await send(id, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['waybill']);
  });
});

describe('a waybill number', () => {
  it('is one order’s: typed on a second order it is a 409 in the seller’s language, and freed once corrected', async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    const waybill = '20450000000091';
    expect((await send(first.id, { status: 'sent', waybill })).statusCode).toBe(200);
    // the same order given it again changes nothing
    expect((await send(first.id, { status: 'sent', waybill })).statusCode).toBe(200);

    const taken = await send(second.id, { status: 'sent', waybill });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ця ТТН уже вказана в іншому замовленні: перевірте номер');
    const takenRu = await t.call('PUT', `/api/seller-api/orders/${second.id}/status`, {
      body: { status: 'sent', waybill },
      headers: { authorization: `Bearer ${demoSellerKey(1)}` },
      lang: 'ru',
    });
    expect(takenRu.json().message).toBe('Эта ТТН уже указана в другом заказе: проверьте номер');
    const secondRow = await t.db.selectFrom('orders').where('id', '=', second.id).select(['status', 'waybill']).executeTakeFirstOrThrow();
    expect(secondRow).toEqual({ status: 'confirmed', waybill: null });

    expect((await send(first.id, { status: 'sent', waybill: '20450000000092' })).statusCode).toBe(200);
    expect((await send(second.id, { status: 'sent', waybill })).statusCode).toBe(200);
  });
});
