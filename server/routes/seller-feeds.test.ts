import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgres } from '../db/connection';
import { refreshBaseProductSummary } from '../services/catalog/base-product-summary';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { testBrowser } from '../jobs/test-push-service';
import { applyNextFeed, applyWaitingFeeds } from '../services/seller/price-feeds';
import { feedUpload } from '../testing/feed-upload';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { signInTestSeller } from '../testing/sessions';

let t: TestApp;
type Seller = { id: number; key: string; session: string; offers: { id: number; price: number; stock: number }[] };
let a: Seller;
let b: Seller;

type As = { key: string } | { session: string } | Record<string, never>;
const headersOf = (as: As, lang: string) => ({ 'accept-language': lang, ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}) });
const cookiesOf = (as: As): Record<string, string> => ('session' in as ? { seller_token: as.session } : {});

function sendFeed(as: As, file: string, { dryRun = true, lang = 'uk', name = 'feed.xml' } = {}) {
  const { payload, contentType } = feedUpload(file, { dryRun, name });
  return t.app.inject({
    method: 'POST',
    url: '/api/seller-api/feeds',
    payload,
    headers: { ...headersOf(as, lang), 'content-type': contentType },
    cookies: cookiesOf(as),
  });
}
const feedOf = async (as: As, id: number, lang = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/seller-api/feeds/${id}`, headers: headersOf(as, lang), cookies: cookiesOf(as) });
const applyFeed = (as: As, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/seller-api/feeds/${id}/apply`, headers: headersOf(as, 'uk'), cookies: cookiesOf(as) });

interface Line {
  id?: number | string;
  code?: string;
  price?: string | number;
  old?: string | number;
  currency?: string;
  stock?: string | number;
  available?: boolean;
}
const yml = (lines: Line[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-12-02 10:00"><shop><name>Тест</name><currencies><currency id="UAH" rate="1"/></currencies><offers>${lines
    .map(
      (l) =>
        `<offer id="${l.id ?? ''}" available="${l.available ?? true}"><name>Товар &amp; ко</name><name_ua>Товар</name_ua>${l.price === undefined ? '' : `<price>${l.price}</price>`}${l.old === undefined ? '' : `<oldprice>${l.old}</oldprice>`}<currencyId>${l.currency ?? 'UAH'}</currencyId><categoryId>1</categoryId><picture>https://example.com/p.jpg</picture>${l.stock === undefined ? '' : `<stock_quantity>${l.stock}</stock_quantity>`}${l.code === undefined ? '' : `<vendorCode>${l.code}</vendorCode>`}<param name="Обʼєм">10 мл</param></offer>`,
    )
    .join('')}</offers></shop></yml_catalog>`;

const offerRow = (id: number) =>
  t.db.selectFrom('products').where('id', '=', id).select(['price_kop', 'old_price_kop', 'stock', 'vendor_code']).executeTakeFirstOrThrow();

async function sellerWithOffers(sellerId: number): Promise<Seller> {
  const rows = await t.db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .where('stock', '>', 0)
    .select(['id', 'price_kop', 'stock'])
    .orderBy('id')
    .limit(6)
    .execute();
  return {
    id: sellerId,
    key: demoSellerKey(sellerId),
    session: (await signInTestSeller(t, sellerId)).token,
    offers: rows.map((r) => ({ id: r.id, price: r.price_kop / 100, stock: r.stock })),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const sellers = await t.db
    .selectFrom('products')
    .where('stock', '>', 0)
    .groupBy('seller_id')
    .having((eb) => eb.fn.countAll(), '>=', 6)
    .select('seller_id')
    .orderBy('seller_id')
    .limit(2)
    .execute();
  a = await sellerWithOffers(sellers[0]!.seller_id);
  b = await sellerWithOffers(sellers[1]!.seller_id);
});
afterAll(() => t.close());

describe('a price feed', () => {
  it('as a dry run, tells new, changed, unchanged and refused lines in the seller’s language and changes nothing', async () => {
    const [o1, o2] = a.offers;
    const first = await sendFeed({ key: a.key }, yml([{ id: o1!.id, code: 'A-1', price: o1!.price, stock: o1!.stock }]), { dryRun: false });
    expect(first.statusCode).toBe(201);
    await applyWaitingFeeds(t.db);
    const before = await offerRow(o2!.id);
    const res = await sendFeed(
      { session: a.session },
      yml([
        { id: o1!.id, code: 'A-1', price: o1!.price, stock: o1!.stock },
        { id: o2!.id, code: 'A-2', price: o2!.price + 10, stock: 3 },
        { code: 'A-404', price: 100 },
        { id: 1, code: 'A-usd', price: 5, currency: 'USD' },
        { code: 'A-half', price: '10.50' },
        { code: 'A-1', price: 10 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const feed = (await feedOf({ session: a.session }, res.json().id)).json().data;
    expect(feed).toMatchObject({
      status: 'checked',
      dry_run: true,
      format: 'yml',
      counts: { new: 1, changed: 0, unchanged: 1, refused: 4 },
      progress: { applied: 0, total: 1 },
    });
    expect(feed.refused).toEqual([
      { line: 3, vendor_code: 'A-404', reason: 'Немає пропозиції з таким vendorCode: запропонуйте товар, щоб продавати його' },
      { line: 4, vendor_code: 'A-usd', reason: 'Валюта має бути UAH' },
      { line: 5, vendor_code: 'A-half', reason: 'Ціна — ціле число гривень, більше нуля' },
      { line: 6, vendor_code: 'A-1', reason: 'Цей vendorCode уже був вище у файлі' },
    ]);
    const ru = (await feedOf({ key: a.key }, res.json().id, 'ru')).json().data;
    expect(ru.refused[1].reason).toBe('Валюта должна быть UAH');
    await applyWaitingFeeds(t.db);
    expect(await offerRow(o2!.id)).toEqual(before);
  });

  it('applied in the background, changes the offers as the offers PATCH does, and the same feed again changes nothing', async () => {
    const [, , o3, o4] = a.offers;
    const customer = await signInTestCustomer(t.db);
    expect((await t.call('POST', `/api/customer/favorite/product/${o3!.id}`, { token: customer.token })).statusCode).toBe(200);
    const push = await t.call('POST', '/api/push/subscriptions', {
      token: customer.token,
      body: { endpoint: 'https://push.example.test/send/seller-feeds', keys: testBrowser().keys },
    });
    expect(push.statusCode).toBe(201);
    const priceJobs = () => t.db.selectFrom('notification_jobs').where('kind', '=', 'price').select('id').execute();
    const jobsBefore = (await priceJobs()).length;
    const file = yml([
      { id: o3!.id, code: 'A-3', price: o3!.price - 1, old: o3!.price + 100, stock: 7 },
      { id: o4!.id, code: 'A-4', price: o4!.price + 5, available: false },
    ]);
    const dry = await sendFeed({ session: a.session }, file);
    const id = dry.json().id as number;
    const queued = await applyFeed({ session: a.session }, id);
    expect(queued.json().data).toMatchObject({ status: 'queued', progress: { applied: 0, total: 2 } });
    await applyWaitingFeeds(t.db);
    expect((await feedOf({ key: a.key }, id)).json().data).toMatchObject({
      status: 'applied',
      progress: { applied: 2, total: 2 },
      counts: { new: 2 },
    });
    expect(await offerRow(o3!.id)).toEqual({
      price_kop: (o3!.price - 1) * 100,
      old_price_kop: (o3!.price + 100) * 100,
      stock: 7,
      vendor_code: 'A-3',
    });
    expect(await offerRow(o4!.id)).toMatchObject({ price_kop: (o4!.price + 5) * 100, stock: 0, vendor_code: 'A-4' });
    expect((await priceJobs()).length).toBe(jobsBefore + 1);
    const shown = await t.call('GET', `/api/seller-api/offers?q=${o3!.id}`, { headers: { authorization: `Bearer ${a.key}` } });
    expect(shown.json().data[0]).toMatchObject({ id: o3!.id, price: o3!.price - 1, stock: 7 });

    const again = await sendFeed({ key: a.key }, file, { dryRun: false });
    await applyWaitingFeeds(t.db);
    expect((await feedOf({ key: a.key }, again.json().id)).json().data).toMatchObject({
      status: 'applied',
      counts: { new: 0, changed: 0, unchanged: 2, refused: 0 },
      progress: { total: 0 },
    });
    expect((await priceJobs()).length).toBe(jobsBefore + 1);
  });

  it('reads a CSV with the same columns, semicolons and quotes included', async () => {
    const o3 = a.offers[2]!;
    const csv = `id;vendorCode;price;oldprice;currencyId;stock_quantity;name\n${o3.id};A-3;${o3.price + 3};;UAH;9;"Олія; 10 мл"\n;A-none;5;;UAH;1;x\n`;
    const res = await sendFeed({ key: a.key }, csv, { name: 'feed.csv' });
    expect((await feedOf({ key: a.key }, res.json().id)).json().data).toMatchObject({ format: 'csv', counts: { changed: 1, refused: 1 } });
  });

  it('is carried on from where it stood when its process stopped mid-way', async () => {
    const o5 = a.offers[4]!;
    const o6 = a.offers[5]!;
    const res = await sendFeed(
      { key: a.key },
      yml([
        { id: o5.id, code: 'A-5', price: o5.price + 1 },
        { id: o6.id, code: 'A-6', price: o6.price + 1 },
      ]),
      { dryRun: false },
    );
    const id = res.json().id as number;
    // A process took it and stopped after the first line: its lease runs out, another process carries it on.
    await t.db
      .updateTable('price_feeds')
      .set({ status: 'applying', applied: 1, lease_until: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await applyNextFeed(t.db)).toBe(false);
    expect((await feedOf({ key: a.key }, id)).json().data).toMatchObject({ status: 'applying', progress: { applied: 1, total: 2 } });
    expect((await sendFeed({ key: a.key }, yml([{ code: 'A-5', price: 9 }]), { dryRun: false })).statusCode).toBe(409);
    expect(await applyNextFeed(t.db, () => new Date(Date.now() + 120_000))).toBe(true);
    expect((await feedOf({ key: a.key }, id)).json().data).toMatchObject({ status: 'applied', progress: { applied: 2, total: 2 } });
    expect((await offerRow(o5.id)).vendor_code).toBeNull();
    expect(await offerRow(o6.id)).toMatchObject({ price_kop: (o6.price + 1) * 100, vendor_code: 'A-6' });
  });
});

describe('a feed’s batch of lines', () => {
  /** An update of this offer's price fails in the database, as a full disk or a lost connection would. */
  async function failingPrice(offerId: number) {
    if (isPostgres(t.db)) {
      await sql`create or replace function feed_line_fails() returns trigger as $$ begin raise exception 'disk gone'; end $$ language plpgsql`.execute(
        t.db,
      );
      await sql
        .raw(
          `create trigger feed_line_fails before update of price_kop on products for each row when (new.id = ${offerId}) execute function feed_line_fails()`,
        )
        .execute(t.db);
      return () => sql`drop trigger feed_line_fails on products`.execute(t.db);
    }
    await sql
      .raw(
        `create trigger feed_line_fails before update of price_kop on products when new.id = ${offerId} begin select raise(abort, 'disk gone'); end`,
      )
      .execute(t.db);
    return () => sql`drop trigger feed_line_fails`.execute(t.db);
  }

  /** A seller of six offers in stock that no other test of this file uses. */
  const usedSellers: number[] = [];
  async function freshSeller() {
    const { seller_id } = await t.db
      .selectFrom('products')
      .where('stock', '>', 0)
      .where('seller_id', 'not in', [a.id, b.id, ...usedSellers])
      .groupBy('seller_id')
      .having((eb) => eb.fn.countAll(), '>=', 6)
      .select('seller_id')
      .orderBy('seller_id')
      .executeTakeFirstOrThrow();
    usedSellers.push(seller_id);
    return sellerWithOffers(seller_id);
  }

  it('leaves out a line whose vendor code another offer took since the check, and applies the rest of its batch', async () => {
    const seller = await freshSeller();
    const [linked, taker, other] = seller.offers;
    const id = (
      await sendFeed(
        { key: seller.key },
        yml([
          { id: linked!.id, code: 'TAKEN-1', price: linked!.price + 1 },
          { id: other!.id, code: 'OTHER-1', price: other!.price + 1 },
        ]),
        { dryRun: false },
      )
    ).json().id as number;
    await t.db.updateTable('products').set({ vendor_code: 'TAKEN-1' }).where('id', '=', taker!.id).execute();
    expect(await applyNextFeed(t.db)).toBe(true);
    expect(await offerRow(linked!.id)).toMatchObject({ price_kop: linked!.price * 100, vendor_code: null });
    expect(await offerRow(other!.id)).toMatchObject({ price_kop: (other!.price + 1) * 100, vendor_code: 'OTHER-1' });
    expect((await feedOf({ key: seller.key }, id)).json().data).toMatchObject({ status: 'applied' });
  });

  it('commits once, all or nothing: a line failing mid-batch leaves the batch unapplied, and the next run applies it whole', async () => {
    const seller = await freshSeller();
    const lines = seller.offers.slice(0, 5).map((o, i) => ({ id: o.id, code: `C-${i}`, price: o.price + 1, stock: o.stock + 1 }));
    const id = (await sendFeed({ key: seller.key }, yml(lines), { dryRun: false })).json().id as number;
    const restore = await failingPrice(seller.offers[2]!.id);
    await expect(applyNextFeed(t.db)).rejects.toThrow(/disk gone/);
    await restore();
    for (const offer of seller.offers.slice(0, 5))
      expect(await offerRow(offer.id)).toMatchObject({ price_kop: offer.price * 100, stock: offer.stock, vendor_code: null });
    expect((await feedOf({ key: seller.key }, id)).json().data).toMatchObject({ progress: { applied: 0, total: 5 } });

    const transactions = vi.spyOn(t.db, 'transaction');
    try {
      expect(await applyNextFeed(t.db, () => new Date(Date.now() + 120_000))).toBe(true);
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
    for (const [i, offer] of seller.offers.slice(0, 5).entries())
      expect(await offerRow(offer.id)).toMatchObject({ price_kop: (offer.price + 1) * 100, stock: offer.stock + 1, vendor_code: `C-${i}` });
    expect((await feedOf({ key: seller.key }, id)).json().data).toMatchObject({ status: 'applied', progress: { applied: 5, total: 5 } });
    // The listing summaries of the batch's products were refreshed before it committed: refreshing again changes nothing.
    const bases = (
      await t.db
        .selectFrom('products')
        .where(
          'id',
          'in',
          seller.offers.map((o) => o.id),
        )
        .select('base_product_id')
        .execute()
    ).map((r) => r.base_product_id);
    const summaries = () =>
      t.db
        .selectFrom('base_products')
        .where('id', 'in', bases)
        .select(['id', 'best_product_id', 'min_price_kop', 'in_stock'])
        .orderBy('id')
        .execute();
    const applied = await summaries();
    await refreshBaseProductSummary(t.db, bases);
    expect(await summaries()).toEqual(applied);
  });
});

describe('a hostile or wrong feed', () => {
  const refusedWith = async (file: string, status: number, message: string) => {
    const res = await sendFeed({ key: a.key }, file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  };
  const hostile = 'Файл оголошує DTD або сутності (<!DOCTYPE, <!ENTITY): такі файли не приймаються';

  it('is refused unread when it declares a DTD, entities or external references', async () => {
    await refusedWith(
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><yml_catalog><shop><offers><offer id="1"><vendorCode>&lol2;</vendorCode><price>1</price></offer></offers></shop></yml_catalog>`,
      400,
      hostile,
    );
    await refusedWith(`<?xml version="1.0"?><!DOCTYPE x SYSTEM "http://example.com/x.dtd"><yml_catalog/>`, 400, hostile);
    await refusedWith(
      `<yml_catalog><shop><offers><offer id="1"><vendorCode>x</vendorCode><price>1</price></offer></offers></shop></yml_catalog><!ENTITY a SYSTEM "file:///etc/passwd">`,
      400,
      hostile,
    );
  });

  it('is refused when it is not well formed, names an unknown entity, has no offers or is too large', async () => {
    const malformed = 'Файл не схожий на прайс-лист YML (yml_catalog) або CSV з колонками vendorCode і price';
    await refusedWith('<yml_catalog><shop><offers><offer id="1"><price>1</offers></yml_catalog>', 400, malformed);
    await refusedWith(
      '<yml_catalog><shop><offers><offer id="1"><vendorCode>&xxe;</vendorCode></offer></offers></shop></yml_catalog>',
      400,
      malformed,
    );
    await refusedWith('<rss><channel/></rss>', 400, malformed);
    await refusedWith('<yml_catalog><shop><offers></offers></shop></yml_catalog>', 400, 'У файлі немає жодної пропозиції');
    await refusedWith(`<yml_catalog>${' '.repeat(16 * 1024 * 1024 + 1)}</yml_catalog>`, 413, 'Файл завеликий: не більше 16 МБ');
  });

  it('is refused for bad lines one by one, with the reason of each', async () => {
    const o1 = a.offers[0]!;
    const res = await sendFeed(
      { key: a.key },
      yml([
        { code: 'A-1', price: o1.price, old: o1.price },
        { code: 'A-1b', price: 0 },
        { code: 'A-1c', price: 5, stock: -1 },
        { price: 5 },
      ]),
    );
    const reasons = (await feedOf({ key: a.key }, res.json().id)).json().data.refused.map((r: { reason: string }) => r.reason);
    expect(reasons).toEqual([
      'Стара ціна — ціле число гривень, більше за ціну',
      'Ціна — ціле число гривень, більше нуля',
      'Залишок (stock_quantity) — ціле число від 0',
      'Немає vendorCode (артикулу продавця) або він довший за 64 знаки',
    ]);
  });
});

describe('feeds between sellers', () => {
  it('are unseen by another seller, whose feeds never reach the first seller’s offers', async () => {
    const mine = await sendFeed({ key: a.key }, yml([{ code: 'A-1', price: 7 }]));
    const id = mine.json().id as number;
    expect((await feedOf({ key: b.key }, id)).statusCode).toBe(404);
    expect((await feedOf({ session: b.session }, id)).statusCode).toBe(404);
    expect((await applyFeed({ key: b.key }, id)).statusCode).toBe(404);
    expect((await feedOf({}, id)).statusCode).toBe(401);
    expect((await sendFeed({}, yml([{ code: 'A-1', price: 7 }]))).statusCode).toBe(401);
    const before = await offerRow(a.offers[1]!.id);
    const theirs = await sendFeed(
      { key: b.key },
      yml([
        { id: a.offers[1]!.id, code: 'A-2', price: 7 },
        { code: 'A-1', price: 7 },
      ]),
      { dryRun: false },
    );
    await applyWaitingFeeds(t.db);
    expect((await feedOf({ key: b.key }, theirs.json().id)).json().data.counts).toEqual({ new: 0, changed: 0, unchanged: 0, refused: 2 });
    expect(await offerRow(a.offers[1]!.id)).toEqual(before);
  });
});

describe('a feed of many batches', () => {
  it('gives the event loop a turn between its batches, so shoppers’ requests are read while it applies', async () => {
    // A shop of 60 offers (more than two batches), taken from shops no other test here uses.
    const { seller_id: sellerId } = await t.db
      .selectFrom('products')
      .where('seller_id', 'not in', [a.id, b.id])
      .select('seller_id')
      .orderBy('seller_id', 'desc')
      .executeTakeFirstOrThrow();
    const warehouse = await t.db.selectFrom('warehouses').where('seller_id', '=', sellerId).select('id').executeTakeFirstOrThrow();
    const moved = await t.db
      .selectFrom('products')
      .where('seller_id', 'not in', [a.id, b.id])
      .where('vendor_code', 'is', null)
      .select('id')
      .orderBy('id')
      .limit(60)
      .execute();
    await t.db
      .updateTable('products')
      .set({ seller_id: sellerId, warehouse_id: warehouse.id })
      .where(
        'id',
        'in',
        moved.map((m) => m.id),
      )
      .execute();
    const offers = await t.db.selectFrom('products').where('seller_id', '=', sellerId).select(['id', 'price_kop']).execute();
    expect(offers.length).toBeGreaterThanOrEqual(60);
    const lines = offers.map((o) => ({ id: o.id, code: `MANY-${o.id}`, price: o.price_kop / 100 + 1 }));
    expect((await sendFeed({ key: demoSellerKey(sellerId) }, yml(lines), { dryRun: false })).statusCode).toBe(201);

    let applied = false;
    const applying = applyNextFeed(t.db).then(() => (applied = true));
    // SQLite answers without waiting on anything: only a turn the job gives lets this run before the feed's end.
    const turnWhileApplying = await new Promise<boolean>((resolve) => setImmediate(() => resolve(!applied)));
    await applying;
    expect(turnWhileApplying).toBe(true);
    for (const o of offers) expect((await offerRow(o.id)).price_kop).toBe(o.price_kop + 100);
  });
});
