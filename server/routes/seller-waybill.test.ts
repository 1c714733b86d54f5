import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../adapters/fake-http';
import { novaPoshtaClient } from '../adapters/nova-poshta';
import {
  FAKE_API_KEY,
  RECORDED_WAREHOUSES,
  REFUSED_RECIPIENT_SURNAME,
  SAVED_DOCUMENTS,
  startFakeNovaPoshta,
} from '../adapters/nova-poshta-fake';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { syncNovaPoshta } from '../jobs/nova-poshta-sync';
import { readConfig } from '../config';
import { openDatabase } from '../db/connection';
import { createOrderWaybill, WAYBILL_CLAIM_MS } from '../services/delivery/waybills';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

const PORT = 8231;
const SENDER = {
  ref: '6e9acced-d072-11e3-95eb-0050568046cd',
  contactRef: '6ea0a5fa-d072-11e3-95eb-0050568046cd',
  cityRef: 'db5c88e0-391c-11dd-90d9-001a92567626',
  addressRef: '169227f3-e1c2-11e3-8c4a-0050568002cf',
  phone: '380671234567',
};
let t: TestApp;
let fake: FakeProvider;
/** what the fake answers InternetDocument.save with instead of saving, when a test sets it */
let failSave: number | null = null;

beforeAll(async () => {
  fake = await startFakeNovaPoshta(PORT, (request) => {
    const body = request.body as { calledMethod?: string };
    return failSave !== null && body.calledMethod === 'save' && (request.body as { modelName: string }).modelName === 'InternetDocument'
      ? { status: failSave, json: { message: 'Service Unavailable' } }
      : null;
  });
  const novaPoshta = { apiKey: FAKE_API_KEY, baseUrl: fake.url, sender: SENDER };
  t = await createTestApp({ products: 40, config: { ...readConfig({}), novaPoshta } });
  await syncNovaPoshta(t.db, novaPoshtaClient({ ...novaPoshta, retry: { attempts: 1, firstDelayMs: 1, timeoutMs: 2_000 } }));
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(() => {
  SAVED_DOCUMENTS.length = 0;
  failSave = null;
});

/** A confirmed order of seller 1 to Nova Poshta's branch №1 in Kyiv (as the sync brought it), or with no point. */
async function confirmedOrder({ toNovaPoshta = true, status = 'confirmed' as const, surname = 'Коваленко' } = {}) {
  const customer = await signInTestCustomer(t.db);
  const point = await t.db
    .selectFrom('pickup_points')
    .where('np_ref', '=', RECORDED_WAREHOUSES[0]!.Ref)
    .select(['id', 'city_id', 'delivery_type_id'])
    .executeTakeFirstOrThrow();
  const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', 1).select('id').executeTakeFirstOrThrow();
  const { id } = await insertTestOrder(t.db, {
    checkout_id: `w${customer.id}`.padStart(32, 'e'),
    customer_id: customer.id,
    seller_id: 1,
    warehouse_id: warehouse.id,
    status,
    buyer_phone: customer.phone,
    buyer_email: 'olena@example.com',
    recipient_patronymic: 'Іванівна',
    recipient_surname: surname,
    recipient_phone: customer.phone,
    delivery_type_id: toNovaPoshta ? point.delivery_type_id : null,
    city_id: toNovaPoshta ? point.city_id : null,
    pickup_point_id: toNovaPoshta ? point.id : null,
    items_total_kop: 125_050,
    total_kop: 125_050,
    receipt_token: `w${customer.id}`,
    created_at: '2026-12-01T10:00:00.000Z',
  });
  return { id, customer };
}

const createWaybill = (orderId: number, seller = 1, lang = 'uk') =>
  t.call('POST', `/api/seller-api/orders/${orderId}/waybill`, { lang, headers: { authorization: `Bearer ${demoSellerKey(seller)}` } });

describe('POST /api/seller-api/orders/{id}/waybill', () => {
  it('creates the ТТН to the recipient’s branch and sends the order with it; the buyer is told and sees it', async () => {
    const { id, customer } = await confirmedOrder();
    const res = await createWaybill(id);
    expect(res.statusCode).toBe(200);
    const { waybill, order } = res.json().data;
    expect(waybill).toMatch(/^\d{14}$/);
    expect(order).toMatchObject({ id, status: 'sent' });
    expect(SAVED_DOCUMENTS).toHaveLength(1);
    expect(SAVED_DOCUMENTS[0]!.properties).toMatchObject({
      ServiceType: 'WarehouseWarehouse',
      // the order charged no delivery (the carrier's tariff): the recipient pays Nova Poshta on receipt
      PayerType: 'Recipient',
      Sender: SENDER.ref,
      SenderAddress: SENDER.addressRef,
      RecipientAddress: RECORDED_WAREHOUSES[0]!.Ref,
      CityRecipient: RECORDED_WAREHOUSES[0]!.CityRef,
      RecipientsPhone: customer.phone,
      Cost: '1251',
      InfoRegClientBarcodes: `order-${id}`,
    });
    const notices = await t.db.selectFrom('notification_jobs').where('dedupe_key', 'like', `order:${id}:%`).select('payload').execute();
    expect(notices.map((n) => n.payload).join()).toContain(waybill);
    const cabinet = await t.call('GET', `/api/customer/orders/${id}`, { token: customer.token });
    expect(cabinet.json().data.delivery).toMatchObject({ waybill });
  });

  it('the board says which orders the store can make the ТТН of: those to a synced Nova Poshta point', async () => {
    const { id: toBranch } = await confirmedOrder();
    const { id: agreed } = await confirmedOrder({ toNovaPoshta: false });
    const res = await t.call('GET', '/api/seller-api/orders?status=confirmed&per_page=100', {
      headers: { authorization: `Bearer ${demoSellerKey(1)}` },
    });
    const byStore = new Map(res.json().data.map((o: { id: number; waybill_by_store: boolean }) => [o.id, o.waybill_by_store]));
    expect([byStore.get(toBranch), byStore.get(agreed)]).toEqual([true, false]);
  });

  it('a retried call, and two at once, make one waybill', async () => {
    const { id } = await confirmedOrder();
    const [first, second] = await Promise.all([createWaybill(id), createWaybill(id)]);
    const again = await createWaybill(id);
    expect([first.statusCode, second.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([first, second, again].map((r) => r.json().data.waybill)).size).toBe(1);
    expect(SAVED_DOCUMENTS).toHaveLength(1);
  });

  it('seller B cannot create one for seller A’s order', async () => {
    const { id } = await confirmedOrder();
    const res = await createWaybill(id, 2);
    expect(res.statusCode).toBe(404);
    expect(SAVED_DOCUMENTS).toHaveLength(0);
  });

  it.each([
    ['an order not to a Nova Poshta point', { toNovaPoshta: false }, 422, /вкажіть ТТН вручну/],
    ['an order not yet confirmed', { status: 'new' }, 409, /не можна перевести/],
    ['a cancelled order', { status: 'cancelled' }, 409, /не можна перевести/],
  ] as const)('refuses %s, asking Nova Poshta nothing', async (_, order, status, message) => {
    const { id } = await confirmedOrder(order as Parameters<typeof confirmedOrder>[0]);
    const res = await createWaybill(id);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(SAVED_DOCUMENTS).toHaveLength(0);
  });

  it('Nova Poshta down: 503 in the seller’s language, the order stays confirmed, and a later try makes the waybill', async () => {
    const { id } = await confirmedOrder();
    failSave = 503;
    const down = await createWaybill(id, 1, 'ru');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Новая почта сейчас не отвечает. Попробуйте через минуту');
    const order = await t.db.selectFrom('orders').where('id', '=', id).select(['status', 'waybill']).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'confirmed', waybill: null });
    failSave = null;
    expect((await createWaybill(id)).statusCode).toBe(200);
    expect(SAVED_DOCUMENTS).toHaveLength(1);
  });
});

describe('a waybill Nova Poshta refuses', () => {
  it.each([
    [
      'uk',
      'Нова пошта не прийняла дані відправлення: Доставка цьому одержувачу недоступна. Перевірте отримувача й відділення або вкажіть ТТН вручну',
    ],
    [
      'ru',
      'Новая почта не приняла данные отправления: Доставка этому получателю недоступна. Проверьте получателя и отделение или укажите ТТН вручную',
    ],
  ])(
    'says Nova Poshta’s reason in the seller’s language (%s), keeps nothing, and the ТТН typed by hand sends the order',
    async (lang, said) => {
      const { id } = await confirmedOrder({ surname: REFUSED_RECIPIENT_SURNAME });
      const refused = await createWaybill(id, 1, lang);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(said);
      expect(SAVED_DOCUMENTS).toHaveLength(0);
      const kept = await t.db
        .selectFrom('orders')
        .where('id', '=', id)
        .select(['status', 'waybill', 'waybill_claim', 'waybill_claimed_at'])
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ status: 'confirmed', waybill: null, waybill_claim: null, waybill_claimed_at: null });
      expect(await t.db.selectFrom('order_status_changes').where('order_id', '=', id).select('id').execute()).toHaveLength(0);

      const typed = await t.call('PUT', `/api/seller-api/orders/${id}/status`, {
        lang,
        headers: { authorization: `Bearer ${demoSellerKey(1)}` },
        body: { status: 'sent', waybill: `2045${String(id).padStart(10, '7')}` },
      });
      expect(typed.statusCode).toBe(200);
      expect(await t.db.selectFrom('orders').where('id', '=', id).select(['status', 'waybill']).executeTakeFirstOrThrow()).toEqual({
        status: 'sent',
        waybill: `2045${String(id).padStart(10, '7')}`,
      });
    },
  );

  it('without Nova Poshta’s list of its codes, the store’s own reason is said', async () => {
    const { id } = await confirmedOrder({ surname: REFUSED_RECIPIENT_SURNAME });
    const client = novaPoshtaClient({ apiKey: FAKE_API_KEY, baseUrl: fake.url });
    const noList = {
      ...client,
      call: ((model, method, properties, options) =>
        model === 'CommonGeneral'
          ? Promise.reject(new Error('no list'))
          : client.call(model, method, properties, options)) as typeof client.call,
    };
    await expect(createOrderWaybill(t.db, { client: noList, sender: SENDER }, 1, id, new Date())).rejects.toMatchObject({
      reason: 'novaPoshtaRefused',
    });
  });
});

describe('two server processes over one database', () => {
  const np = () => ({ client: novaPoshtaClient({ apiKey: FAKE_API_KEY, baseUrl: fake.url }), sender: SENDER });

  it('asked for one order’s waybill at the same moment make one: one process makes it, the other answers it', async () => {
    const { id } = await confirmedOrder();
    // A second handle on the same database shares nothing in memory with the first, as another process would.
    const other = await openDatabase(t.databaseUrl);
    try {
      const now = new Date();
      const [mine, theirs] = await Promise.all([createOrderWaybill(t.db, np(), 1, id, now), createOrderWaybill(other, np(), 1, id, now)]);
      expect(mine).toMatch(/^\d{14}$/);
      expect(theirs).toBe(mine);
      expect(SAVED_DOCUMENTS).toHaveLength(1);
      const order = await t.db
        .selectFrom('orders')
        .where('id', '=', id)
        .select(['status', 'waybill', 'waybill_claim'])
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ status: 'sent', waybill: mine, waybill_claim: null });
    } finally {
      await other.destroy();
    }
  });

  it('a claim left by a process that stopped is taken over once it is old', async () => {
    const { id } = await confirmedOrder();
    const now = new Date();
    await t.db
      .updateTable('orders')
      .set({ waybill_claim: 'a-process-that-stopped', waybill_claimed_at: new Date(now.getTime() - WAYBILL_CLAIM_MS - 1).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await createOrderWaybill(t.db, np(), 1, id, now)).toBe(SAVED_DOCUMENTS[0]!.IntDocNumber);
    expect(SAVED_DOCUMENTS).toHaveLength(1);
  });
});
