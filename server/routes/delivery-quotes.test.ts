import { sealKey } from '../adapters/sealed-keys';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kyivDay } from '../../src/domain/calendar-day';
import type { FakeAnswer, FakeProvider } from '../adapters/fake-http';
import { novaPoshtaClient } from '../adapters/nova-poshta';
import {
  FAKE_API_KEY,
  FAKE_SELLER_ACCOUNT,
  RECORDED_CITIES,
  RECORDED_WAREHOUSES,
  recordedDeliveryDay,
  startFakeNovaPoshta,
} from '../adapters/nova-poshta-fake';
import { readConfig } from '../config';
import { syncNovaPoshta } from '../jobs/nova-poshta-sync';
import { setOfferPrice } from '../services/catalog/offer-price';
import { pruneDeliveryQuotes, QUOTE_FRESH_MS, QUOTE_KEPT_MS, QUOTE_RETRY_MS } from '../services/delivery/delivery-quotes';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { buyer, CASH, createOrders, headersOf, offerSource, recipient, type Shopper } from '../testing/checkout';

const PORT = 8241;
/** The store's parcels leave from Lviv; the shoppers below are in Kyiv. */
const SENDER = {
  ref: '6e9acced-d072-11e3-95eb-0050568046cd',
  contactRef: '6ea0a5fa-d072-11e3-95eb-0050568046cd',
  cityRef: RECORDED_CITIES[1]!.Ref,
  addressRef: '169227f3-e1c2-11e3-8c4a-0050568002cf',
  phone: '380671234567',
};

let t: TestApp;
let fake: FakeProvider;
/** how the fake answers the two quote methods this time: as recorded, never (a timeout), or 503 */
let quotes: 'recorded' | 'hang' | '5xx' = 'recorded';
let freshOffers: ReturnType<typeof offerSource>;

beforeAll(async () => {
  fake = await startFakeNovaPoshta(PORT, (request): FakeAnswer | null => {
    const method = (request.body as { calledMethod?: string }).calledMethod ?? '';
    if (!method.startsWith('getDocument') || method === 'getDocumentList' || quotes === 'recorded') return null;
    return quotes === 'hang' ? 'hang' : { status: 503, json: { message: 'Service Unavailable' } };
  });
  const novaPoshta = { apiKey: FAKE_API_KEY, baseUrl: fake.url, sender: SENDER };
  t = await createTestApp({ config: { ...readConfig({}), novaPoshta } });
  await syncNovaPoshta(t.db, novaPoshtaClient({ ...novaPoshta, retry: { attempts: 1, firstDelayMs: 1, timeoutMs: 2_000 } }));
  freshOffers = offerSource(t);
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(() => {
  quotes = 'recorded';
});

const kyiv = async () =>
  (await t.db.selectFrom('cities').where('np_ref', '=', RECORDED_CITIES[0]!.Ref).select('id').executeTakeFirstOrThrow()).id;
const quoteCalls = () =>
  fake.requests.filter(
    (r) =>
      (r.body as { calledMethod: string }).calledMethod.startsWith('getDocument') &&
      (r.body as { calledMethod: string }).calledMethod !== 'getDocumentList',
  );

/** An offer under the locker's free threshold (1 500 ₴), priced so no other test shares its parcel's route. */
async function offer(priceKop: number) {
  const [picked] = await freshOffers(1);
  await setOfferPrice(t.db, picked!.id, priceKop);
  return { ...picked!, price_kop: priceKop };
}

async function deliveries(productId: number, lang: 'uk' | 'ru' = 'uk') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/delivery/${await kyiv()}?order_items[]=${productId}:1`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { code: string; price: number | null; pricing: object; delivery_date: string | null }[];
  return Object.fromEntries(data.map((d) => [d.code, d]));
}

const todayDdMmYyyy = () => {
  const { year, month, day } = kyivDay(new Date());
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
};

describe('Nova Poshta prices and days at checkout', () => {
  it('prices its branch and locker by getDocumentPrice, rounded down to hryvnias, with the day getDocumentDeliveryDate gives', async () => {
    const goods = await offer(123_400);
    const before = quoteCalls().length;
    const found = await deliveries(goods.id);
    // Lviv to Kyiv: 80 ₴ (+10 to a locker) and 0.5% of 1 234 ₴ declared = 6,17 ₴ -> 86,17 and 96,17, charged 86 and 96
    const day = recordedDeliveryDay({ CitySender: SENDER.cityRef, CityRecipient: RECORDED_CITIES[0]!.Ref, DateTime: todayDdMmYyyy() });
    expect(found.nova_poshta_office).toMatchObject({
      price: 86,
      pricing: { is_by_provider: false, free_from: null, default_price: 86 },
      delivery_date: day,
    });
    expect(found.nova_poshta_locker).toMatchObject({
      price: 96,
      pricing: { is_by_provider: false, free_from: 1500, default_price: 96 },
      delivery_date: day,
    });
    // the other ways keep the store's own prices
    expect(found.courier).toMatchObject({ price: 120, delivery_date: null });
    const asked = quoteCalls().slice(before);
    expect(asked).toHaveLength(4);
    expect(asked.map((r) => (r.body as { methodProperties: object }).methodProperties)).toContainEqual({
      CitySender: SENDER.cityRef,
      CityRecipient: RECORDED_CITIES[0]!.Ref,
      ServiceType: 'WarehousePostomat',
      Weight: '1',
      Cost: '1234',
      CargoType: 'Parcel',
      SeatsAmount: '1',
    });

    // asked again, in Russian, within the cache's life: the same answer, and Nova Poshta is not asked
    expect((await deliveries(goods.id, 'ru')).nova_poshta_office).toMatchObject({ price: 86, delivery_date: day });
    expect(quoteCalls().length).toBe(before + 4);
  });

  it('the order charges what checkout showed, asking Nova Poshta nothing while it is placed', async () => {
    const goods = await offer(45_000);
    expect((await deliveries(goods.id)).nova_poshta_office).toMatchObject({ price: 82 }); // 80 + 2,25
    const customer = await signInTestCustomer(t.db);
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { product_id: goods.id, qty: 1 },
      headers: headersOf({ token: customer.token }),
    });
    const shopper: Shopper = { token: customer.token, session: added.json().cart_session };
    const point = await t.db
      .selectFrom('pickup_points')
      .where('np_ref', '=', RECORDED_WAREHOUSES[0]!.Ref)
      .select(['id', 'city_id', 'delivery_type_id'])
      .executeTakeFirstOrThrow();
    const before = quoteCalls().length;
    const placed = await createOrders(
      t,
      {
        customer_data: buyer(customer.phone),
        orders: [
          {
            contact_data: recipient(customer.phone),
            payment_id: CASH,
            delivery: { delivery_id: point.delivery_type_id, city_id: point.city_id, office_id: point.id },
            items: [{ product_id: goods.id, qty: 1 }],
          },
        ],
      },
      shopper,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toEqual([expect.objectContaining({ total: 532 })]);
    expect(quoteCalls().length).toBe(before); // placing asks Nova Poshta nothing
    const order = await t.db
      .selectFrom('orders')
      .where('id', '=', placed.json().data[0].id)
      .select(['delivery_price_kop', 'total_kop'])
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ delivery_price_kop: 8_200, total_kop: 53_200 });
  });

  it('a seller with its own key is quoted by its account from its sender’s city, and its order charges that', async () => {
    const goods = await offer(45_000);
    const { sender } = FAKE_SELLER_ACCOUNT;
    await t.db
      .insertInto('seller_nova_poshta_accounts')
      .values({
        seller_id: goods.seller_id,
        api_key: sealKey(t.config.secret, FAKE_SELLER_ACCOUNT.apiKey),
        sender_ref: sender.ref,
        contact_ref: sender.contactRef,
        city_ref: sender.cityRef,
        address_ref: sender.addressRef,
        phone: sender.phone,
        set_at: new Date().toISOString(),
      })
      .execute();
    try {
      const before = quoteCalls().length;
      // Kyiv to Kyiv in the seller's account: 60 ₴ and 0.5% of 450 ₴ = 62,25, charged 62 (the store's, from Lviv: 82)
      expect((await deliveries(goods.id)).nova_poshta_office).toMatchObject({ price: 62 });
      const asked = quoteCalls().slice(before) as { body: { apiKey: string; methodProperties: { CitySender: string } } }[];
      expect(asked.length).toBeGreaterThan(0);
      for (const call of asked)
        expect(call.body).toMatchObject({ apiKey: FAKE_SELLER_ACCOUNT.apiKey, methodProperties: { CitySender: sender.cityRef } });

      const customer = await signInTestCustomer(t.db);
      const added = await t.app.inject({
        method: 'PUT',
        url: '/api/cart/update',
        payload: { product_id: goods.id, qty: 1 },
        headers: headersOf({ token: customer.token }),
      });
      const point = await t.db
        .selectFrom('pickup_points')
        .where('np_ref', '=', RECORDED_WAREHOUSES[0]!.Ref)
        .select(['id', 'city_id', 'delivery_type_id'])
        .executeTakeFirstOrThrow();
      const placed = await createOrders(
        t,
        {
          customer_data: buyer(customer.phone),
          orders: [
            {
              contact_data: recipient(customer.phone),
              payment_id: CASH,
              delivery: { delivery_id: point.delivery_type_id, city_id: point.city_id, office_id: point.id },
              items: [{ product_id: goods.id, qty: 1 }],
            },
          ],
        },
        { token: customer.token, session: added.json().cart_session },
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const order = await t.db
        .selectFrom('orders')
        .where('id', '=', placed.json().data[0].id)
        .select('delivery_price_kop')
        .executeTakeFirstOrThrow();
      expect(order.delivery_price_kop).toBe(6_200);
    } finally {
      await t.db.deleteFrom('seller_nova_poshta_accounts').execute();
    }
  });

  it('keeps the store’s own prices when Nova Poshta times out, and the order charges those', async () => {
    const goods = await offer(61_000);
    quotes = 'hang';
    const started = Date.now();
    const found = await deliveries(goods.id);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(found.nova_poshta_office).toMatchObject({
      price: null,
      pricing: { is_by_provider: true, free_from: null, default_price: 80 },
      delivery_date: null,
    });
    expect(found.nova_poshta_locker).toMatchObject({ price: 70, delivery_date: null });
    // within a minute the store does not ask again, so the next shopper is not held up either
    const asked = quoteCalls().length;
    await deliveries(goods.id);
    expect(quoteCalls().length).toBe(asked);
  });

  it('keeps the store’s own prices when Nova Poshta answers 5xx, and takes its price when it answers again', async () => {
    const goods = await offer(72_000);
    quotes = '5xx';
    expect((await deliveries(goods.id)).nova_poshta_locker).toMatchObject({ price: 70, delivery_date: null });
    quotes = 'recorded';
    // the failure is remembered for QUOTE_RETRY_MS: the row is aged past it, as a minute passing would
    const aged = new Date(Date.now() - QUOTE_RETRY_MS - 1_000).toISOString();
    await t.db.updateTable('delivery_quotes').set({ checked_at: aged }).where('price_kop', 'is', null).execute();
    expect((await deliveries(goods.id)).nova_poshta_locker).toMatchObject({ price: 93 }); // 80 + 10 + 3,60
  });

  it('a price Nova Poshta gave stays while it is down, past the cache’s life', async () => {
    const goods = await offer(88_000);
    expect((await deliveries(goods.id)).nova_poshta_office).toMatchObject({ price: 84 }); // 80 + 4,40
    const aged = new Date(Date.now() - QUOTE_FRESH_MS - 1_000).toISOString();
    await t.db.updateTable('delivery_quotes').set({ checked_at: aged }).where('quote_key', 'like', '%|880|%').execute();
    quotes = '5xx';
    expect((await deliveries(goods.id)).nova_poshta_office).toMatchObject({ price: 84 });
  });
});

describe('kept quotes', () => {
  it('are deleted once nobody asked for them in a day, and a newer one stays', async () => {
    const old = await offer(91_000);
    const recent = await offer(92_000);
    await deliveries(old.id);
    await deliveries(recent.id);
    const now = new Date();
    const dayAgo = new Date(now.getTime() - QUOTE_KEPT_MS - 1_000).toISOString();
    await t.db.updateTable('delivery_quotes').set({ checked_at: dayAgo }).where('quote_key', 'like', '%|910|%').execute();
    const keys = () => t.db.selectFrom('delivery_quotes').select('quote_key').execute();
    expect((await keys()).filter((r) => r.quote_key.includes('|910|'))).toHaveLength(2);

    expect(await pruneDeliveryQuotes(t.db, now)).toBe(2);
    const left = (await keys()).map((r) => r.quote_key);
    expect(left.filter((k) => k.includes('|910|'))).toEqual([]);
    expect(left.filter((k) => k.includes('|920|'))).toHaveLength(2);
  });
});
