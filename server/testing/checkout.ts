import { expect } from 'vitest';
import { lastSmsCode, type TestApp } from './app';

/** Test helpers for the checkout and payment API tests: a shopper filling a cart and placing orders. */

/** The server a helper talks to and its database: a test app, or one of several servers over one database. */
export type ShopServer = Pick<TestApp, 'app' | 'db'>;

export interface Shopper {
  session?: string | null;
  token?: string;
  proof?: string;
  lang?: 'uk' | 'ru';
}

export function headersOf({ session, token, proof, lang = 'uk' }: Shopper, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'accept-language': lang, ...extra };
  if (session) headers['cart-session'] = session;
  if (token) headers.authorization = `Bearer ${token}`;
  if (proof) headers['x-verification-token'] = proof;
  return headers;
}

export interface Offer {
  id: number;
  seller_id: number;
  warehouse_id: number;
  price_kop: number;
  stock: number;
}

/** Hands out in-stock offers no earlier call of this test file has used, so tests never share stock. */
export function offerSource(t: ShopServer) {
  const used = new Set<number>();
  return async function freshOffers(count: number, { distinctSellers = true, minStock = 5 } = {}): Promise<Offer[]> {
    const rows = await t.db
      .selectFrom('products')
      .where('stock', '>=', minStock)
      .where('min_cart_quantity', '=', 1)
      // Fresh: no order of the seed (the demo's, its shops' reviewed ones) holds it, so a test counts its own sales.
      .where('id', 'not in', (eb) => eb.selectFrom('order_items').select('product_id'))
      .select(['id', 'seller_id', 'warehouse_id', 'price_kop', 'stock'])
      .orderBy('id')
      .execute();
    const picked: Offer[] = [];
    for (const row of rows) {
      if (used.has(row.id)) continue;
      if (distinctSellers && picked.some((p) => p.seller_id === row.seller_id)) continue;
      picked.push(row);
      used.add(row.id);
      if (picked.length === count) return picked;
    }
    throw new Error('not enough offers in the test catalogue');
  };
}

/** A cart holding these offers; answers its session id. */
export async function fillCart(t: ShopServer, lines: readonly { id: number; qty: number }[], shopper: Shopper = {}): Promise<string> {
  let session = shopper.session ?? null;
  for (const line of lines) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      payload: { product_id: line.id, qty: line.qty },
      headers: headersOf({ ...shopper, session }),
    });
    expect(res.statusCode).toBe(200);
    session = res.json().cart_session;
  }
  return session!;
}

let ipSeq = 0;
/** Plays the guest's SMS verification: init, the code from the outbox, confirm. */
export async function proveByCode(t: ShopServer, phone: string): Promise<string> {
  const remoteAddress = `203.0.113.${(ipSeq += 1) % 250}`;
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/checkout/verification/init', payload: { phone }, remoteAddress })).statusCode,
  ).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/verification/confirm',
    payload: { phone, code: await lastSmsCode(t.db, phone) },
    remoteAddress,
  });
  return res.json().data.verification_token as string;
}

/** A pickup point of a delivery kind with its city and kind; `notCity` picks one elsewhere. */
export async function pickupPoint(t: ShopServer, code: string, notCity?: number) {
  let query = t.db
    .selectFrom('pickup_points as p')
    .innerJoin('delivery_types as d', 'd.id', 'p.delivery_type_id')
    .where('d.code', '=', code)
    .select(['p.id', 'p.city_id', 'd.id as delivery_id']);
  if (notCity !== undefined) query = query.where('p.city_id', '!=', notCity);
  return query.orderBy('p.id').executeTakeFirstOrThrow();
}

export async function deliveryTypeId(t: ShopServer, code: string): Promise<number> {
  return (await t.db.selectFrom('delivery_types').where('code', '=', code).select('id').executeTakeFirstOrThrow()).id;
}

export const CARD = 1;
export const CASH = 2;

export const buyer = (phone: string) => ({ name: 'Олена', surname: 'Коваль', phone, email: 'olena@example.com' });
export const recipient = (phone: string) => ({ name: 'Іван', surname: 'Коваль', patronymic: 'Петрович', phone });

let keySeq = 0;
export const newKey = () => `test-key-${Date.now().toString(36)}-${(keySeq += 1)}`;

export function createOrders(t: ShopServer, body: object, shopper: Shopper, key = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-orders',
    payload: body,
    headers: headersOf(shopper, { 'idempotency-key': key }),
  });
}
