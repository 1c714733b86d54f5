import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { applyWaitingFeeds } from '../services/seller/price-feeds';
import { feedUpload } from '../testing/feed-upload';
import { createTestApp, type TestApp } from '../testing/app';
import { signInTestSeller } from '../testing/sessions';

let t: TestApp;
type Seller = { id: number; key: string; session: string };
let a: Seller;
let b: Seller;

type As = { key: string } | { session: string };
const call = (as: As, method: 'GET' | 'POST', url: string, payload?: object, lang = 'uk') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'accept-language': lang, ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: 'session' in as ? { seller_token: as.session } : {},
  });
const addOffer = (as: As, body: object, lang = 'uk') => call(as, 'POST', '/api/seller-api/offers', body, lang);

/** Goods of the catalogue the seller does not offer yet, a different one each call. */
const taken = new Set<number>();
async function goodsNotOf(sellerId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('base_products as g')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('products as p').where('p.seller_id', '=', sellerId).whereRef('p.base_product_id', '=', 'g.id').select('p.id'),
        ),
      ),
    )
    .select('g.id')
    .orderBy('g.id')
    .limit(200)
    .execute();
  const goods = rows.find((r) => !taken.has(r.id))!.id;
  taken.add(goods);
  return goods;
}

const offersOfSeller = (sellerId: number) =>
  t.db.selectFrom('products').where('seller_id', '=', sellerId).select(['id', 'vendor_code']).orderBy('id').execute();

function feed(lines: { code: string; price: number; stock: number }[]) {
  const offers = lines
    .map(
      (l) =>
        `<offer available="true"><price>${l.price}</price><stock_quantity>${l.stock}</stock_quantity><vendorCode>${l.code}</vendorCode></offer>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog><shop><offers>${offers}</offers></shop></yml_catalog>`;
}
function sendFeed(as: As, file: string) {
  const { payload, contentType } = feedUpload(file, { dryRun: false });
  return t.app.inject({
    method: 'POST',
    url: '/api/seller-api/feeds',
    payload,
    headers: { ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}), 'content-type': contentType },
    cookies: 'session' in as ? { seller_token: as.session } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const sellers = await t.db.selectFrom('products').select('seller_id').distinct().orderBy('seller_id').limit(2).execute();
  const seller = async (id: number): Promise<Seller> => ({ id, key: demoSellerKey(id), session: (await signInTestSeller(t, id)).token });
  a = await seller(sellers[0]!.seller_id);
  b = await seller(sellers[1]!.seller_id);
});
afterAll(() => t.close());

describe('a new offer’s vendor code', () => {
  it.each([['key'], ['session']] as const)('is kept trimmed, by %s, and the offers list shows it', async (by) => {
    const as = by === 'key' ? { key: a.key } : { session: a.session };
    const code = `  CBD-${by}-01 `;
    const res = await addOffer(as, { base_product_id: await goodsNotOf(a.id), price: 250, stock: 2, vendor_code: code });
    expect(res.statusCode).toBe(201);
    const offer = res.json().data;
    expect(offer.vendor_code).toBe(`CBD-${by}-01`);
    const row = await t.db.selectFrom('products').where('id', '=', offer.id).select('vendor_code').executeTakeFirstOrThrow();
    expect(row.vendor_code).toBe(`CBD-${by}-01`);
    const listed = (await call(as, 'GET', `/api/seller-api/offers?q=${offer.id}`)).json().data;
    expect(listed[0]).toMatchObject({ id: offer.id, vendor_code: `CBD-${by}-01` });
  });

  it('is none when left out or blank', async () => {
    for (const body of [{}, { vendor_code: '   ' }]) {
      const res = await addOffer({ key: a.key }, { base_product_id: await goodsNotOf(a.id), price: 90, stock: 0, ...body });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.vendor_code).toBeNull();
    }
  });

  it.each([
    ['uk', 'Цей артикул уже має інша ваша пропозиція або товар'],
    ['ru', 'Этот артикул уже есть у другого вашего предложения или товара'],
  ])('already on another of the seller’s offers is refused with 409 in %s, naming the field, and adds nothing', async (lang, message) => {
    const first = await addOffer(
      { key: a.key },
      { base_product_id: await goodsNotOf(a.id), price: 100, stock: 1, vendor_code: `DUP-${lang}` },
    );
    expect(first.statusCode).toBe(201);
    const before = await offersOfSeller(a.id);
    const res = await addOffer(
      { session: a.session },
      { base_product_id: await goodsNotOf(a.id), price: 120, stock: 1, vendor_code: ` DUP-${lang}` },
      lang,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, errors: { vendor_code: [message] } });
    expect(await offersOfSeller(a.id)).toEqual(before);
  });

  it('on a proposal of the seller still waiting is refused too, as accepting it would clash', async () => {
    const category = await t.db.selectFrom('base_products').select('category_id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('product_proposals')
      .values({
        seller_id: a.id,
        title_uk: 'Нова олія',
        title_ru: 'Новое масло',
        description_uk: 'Опис нової олії',
        description_ru: 'Описание нового масла',
        category_id: category.category_id,
        brand_id: null,
        brand_name: 'Новий бренд',
        value_ids: '[]',
        price_kop: 10_000,
        stock: 1,
        vendor_code: 'WAITING-1',
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await addOffer({ key: a.key }, { base_product_id: await goodsNotOf(a.id), price: 100, stock: 1, vendor_code: 'WAITING-1' });
    expect(res.statusCode).toBe(409);
  });

  it('is the seller’s own: another seller may use the same code', async () => {
    const code = 'SHARED-7';
    expect(
      (await addOffer({ key: a.key }, { base_product_id: await goodsNotOf(a.id), price: 100, stock: 1, vendor_code: code })).statusCode,
    ).toBe(201);
    const theirs = await addOffer({ key: b.key }, { base_product_id: await goodsNotOf(b.id), price: 100, stock: 1, vendor_code: code });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.vendor_code).toBe(code);
  });

  it.each([
    ['uk', 'Артикул (vendorCode) — не довший за 64 символи'],
    ['ru', 'Артикул (vendorCode) — не длиннее 64 символов'],
  ])('longer than a feed’s 64 characters is refused with 400 in %s; 64 with spaces around is kept', async (lang, message) => {
    const long = await addOffer(
      { key: a.key },
      { base_product_id: await goodsNotOf(a.id), price: 100, stock: 1, vendor_code: 'x'.repeat(65) },
      lang,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message, errors: { vendor_code: [message] } });
    const fits = await addOffer(
      { key: a.key },
      { base_product_id: await goodsNotOf(a.id), price: 100, stock: 1, vendor_code: ` ${lang.repeat(32)} ` },
    );
    expect(fits.statusCode).toBe(201);
    expect(fits.json().data.vendor_code).toBe(lang.repeat(32));
  });

  it('finds the offer in the seller’s own search, first, and not in another seller’s', async () => {
    const code = 'SEARCH-ME 42';
    const mine = (
      await addOffer({ session: a.session }, { base_product_id: await goodsNotOf(a.id), price: 120, stock: 1, vendor_code: code })
    ).json().data;
    const found = (await call({ session: a.session }, 'GET', `/api/seller-api/offers?q=${encodeURIComponent(` ${code} `)}`)).json();
    expect(found.data[0]).toMatchObject({ id: mine.id, vendor_code: code });
    const theirs = (await call({ key: b.key }, 'GET', `/api/seller-api/offers?q=${encodeURIComponent(code)}`)).json();
    expect(theirs.data.map((o: { id: number }) => o.id)).not.toContain(mine.id);
  });

  it('is how a feed applied after finds the offer: its price and stock change, and another seller’s offer of that code stays', async () => {
    const code = 'FEED-MATCH-1';
    const mine = (
      await addOffer({ session: a.session }, { base_product_id: await goodsNotOf(a.id), price: 300, stock: 1, vendor_code: code })
    ).json().data;
    const theirs = (
      await addOffer({ key: b.key }, { base_product_id: await goodsNotOf(b.id), price: 300, stock: 1, vendor_code: code })
    ).json().data;
    const sent = await sendFeed({ key: a.key }, feed([{ code, price: 275, stock: 12 }]));
    expect(sent.statusCode).toBe(201);
    const checked = (await call({ key: a.key }, 'GET', `/api/seller-api/feeds/${sent.json().id}`)).json().data;
    expect(checked.counts).toMatchObject({ changed: 1, refused: 0 });
    await applyWaitingFeeds(t.db);
    const after = (await call({ key: a.key }, 'GET', `/api/seller-api/offers?q=${mine.id}`)).json().data[0];
    expect(after).toMatchObject({ id: mine.id, price: 275, stock: 12, vendor_code: code });
    const row = await t.db.selectFrom('products').where('id', '=', theirs.id).select(['price_kop', 'stock']).executeTakeFirstOrThrow();
    expect(row).toEqual({ price_kop: 30_000, stock: 1 });
  });
});

describe('which goods a seller offers already (the add-offer picker)', () => {
  it('the offers of the goods asked for, the seller’s own alone', async () => {
    const own = await t.db
      .selectFrom('products')
      .where('seller_id', '=', a.id)
      .select(['id', 'base_product_id'])
      .orderBy('id')
      .limit(2)
      .execute();
    const notOwn = await goodsNotOf(a.id);
    const query = [...own.map((o) => o.base_product_id), notOwn].map((g) => `goods=${g}`).join('&');
    const res = await call({ key: a.key }, 'GET', `/api/seller-api/offers?${query}&per_page=50`);
    expect(res.statusCode).toBe(200);
    const found: { id: number; base_product_id: number }[] = res.json().data;
    expect(found.map((o) => o.base_product_id).sort()).toEqual(own.map((o) => o.base_product_id).sort());
    // B asking for A's goods hears only of its own offers of them
    const theirs = (await call({ session: b.session }, 'GET', `/api/seller-api/offers?${query}`)).json().data as { id: number }[];
    const bRows = await t.db.selectFrom('products').where('seller_id', '=', b.id).select('id').execute();
    for (const o of theirs) expect(bRows.map((r) => r.id)).toContain(o.id);
    // one goods alone is a list of one
    const single = (await call({ key: a.key }, 'GET', `/api/seller-api/offers?goods=${own[0]!.base_product_id}`)).json().data;
    expect(single.map((o: { id: number }) => o.id)).toContain(own[0]!.id);
  });

  it('a picked goods the seller offers already is still refused by the server (409)', async () => {
    const own = await t.db
      .selectFrom('products')
      .where('seller_id', '=', a.id)
      .select('base_product_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await addOffer({ key: a.key }, { base_product_id: own.base_product_id, price: 10, stock: 1, vendor_code: 'NEVER-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ви вже продаєте цей товар: змініть ціну чи залишок у своїй пропозиції');
  });

  it('refuses more than 50 goods at once (400)', async () => {
    const query = Array.from({ length: 51 }, (_, i) => `goods=${i + 1}`).join('&');
    expect((await call({ key: a.key }, 'GET', `/api/seller-api/offers?${query}`)).statusCode).toBe(400);
  });
});
