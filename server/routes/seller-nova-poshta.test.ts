import { openKey } from '../adapters/sealed-keys';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../adapters/fake-http';
import { novaPoshtaClient } from '../adapters/nova-poshta';
import { FAKE_API_KEY, FAKE_SELLER_ACCOUNT, RECORDED_WAREHOUSES, SAVED_DOCUMENTS, startFakeNovaPoshta } from '../adapters/nova-poshta-fake';
import { readConfig } from '../config';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { DEMO_SELLER_OWNER } from '../db/seed/demo-seller-users';
import { syncNovaPoshta } from '../jobs/nova-poshta-sync';
import { createSellerSession } from '../services/seller/seller-users';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

const PORT = 8235;
/** The store's own sender (NOVA_POSHTA_SENDER_*), in the store's account. */
const STORE_SENDER = {
  ref: '6e9acced-d072-11e3-95eb-0050568046cd',
  contactRef: '6ea0a5fa-d072-11e3-95eb-0050568046cd',
  cityRef: 'db5c88e0-391c-11dd-90d9-001a92567626',
  addressRef: '169227f3-e1c2-11e3-8c4a-0050568002cf',
  phone: '380671234567',
};
const KEY_URL = '/api/seller-profile/nova-poshta-key';

let t: TestApp;
let fake: FakeProvider;
let owner: string;
let manager: string;

type As = { session?: string; key?: string; lang?: string };
const call = (as: As, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload }),
    headers: { 'accept-language': as.lang ?? 'uk', ...(as.key ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: as.session ? { seller_token: as.session } : {},
  });

beforeAll(async () => {
  fake = await startFakeNovaPoshta(PORT);
  const novaPoshta = { apiKey: FAKE_API_KEY, baseUrl: fake.url, sender: STORE_SENDER };
  t = await createTestApp({ products: 40, config: { ...readConfig({}), novaPoshta } });
  await syncNovaPoshta(t.db, novaPoshtaClient({ ...novaPoshta, retry: { attempts: 1, firstDelayMs: 1, timeoutMs: 2_000 } }));
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/seller-auth/login',
    payload: { phone: DEMO_SELLER_OWNER.phone(1), password: DEMO_SELLER_OWNER.password },
  });
  owner = signedIn.cookies.find((c) => c.name === 'seller_token')!.value;
  const { id } = await t.db
    .insertInto('seller_users')
    .values({
      seller_id: 1,
      phone: '380679000777',
      name: 'Марія',
      role: 'manager',
      password_hash: '',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  manager = await createSellerSession(t.db, id);
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(async () => {
  SAVED_DOCUMENTS.length = 0;
  await t.db.deleteFrom('seller_nova_poshta_accounts').execute();
});

/** A confirmed order of a seller to Nova Poshta's branch №1 in Kyiv, as the sync brought it. */
async function confirmedOrder(sellerId: number) {
  const customer = await signInTestCustomer(t.db);
  const point = await t.db
    .selectFrom('pickup_points')
    .where('np_ref', '=', RECORDED_WAREHOUSES[0]!.Ref)
    .select(['id', 'city_id', 'delivery_type_id'])
    .executeTakeFirstOrThrow();
  const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', sellerId).select('id').executeTakeFirstOrThrow();
  const { id } = await insertTestOrder(t.db, {
    checkout_id: `k${customer.id}`.padStart(32, 'f'),
    customer_id: customer.id,
    seller_id: sellerId,
    warehouse_id: warehouse.id,
    status: 'confirmed',
    buyer_phone: customer.phone,
    recipient_phone: customer.phone,
    delivery_type_id: point.delivery_type_id,
    city_id: point.city_id,
    pickup_point_id: point.id,
    items_total_kop: 50_000,
    total_kop: 50_000,
    receipt_token: `k${customer.id}`,
    created_at: '2026-12-01T10:00:00.000Z',
  });
  return id;
}

const makeWaybill = (orderId: number, sellerId: number) =>
  t.call('POST', `/api/seller-api/orders/${orderId}/waybill`, { headers: { authorization: `Bearer ${demoSellerKey(sellerId)}` } });

describe('a seller’s own Nova Poshta key', () => {
  it('the owner gives it: kept when Nova Poshta takes it, shown to the team only as set and its last 4 characters', async () => {
    expect((await call({ session: owner }, 'GET', KEY_URL)).json().data).toEqual({ set: false, last4: '', set_at: null, can_edit: true });
    const given = await call({ session: owner }, 'PUT', KEY_URL, { api_key: FAKE_SELLER_ACCOUNT.apiKey });
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ set: true, last4: FAKE_SELLER_ACCOUNT.apiKey.slice(-4), can_edit: true });
    const read = await call({ session: manager }, 'GET', KEY_URL);
    expect(read.json().data).toMatchObject({ set: true, last4: FAKE_SELLER_ACCOUNT.apiKey.slice(-4), can_edit: false });
    for (const answer of [given, read, await call({ key: demoSellerKey(1) }, 'GET', KEY_URL)])
      expect(answer.body).not.toContain(FAKE_SELLER_ACCOUNT.apiKey);
    // the sender the account lists, read with the seller's key
    expect(await t.db.selectFrom('seller_nova_poshta_accounts').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      seller_id: 1,
      sender_ref: FAKE_SELLER_ACCOUNT.sender.ref,
      contact_ref: FAKE_SELLER_ACCOUNT.sender.contactRef,
      city_ref: FAKE_SELLER_ACCOUNT.sender.cityRef,
      address_ref: FAKE_SELLER_ACCOUNT.sender.addressRef,
      phone: FAKE_SELLER_ACCOUNT.sender.phone,
    });
    // kept sealed under the store's SECRET: a copy of the database does not give the account away
    const kept = (await t.db.selectFrom('seller_nova_poshta_accounts').select('api_key').executeTakeFirstOrThrow()).api_key;
    expect(kept).not.toContain(FAKE_SELLER_ACCOUNT.apiKey.slice(0, 8));
    expect(openKey(t.config.secret, kept)).toBe(FAKE_SELLER_ACCOUNT.apiKey);
  });

  it('only the owner gives, replaces or removes it: a manager and a seller key get 403', async () => {
    await call({ session: owner }, 'PUT', KEY_URL, { api_key: FAKE_SELLER_ACCOUNT.apiKey });
    for (const as of [{ session: manager }, { key: demoSellerKey(1) }]) {
      expect((await call(as, 'PUT', KEY_URL, { api_key: 'ab'.repeat(16) })).statusCode).toBe(403);
      expect((await call(as, 'DELETE', KEY_URL)).statusCode).toBe(403);
    }
    expect((await call({ session: manager }, 'GET', KEY_URL)).json().data.last4).toBe(FAKE_SELLER_ACCOUNT.apiKey.slice(-4));
  });

  it.each([
    ['uk', 'Нова пошта не прийняла цей ключ API: Термін дії ключа API закінчився. Перевірте його в особистому кабінеті Нової пошти'],
    ['ru', 'Новая почта не приняла этот ключ API: Срок действия ключа API истёк. Проверьте его в личном кабинете Новой почты'],
  ])('a key Nova Poshta refuses is refused with its reason (%s), and the key kept before stays', async (lang, said) => {
    await call({ session: owner }, 'PUT', KEY_URL, { api_key: FAKE_SELLER_ACCOUNT.apiKey });
    const refused = await call({ session: owner, lang }, 'PUT', KEY_URL, { api_key: '0123456789abcdef0123456789abcdef' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(said);
    expect((await call({ session: owner }, 'GET', KEY_URL)).json().data.last4).toBe(FAKE_SELLER_ACCOUNT.apiKey.slice(-4));
  });

  it('a key that is not 32 hexadecimal characters is a bad field, and Nova Poshta is not asked', async () => {
    const asked = fake.requests.length;
    expect((await call({ session: owner }, 'PUT', KEY_URL, { api_key: 'not-a-key' })).statusCode).toBe(400);
    expect(fake.requests.length).toBe(asked);
  });

  it('waybills of its orders are made in its own account from its sender; another seller’s in the store’s', async () => {
    await call({ session: owner }, 'PUT', KEY_URL, { api_key: FAKE_SELLER_ACCOUNT.apiKey });
    expect((await makeWaybill(await confirmedOrder(1), 1)).statusCode).toBe(200);
    expect((await makeWaybill(await confirmedOrder(2), 2)).statusCode).toBe(200);
    const [own, store] = SAVED_DOCUMENTS;
    expect(own).toMatchObject({
      apiKey: FAKE_SELLER_ACCOUNT.apiKey,
      properties: {
        Sender: FAKE_SELLER_ACCOUNT.sender.ref,
        ContactSender: FAKE_SELLER_ACCOUNT.sender.contactRef,
        CitySender: FAKE_SELLER_ACCOUNT.sender.cityRef,
        SenderAddress: FAKE_SELLER_ACCOUNT.sender.addressRef,
        SendersPhone: FAKE_SELLER_ACCOUNT.sender.phone,
      },
    });
    expect(store).toMatchObject({ apiKey: FAKE_API_KEY, properties: { Sender: STORE_SENDER.ref, SendersPhone: STORE_SENDER.phone } });
  });

  it('removed, the seller’s waybills are the store’s again', async () => {
    await call({ session: owner }, 'PUT', KEY_URL, { api_key: FAKE_SELLER_ACCOUNT.apiKey });
    const removed = await call({ session: owner }, 'DELETE', KEY_URL);
    expect(removed.json().data).toEqual({ set: false, last4: '', set_at: null, can_edit: true });
    expect((await makeWaybill(await confirmedOrder(1), 1)).statusCode).toBe(200);
    expect(SAVED_DOCUMENTS[0]).toMatchObject({ apiKey: FAKE_API_KEY, properties: { Sender: STORE_SENDER.ref } });
  });
});
