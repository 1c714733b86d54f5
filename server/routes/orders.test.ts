import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../services/orders/receipt-testing';
import { createTestApp, signInTestCustomer, type TestApp } from '../testing/app';
import { insertTestOrder } from '../testing/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Offer {
  id: number;
  base_product_id: number;
  seller_id: number;
  warehouse_id: number;
  price_kop: number;
  stock: number;
  min_cart_quantity: number;
}

/** Offers in stock, one per seller, in id order: the seed is deterministic. */
async function offers(count: number, where: (o: Offer) => boolean = () => true): Promise<Offer[]> {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'base_product_id', 'seller_id', 'warehouse_id', 'price_kop', 'stock', 'min_cart_quantity'])
    .orderBy('id')
    .execute();
  const found = rows.filter((o) => o.stock >= 1 && where(o)).slice(0, count);
  if (found.length < count) throw new Error('the seed has too few such offers');
  return found;
}

/** An order as the checkout writes it: the placement itself is another module's, its rows are what matter here. */
async function placeOrder({
  customerId = null,
  lang = 'uk',
  items,
  courier = false,
}: {
  customerId?: number | null;
  lang?: 'uk' | 'ru';
  items: { offer: Offer; qty: number }[];
  courier?: boolean;
}) {
  const point = await t.db
    .selectFrom('pickup_points')
    .select(['id', 'city_id', 'delivery_type_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const courierType = await t.db.selectFrom('delivery_types').where('kind', '=', 'address').select('id').executeTakeFirstOrThrow();
  const itemsKop = items.reduce((sum, i) => sum + i.offer.price_kop * i.qty, 0);
  const receiptToken = randomBytes(16).toString('hex');
  const { id } = await insertTestOrder(t.db, {
    checkout_id: randomBytes(8).toString('hex'),
    customer_id: customerId,
    seller_id: items[0]!.offer.seller_id,
    warehouse_id: items[0]!.offer.warehouse_id,
    lang,
    payment_method_id: 1,
    buyer_surname: 'Їжакевич',
    buyer_phone: '380671234567',
    buyer_email: 'olena@example.com',
    recipient_surname: 'Їжакевич',
    recipient_phone: '380671234567',
    delivery_type_id: courier ? courierType.id : point.delivery_type_id,
    city_id: point.city_id,
    pickup_point_id: courier ? null : point.id,
    address_street: courier ? 'Хрещатик' : '',
    address_house: courier ? '22' : '',
    items_total_kop: itemsKop,
    discount_kop: 10_000,
    delivery_price_kop: courier ? null : 7_000,
    total_kop: itemsKop - 10_000 + (courier ? 0 : 7_000),
    receipt_token: receiptToken,
    created_at: '2026-03-08T10:30:00.000Z',
  });
  for (const { offer, qty } of items) {
    const titles = await t.db
      .selectFrom('base_products')
      .where('id', '=', offer.base_product_id)
      .select(['title_uk', 'title_ru'])
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_items')
      .values({ order_id: id, product_id: offer.id, base_product_id: offer.base_product_id, ...titles, price_kop: offer.price_kop, qty })
      .execute();
  }
  return { id, receiptToken, itemsKop };
}

const receipt = (id: number, { token, cookie, lang = 'uk' }: { token?: string; cookie?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}/receipt.pdf${token === undefined ? '' : `?token=${token}`}`,
    cookies: cookie ? { token: cookie } : {},
    headers: { 'accept-language': lang },
  });

describe('GET /api/orders/:id/receipt.pdf', () => {
  it("with the order's token answers a PDF download named with the order number", async () => {
    const [offer] = await offers(1);
    const order = await placeOrder({ items: [{ offer: offer!, qty: 2 }] });
    const res = await receipt(order.id, { token: order.receiptToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5_000);
    // the Cyrillic comes from an embedded DejaVu subset, not a standard font that has no Cyrillic glyphs
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  });

  it("speaks the order's language, whatever the request's, with its items, seller, delivery, payment and totals", async () => {
    const [offer] = await offers(1, (o) => o.price_kop >= 100_000);
    const order = await placeOrder({ lang: 'uk', items: [{ offer: offer!, qty: 3 }] });
    const text = pdfText((await receipt(order.id, { token: order.receiptToken, lang: 'ru' })).rawPayload);
    const names = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .innerJoin('sellers as s', 's.id', 'p.seller_id')
      .where('p.id', '=', offer!.id)
      .select(['b.title_uk', 's.shop_name'])
      .executeTakeFirstOrThrow();
    const price = (kop: number) => `${String(Math.round(kop / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₴`;
    expect(text).toContain('Крамниця');
    expect(text).toContain(`Квитанція до замовлення № ${order.id}`);
    expect(text).toContain('8 березня 2026');
    expect(text).toContain(names.shop_name);
    expect(text).toContain('Їжакевич Олена, +380671234567, olena@example.com');
    expect(text).toContain('Оплата карткою онлайн');
    expect(text).toContain('Очікує оплати');
    expect(text.replace(/\n/g, ' ')).toContain(names.title_uk.split(' ')[0]!);
    expect(text).toContain(price(offer!.price_kop));
    expect(text).toContain(price(offer!.price_kop * 3));
    expect(text).toContain(`Знижка: -100\u00a0₴`);
    expect(text).toContain(`Доставка: 70\u00a0₴`);
    expect(text).toContain(`До сплати: ${price(order.itemsKop - 10_000 + 7_000)}`);
  });

  it('a Russian order in Russian; a courier delivery shows the address and the carrier tariff', async () => {
    const [offer] = await offers(1);
    const order = await placeOrder({ lang: 'ru', items: [{ offer: offer!, qty: 1 }], courier: true });
    const text = pdfText((await receipt(order.id, { token: order.receiptToken })).rawPayload);
    expect(text).toContain(`Квитанция к заказу № ${order.id}`);
    expect(text).toContain('ул. Хрещатик, д. 22');
    expect(text).toContain('Доставка: по тарифам перевозчика');
    expect(text).toContain('Оплата картой онлайн');
  });

  it('the signed-in customer who placed it needs no token', async () => {
    const owner = await signInTestCustomer(t.db);
    const [offer] = await offers(1);
    const order = await placeOrder({ customerId: owner.id, items: [{ offer: offer!, qty: 1 }] });
    const res = await receipt(order.id, { cookie: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { token: 'f'.repeat(32) }],
    ['an empty token', { token: '' }],
  ])('%s from a guest is 404', async (_case, access) => {
    const [offer] = await offers(1);
    const order = await placeOrder({ items: [{ offer: offer!, qty: 1 }] });
    const res = await receipt(order.id, access);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Замовлення не знайдено' });
  });

  it("another customer's order is 404, and so is one token used for another order", async () => {
    const owner = await signInTestCustomer(t.db);
    const stranger = await signInTestCustomer(t.db);
    const [offer] = await offers(1);
    const mine = await placeOrder({ customerId: owner.id, items: [{ offer: offer!, qty: 1 }] });
    const other = await placeOrder({ customerId: owner.id, items: [{ offer: offer!, qty: 1 }] });
    expect((await receipt(mine.id, { cookie: stranger.token })).statusCode).toBe(404);
    expect((await receipt(other.id, { token: mine.receiptToken })).statusCode).toBe(404);
    expect((await receipt(999_999, { token: mine.receiptToken })).statusCode).toBe(404);
  });
});

const repeat = (body: Record<string, unknown>, cookie?: string, lang = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/orders/repeat',
    payload: body,
    cookies: cookie ? { token: cookie } : {},
    headers: { 'accept-language': lang },
  });

describe('POST /api/customer/orders/repeat', () => {
  it('asks a guest to sign in', async () => {
    expect((await repeat({ order_id: 1 })).statusCode).toBe(401);
  });

  it("another customer's order, or none, is 404", async () => {
    const owner = await signInTestCustomer(t.db);
    const stranger = await signInTestCustomer(t.db);
    const [offer] = await offers(1);
    const order = await placeOrder({ customerId: owner.id, items: [{ offer: offer!, qty: 1 }] });
    const res = await repeat({ order_id: order.id }, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Замовлення не знайдено' });
    expect((await repeat({ order_id: 999_999 }, owner.token)).statusCode).toBe(404);
    const strangersCart = await t.db.selectFrom('carts').where('customer_id', '=', stranger.id).select('id').executeTakeFirst();
    expect(strangersCart).toBeUndefined();
  });

  it('puts the items back, capped at the stock and raised to the minimum; gone and sold-out items come back as dropped', async () => {
    const customer = await signInTestCustomer(t.db);
    const [plain, capped, minimum, soldOut, gone, tooFew] = await offers(6, (o) => o.min_cart_quantity === 1 && o.stock >= 5);
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', capped!.id).execute();
    await t.db.updateTable('products').set({ min_cart_quantity: 4 }).where('id', '=', minimum!.id).execute();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', soldOut!.id).execute();
    await t.db.updateTable('products').set({ stock: 2, min_cart_quantity: 3 }).where('id', '=', tooFew!.id).execute();
    const order = await placeOrder({
      customerId: customer.id,
      lang: 'uk',
      items: [
        { offer: plain!, qty: 2 },
        { offer: capped!, qty: 5 },
        { offer: minimum!, qty: 1 },
        { offer: soldOut!, qty: 1 },
        { offer: gone!, qty: 1 },
        { offer: tooFew!, qty: 1 },
      ],
    });
    // an offer the catalogue dropped: the order keeps its title
    await t.db
      .updateTable('order_items')
      .set({ product_id: 9_000_000, title_ru: 'Снятый с продажи товар' })
      .where('order_id', '=', order.id)
      .where('product_id', '=', gone!.id)
      .execute();

    const res = await repeat({ order_id: order.id, item_list_name: 'cabinet_orders' }, customer.token, 'ru');
    expect(res.statusCode).toBe(200);
    const { cart, dropped } = res.json();
    expect(cart.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty]).sort()).toEqual(
      [
        [plain!.id, 2],
        [capped!.id, 3],
        [minimum!.id, 4],
      ].sort(),
    );
    expect(cart.cart_session).toMatch(/^[0-9a-f]{32}$/);
    const ruTitle = async (offer: Offer) =>
      (await t.db.selectFrom('base_products').where('id', '=', offer.base_product_id).select('title_ru').executeTakeFirstOrThrow())
        .title_ru;
    expect(dropped).toEqual(
      [
        { product_id: soldOut!.id, title: await ruTitle(soldOut!) },
        { product_id: tooFew!.id, title: await ruTitle(tooFew!) },
        { product_id: 9_000_000, title: 'Снятый с продажи товар' },
      ].sort((a, b) => a.product_id - b.product_id),
    );
  });

  it('keeps what the cart holds: repeating twice does not double it, and a bigger cart quantity stays', async () => {
    const customer = await signInTestCustomer(t.db);
    const [a, b] = await offers(2, (o) => o.min_cart_quantity === 1 && o.stock >= 10);
    const order = await placeOrder({
      customerId: customer.id,
      items: [
        { offer: a!, qty: 2 },
        { offer: b!, qty: 1 },
      ],
    });
    const first = (await repeat({ order_id: order.id }, customer.token)).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      cookies: { token: customer.token },
      payload: { product_id: b!.id, qty: 5 },
    });
    const second = (await repeat({ order_id: order.id }, customer.token)).json();
    expect(second.cart.cart_session).toBe(first.cart.cart_session);
    expect(second.cart.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([
      [a!.id, 2],
      [b!.id, 5],
    ]);
    expect(second.dropped).toEqual([]);
  });
});
