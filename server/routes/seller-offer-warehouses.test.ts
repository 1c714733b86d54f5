import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerKey } from '../db/seed/demo-conversations';
import { createTestApp, type TestApp } from '../testing/app';
import { signInTestSeller } from '../testing/sessions';

let t: TestApp;
/** Seller A keeps stock in two warehouses at least; seller B is another seller. */
let a: { id: number; key: string; session: string; warehouses: number[] };
let b: { id: number; key: string; warehouse: number };

type Offer = { id: number; stock: number; warehouse_id: number; warehouse: { id: number; title: string; city: string } };
type As = { key: string } | { session: string };
const get = (as: As, url: string, lang = 'uk') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': lang, ...('key' in as ? { authorization: `Bearer ${as.key}` } : {}) },
    cookies: 'session' in as ? { seller_token: as.session } : {},
  });
const patch = (as: As, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/seller-api/offers/${id}`,
    payload,
    headers: 'key' in as ? { authorization: `Bearer ${as.key}` } : {},
    cookies: 'session' in as ? { seller_token: as.session } : {},
  });

/** How many of the seller's offers each warehouse holds, by the rows themselves. */
async function offersByWarehouse(sellerId: number) {
  const rows = await t.db
    .selectFrom('products')
    .where('seller_id', '=', sellerId)
    .select((eb) => ['warehouse_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('warehouse_id')
    .orderBy('warehouse_id')
    .execute();
  return rows.map((r) => ({ id: r.warehouse_id, offers: Number(r.n) }));
}

beforeAll(async () => {
  t = await createTestApp();
  const spread = await t.db
    .selectFrom('products')
    .select((eb) => ['seller_id', eb.fn.count<number | string>('warehouse_id').distinct().as('n')])
    .groupBy('seller_id')
    .orderBy('seller_id')
    .execute();
  const several = spread.find((s) => Number(s.n) >= 2)!;
  const other = spread.find((s) => s.seller_id !== several.seller_id)!;
  a = {
    id: several.seller_id,
    key: demoSellerKey(several.seller_id),
    session: (await signInTestSeller(t, several.seller_id)).token,
    warehouses: (await offersByWarehouse(several.seller_id)).map((w) => w.id),
  };
  const otherWarehouse = await t.db
    .selectFrom('warehouses')
    .where('seller_id', '=', other.seller_id)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  b = { id: other.seller_id, key: demoSellerKey(other.seller_id), warehouse: otherWarehouse.id };
});
afterAll(() => t.close());

describe('the warehouse of a seller’s offer', () => {
  it.each([['uk'], ['ru']] as const)('is named beside each offer as the data has it, in %s', async (lang) => {
    const res = await get({ key: a.key }, '/api/seller-api/offers?per_page=100', lang);
    expect(res.statusCode).toBe(200);
    const offers: Offer[] = res.json().data;
    const titles = await t.db
      .selectFrom('warehouses as w')
      .innerJoin('cities as c', 'c.id', 'w.city_id')
      .where('w.seller_id', '=', a.id)
      .select(['w.id', `w.title_${lang} as title`, `c.name_${lang} as city`])
      .execute();
    const rows = await t.db
      .selectFrom('products')
      .where(
        'id',
        'in',
        offers.map((o) => o.id),
      )
      .select(['id', 'warehouse_id'])
      .execute();
    for (const offer of offers) {
      const row = rows.find((r) => r.id === offer.id)!;
      expect(offer.warehouse).toEqual(titles.find((w) => w.id === row.warehouse_id));
      expect(offer.warehouse_id).toBe(row.warehouse_id);
    }
    expect(new Set(offers.map((o) => o.warehouse.id)).size).toBeGreaterThan(1);
  });

  it.each([['key'], ['session']] as const)('lists the seller’s own warehouses by %s with their offers, never another’s', async (by) => {
    const as = by === 'key' ? { key: a.key } : { session: a.session };
    const res = await get(as, '/api/seller-api/warehouses');
    expect(res.statusCode).toBe(200);
    const listed: { id: number; title: string; city: string; offers: number }[] = res.json().data;
    const own = await t.db.selectFrom('warehouses').where('seller_id', '=', a.id).select('id').orderBy('id').execute();
    expect(listed.map((w) => w.id)).toEqual(own.map((w) => w.id));
    const counts = await offersByWarehouse(a.id);
    for (const w of listed) expect(w.offers).toBe(counts.find((c) => c.id === w.id)?.offers ?? 0);
    expect(listed.map((w) => w.id)).not.toContain(b.warehouse);
    expect(listed[0]!.title).toMatch(/^Склад/);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller-api/warehouses' })).statusCode).toBe(401);
  });

  it('filters the offers by one warehouse, with the stock filters acting within it', async () => {
    const counts = await offersByWarehouse(a.id);
    for (const warehouse of a.warehouses) {
      const res = await get({ session: a.session }, `/api/seller-api/offers?warehouse=${warehouse}&per_page=100`);
      const { data, meta } = res.json() as { data: Offer[]; meta: { total: number } };
      expect(meta.total).toBe(counts.find((c) => c.id === warehouse)!.offers);
      expect(data.every((o) => o.warehouse.id === warehouse)).toBe(true);
    }
    const [first] = a.warehouses;
    const empty = await t.db
      .selectFrom('products')
      .where('seller_id', '=', a.id)
      .where('warehouse_id', '=', first!)
      .where('stock', '=', 0)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const outOfStock = await get({ key: a.key }, `/api/seller-api/offers?warehouse=${first}&stock=out_of_stock&per_page=100`);
    expect(outOfStock.json().meta.total).toBe(Number(empty.n));
    expect((outOfStock.json().data as Offer[]).every((o) => o.stock === 0 && o.warehouse.id === first)).toBe(true);
  });

  it('another seller’s warehouse finds none of its offers, and neither seller’s', async () => {
    const res = await get({ key: a.key }, `/api/seller-api/offers?warehouse=${b.warehouse}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await get({ key: a.key }, '/api/seller-api/offers?warehouse=0')).statusCode).toBe(400);
  });

  it('an offer’s stock edit changes that offer in its own warehouse, and it stays in that warehouse’s list', async () => {
    const second = a.warehouses[1]!;
    const [offer] = (await get({ key: a.key }, `/api/seller-api/offers?warehouse=${second}`)).json().data as Offer[];
    const others = await t.db
      .selectFrom('products')
      .where('seller_id', '=', a.id)
      .where('id', '!=', offer!.id)
      .select(['id', 'stock', 'warehouse_id'])
      .orderBy('id')
      .execute();
    const res = await patch({ session: a.session }, offer!.id, { stock: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: offer!.id, stock: 3, status: 'low_stock', warehouse: { id: second } });
    const low = (await get({ key: a.key }, `/api/seller-api/offers?warehouse=${second}&stock=low_stock&per_page=100`)).json()
      .data as Offer[];
    expect(low.map((o) => o.id)).toContain(offer!.id);
    const row = await t.db.selectFrom('products').where('id', '=', offer!.id).select(['stock', 'warehouse_id']).executeTakeFirstOrThrow();
    expect(row).toEqual({ stock: 3, warehouse_id: second });
    expect(
      await t.db
        .selectFrom('products')
        .where('seller_id', '=', a.id)
        .where('id', '!=', offer!.id)
        .select(['id', 'stock', 'warehouse_id'])
        .orderBy('id')
        .execute(),
    ).toEqual(others);
  });
});
