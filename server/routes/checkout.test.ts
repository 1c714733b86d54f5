import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecksToUah } from '../../src/domain/money';
import {
  buyer,
  CARD,
  CASH,
  createOrders,
  deliveryTypeId,
  fillCart,
  headersOf,
  newKey,
  offerSource,
  pickupPoint,
  proveByCode,
  recipient,
  type Shopper,
} from '../testing/checkout';
import { createSession } from '../services/auth/customer-sessions';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
let freshOffers: ReturnType<typeof offerSource>;
beforeAll(async () => {
  t = await createTestApp();
  freshOffers = offerSource(t);
});
afterAll(() => t.close());

const init = (shopper: Shopper, body: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/init-checkout', payload: body, headers: headersOf(shopper) });
const stockOf = async (id: number) =>
  (await t.db.selectFrom('products').where('id', '=', id).select('stock').executeTakeFirstOrThrow()).stock;
const setStock = (id: number, stock: number) => t.db.updateTable('products').set({ stock }).where('id', '=', id).execute();
const promoId = async (code: string) =>
  await t.db.selectFrom('promo_codes').where('code', '=', code).select(['id', 'used_count']).executeTakeFirstOrThrow();
const ordersOf = (checkoutId: string) =>
  t.db.selectFrom('orders').where('checkout_id', '=', checkoutId).selectAll().orderBy('id').execute();

let phoneSeq = 0;
const guestPhone = () => `38050${String(1_000_000 + (phoneSeq += 1)).slice(1)}00`.slice(0, 12);

/** A pickup-point order of these offers (one seller), paid as asked. */
async function officeOrder(offers: readonly { id: number; qty: number }[], payment_id = CASH, phone = '380501112233') {
  const point = await pickupPoint(t, 'store_pickup');
  return {
    contact_data: recipient(phone),
    payment_id,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: offers.map((o) => ({ product_id: o.id, qty: o.qty })),
  };
}

/** A guest with a cart of these lines and a proven phone. */
async function provenGuest(lines: readonly { id: number; qty: number }[], lang: 'uk' | 'ru' = 'uk') {
  const phone = guestPhone();
  const session = await fillCart(t, lines, { lang });
  return { shopper: { session, proof: await proveByCode(t, phone), lang } satisfies Shopper, phone };
}

describe('POST /api/checkout/init-checkout', () => {
  it('answers one order per seller and warehouse in cart order, capping quantities at the stock and dropping what cannot be ordered', async () => {
    const [a, b, gone, tooFew] = await freshOffers(4);
    await setStock(gone!.id, 0);
    await t.db.updateTable('products').set({ min_cart_quantity: 3, stock: 2 }).where('id', '=', tooFew!.id).execute();
    const session = await fillCart(t, [
      { id: a!.id, qty: a!.stock + 5 },
      { id: b!.id, qty: 1 },
      { id: gone!.id, qty: 1 },
      { id: tooFew!.id, qty: 4 },
    ]);
    const res = await init({ session });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([
      `${a!.seller_id}-${a!.warehouse_id}`,
      `${b!.seller_id}-${b!.warehouse_id}`,
    ]);
    const [first, second] = body.orders;
    expect(first.products).toEqual([
      expect.objectContaining({ id: a!.id, product_id: a!.id, qty: a!.stock, price: kopecksToUah(a!.price_kop) }),
    ]);
    expect(first).toMatchObject({
      seller: { id: a!.seller_id },
      warehouse_id: a!.warehouse_id,
      total: kopecksToUah(a!.price_kop * a!.stock),
      discount: 0,
      recipient: null,
      savedDeliveries: [],
    });
    expect(second.totalWithoutDiscount).toBe(kopecksToUah(b!.price_kop));
    expect(body.dropped.map((d: { product_id: number }) => d.product_id)).toEqual([gone!.id, tooFew!.id]);
    expect(first.payments).toEqual([
      { id: CARD, title: 'Оплата карткою онлайн', is_online: true },
      { id: CASH, title: 'Оплата при отриманні', is_online: false },
    ]);
    expect(first.deliveries.find((d: { code: string }) => d.code === 'nova_poshta_locker')).toMatchObject({
      kind: 'office',
      pricing: { is_by_provider: false, free_from: 1500, default_price: 70 },
    });
    expect(body).toMatchObject({ customer_data: null, promo: null });
  });

  it('takes a call without a body as one without a promo code', async () => {
    const [a] = await freshOffers(1);
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout/init-checkout', headers: headersOf({ session }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().orders).toHaveLength(1);
  });

  it('answers no orders for an empty or unknown cart', async () => {
    expect((await init({ session: 'a'.repeat(32) })).json()).toEqual({ orders: [], dropped: [], customer_data: null, promo: null });
  });

  it('speaks the request language', async () => {
    const [a] = await freshOffers(1);
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }]);
    const body = (await init({ session, lang: 'ru' })).json();
    expect(body.orders[0].payments[1].title).toBe('Оплата при получении');
  });

  it("gives a signed-in customer their data, the shop's saved recipient (over a shop-less one) and saved deliveries", async () => {
    const customer = await signInTestCustomer(t.db, 'Марта');
    const [a] = await freshOffers(1);
    const point = await pickupPoint(t, 'store_pickup');
    const now = new Date().toISOString();
    await t.db
      .insertInto('customer_contacts')
      .values([
        {
          customer_id: customer.id,
          seller_id: null,
          name: 'Без',
          surname: 'Магазину',
          patronymic: '',
          phone: '380501234567',
          created_at: now,
        },
        {
          customer_id: customer.id,
          seller_id: a!.seller_id,
          name: 'Для',
          surname: 'Магазину',
          patronymic: 'Т',
          phone: '380507654321',
          created_at: now,
        },
      ])
      .execute();
    await t.db
      .insertInto('customer_deliveries')
      .values({
        customer_id: customer.id,
        seller_id: a!.seller_id,
        delivery_id: point.delivery_id,
        city_id: point.city_id,
        delivery_warehouse_id: point.id,
        street: '',
        house: '',
        flat: '',
        created_at: now,
      })
      .execute();
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }], { token: customer.token });
    const body = (await init({ session, token: customer.token })).json();
    expect(body.customer_data).toEqual({ name: 'Марта', surname: 'Тестова', phone: customer.phone, email: '' });
    expect(body.orders[0].recipient).toMatchObject({ name: 'Для', surname: 'Магазину', phone: '380507654321' });
    expect(body.orders[0].savedDeliveries).toEqual([
      expect.objectContaining({
        delivery_id: point.delivery_id,
        city: expect.objectContaining({ id: point.city_id }),
        delivery_warehouse_id: point.id,
        office_title: expect.any(String),
      }),
    ]);
  });

  it('spreads a promo discount over the orders in whole hryvnias that add up to it', async () => {
    const [a, b, c] = await freshOffers(3);
    const session = await fillCart(t, [
      { id: a!.id, qty: 1 },
      { id: b!.id, qty: 2 },
      { id: c!.id, qty: 1 },
    ]);
    const promo = await promoId('KRAM2027'); // 5%, no minimum
    const body = (await init({ session }, { promo_code_id: promo.id })).json();
    const total = a!.price_kop + 2 * b!.price_kop + c!.price_kop;
    const discountKop = Math.ceil((total * 0.05) / 100) * 100; // rounded up, in the shopper's favour
    expect(body.promo).toEqual({ id: promo.id, code: 'KRAM2027', discount: kopecksToUah(discountKop) });
    const parts = body.orders.map((o: { discount: number }) => Math.round(o.discount * 100));
    expect(parts.reduce((x: number, y: number) => x + y, 0)).toBe(discountKop);
    for (const part of parts) expect(part % 100).toBe(0);
    for (const order of body.orders)
      expect(Math.round(order.total * 100)).toBe(Math.round(order.totalWithoutDiscount * 100) - Math.round(order.discount * 100));
  });

  it('leaves out a code the caller may not use or whose minimum the orders miss', async () => {
    const [a] = await freshOffers(1);
    await t.db.updateTable('products').set({ price_kop: 50_000 }).where('id', '=', a!.id).execute();
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }]);
    const vip = await promoId('VIP380'); // bound to 380671234567
    const minimum = await promoId('CBD150'); // from 1000 UAH
    expect((await init({ session }, { promo_code_id: vip.id })).json().promo).toBeNull();
    expect((await init({ session }, { promo_code_id: minimum.id })).json().promo).toBeNull();
    // A phone's code is the account's: proving the phone by SMS is not enough, signing in with it is.
    const proof = await proveByCode(t, '380671234567');
    expect((await init({ session, proof }, { promo_code_id: vip.id })).json().promo).toBeNull();
    const placed = await createOrders(
      t,
      { customer_data: buyer('380671234567'), orders: [await officeOrder([{ id: a!.id, qty: 1 }])], promo_code_id: vip.id },
      { session, proof },
    );
    expect(placed.json().errors).toEqual({ promo_code_id: ['Неправильний промокод'] });
    const { id } = await t.db
      .insertInto('customers')
      .values({ phone: '380671234567', name: 'Віра', surname: 'Іванова', patronymic: '', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(t.db, id);
    const mine = await fillCart(t, [{ id: a!.id, qty: 1 }], { token });
    expect((await init({ session: mine, token }, { promo_code_id: vip.id })).json().promo).toMatchObject({ code: 'VIP380', discount: 100 });
  });
});

describe('POST /api/checkout/create-orders', () => {
  it('refuses a guest who has not proved the buyer phone, or proved another one', async () => {
    const [a] = await freshOffers(1);
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }]);
    const body = { customer_data: buyer('380509990001'), orders: [await officeOrder([{ id: a!.id, qty: 1 }])] };
    const bare = await createOrders(t, body, { session });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(/SMS/);
    const otherProof = await proveByCode(t, '380509990002');
    expect((await createOrders(t, body, { session, proof: otherProof })).statusCode).toBe(403);
    expect(await stockOf(a!.id)).toBe(a!.stock);
  });

  it('places one order per seller: catalogue prices, stock taken, items leave the cart, receipt links, one checkout id', async () => {
    const [a, b] = await freshOffers(2);
    const { shopper, phone } = await provenGuest([
      { id: a!.id, qty: 2 },
      { id: b!.id, qty: 1 },
    ]);
    const courier = await deliveryTypeId(t, 'courier');
    const point = await pickupPoint(t, 'store_pickup');
    const res = await createOrders(
      t,
      {
        customer_data: buyer(phone),
        orders: [
          await officeOrder([{ id: a!.id, qty: 2 }], CASH, phone),
          {
            contact_data: recipient('0671112233'),
            payment_id: CASH,
            delivery: { delivery_id: courier, city_id: point.city_id, address: { street: 'Хрещатик', house: '1', floor: '3' } },
            items: [{ product_id: b!.id, qty: 1 }],
          },
        ],
        utm_source: 'admitad',
        admitad_uid: 'uid-1',
      },
      shopper,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.checkout_id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.paymentUrl).toBeNull();
    expect(body.data).toHaveLength(2);
    const orders = await ordersOf(body.checkout_id);
    for (const [i, placed] of body.data.entries()) {
      expect(placed).toMatchObject({
        id: orders[i]!.id,
        payment_status: 'new',
        download_pdf_link: `/api/orders/${orders[i]!.id}/receipt.pdf?token=${orders[i]!.receipt_token}`,
      });
      expect(orders[i]!.receipt_token).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(orders[0]).toMatchObject({
      seller_id: a!.seller_id,
      kind: 'checkout',
      lang: 'uk',
      items_total_kop: 2 * a!.price_kop,
      delivery_price_kop: 0,
      total_kop: 2 * a!.price_kop,
      buyer_phone: phone,
      recipient_patronymic: 'Петрович',
      utm_source: 'admitad',
      admitad_uid: 'uid-1',
    });
    // the courier: 120 UAH, no free_from
    expect(orders[1]).toMatchObject({
      seller_id: b!.seller_id,
      recipient_phone: '380671112233',
      address_street: 'Хрещатик',
      address_house: '1',
      address_floor: '3',
      delivery_price_kop: 12_000,
      total_kop: b!.price_kop + 12_000,
    });
    expect(body.data[1].total).toBe(kopecksToUah(b!.price_kop + 12_000));
    const items = await t.db.selectFrom('order_items').where('order_id', '=', orders[0]!.id).selectAll().execute();
    expect(items).toEqual([expect.objectContaining({ product_id: a!.id, qty: 2, price_kop: a!.price_kop })]);
    expect(await stockOf(a!.id)).toBe(a!.stock - 2);
    expect(await stockOf(b!.id)).toBe(b!.stock - 1);
    const cart = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: headersOf(shopper) });
    expect(cart.json().items).toEqual([]);
  });

  it('sends online-paid orders to the payment page (with /ru for ru) for their sum only', async () => {
    const [a, b] = await freshOffers(2);
    const { shopper, phone } = await provenGuest(
      [
        { id: a!.id, qty: 1 },
        { id: b!.id, qty: 1 },
      ],
      'ru',
    );
    const res = await createOrders(
      t,
      {
        customer_data: buyer(phone),
        orders: [await officeOrder([{ id: a!.id, qty: 1 }], CARD), await officeOrder([{ id: b!.id, qty: 1 }], CASH)],
      },
      shopper,
    );
    expect(res.statusCode).toBe(201);
    const { paymentUrl, checkout_id } = res.json();
    expect(paymentUrl).toMatch(/^\/ru\/payment\/sandbox\/[0-9a-f]{32}$/);
    const session = await t.db
      .selectFrom('payment_sessions')
      .where('id', '=', paymentUrl.split('/').pop())
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ checkout_id, amount_kop: a!.price_kop, status: 'new', lang: 'ru' });
  });

  it('needs no SMS proof from a signed-in customer and keeps the recipient and delivery asked for, without duplicates', async () => {
    const customer = await signInTestCustomer(t.db);
    const point = await pickupPoint(t, 'store_pickup');
    for (let round = 0; round < 2; round += 1) {
      const [a] = await freshOffers(1);
      const session = await fillCart(t, [{ id: a!.id, qty: 1 }], { token: customer.token });
      const order = { ...(await officeOrder([{ id: a!.id, qty: 1 }])), save_contacts: true, save_delivery: true };
      // the same shop both rounds, so the second save finds the first
      await t.db.updateTable('products').set({ seller_id: 1 }).where('id', '=', a!.id).execute();
      const res = await createOrders(t, { customer_data: buyer(customer.phone), orders: [order] }, { session, token: customer.token });
      expect(res.statusCode).toBe(201);
    }
    const contacts = await t.db.selectFrom('customer_contacts').where('customer_id', '=', customer.id).selectAll().execute();
    expect(contacts).toEqual([
      expect.objectContaining({ seller_id: 1, name: 'Іван', surname: 'Коваль', patronymic: 'Петрович', phone: '380501112233' }),
    ]);
    const deliveries = await t.db.selectFrom('customer_deliveries').where('customer_id', '=', customer.id).selectAll().execute();
    expect(deliveries).toEqual([
      expect.objectContaining({ seller_id: 1, delivery_id: point.delivery_id, city_id: point.city_id, delivery_warehouse_id: point.id }),
    ]);
    const placed = await t.db.selectFrom('orders').where('customer_id', '=', customer.id).select('id').execute();
    expect(placed).toHaveLength(2);
  });

  it("refuses items that are not in the caller's own cart", async () => {
    const owner = await signInTestCustomer(t.db);
    const intruder = await signInTestCustomer(t.db);
    const [a] = await freshOffers(1);
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }], { token: owner.token });
    const body = { customer_data: buyer(intruder.phone), orders: [await officeOrder([{ id: a!.id, qty: 1 }])] };
    const res = await createOrders(t, body, { session, token: intruder.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Щось пішло не так, замовлення не прийнято',
      errors: { 'orders.0.items.0': ['Цього товару немає у вашому кошику'] },
    });
    // a guest naming the customer's cart gets nothing either
    const proof = await proveByCode(t, '380509990003');
    const guest = await createOrders(t, { ...body, customer_data: buyer('380509990003') }, { session, proof });
    expect(guest.json().errors).toEqual({ 'orders.0.items.0': ['Цього товару немає у вашому кошику'] });
    expect(await stockOf(a!.id)).toBe(a!.stock);
  });

  it('refuses bad delivery, payment and item combinations, naming each order step', async () => {
    const [a, b] = await freshOffers(2);
    const { shopper, phone } = await provenGuest([
      { id: a!.id, qty: 3 },
      { id: b!.id, qty: 1 },
    ]);
    const point = await pickupPoint(t, 'nova_poshta_office');
    const elsewhere = await pickupPoint(t, 'nova_poshta_office', point.city_id);
    const locker = await pickupPoint(t, 'nova_poshta_locker');
    const courier = await deliveryTypeId(t, 'courier');
    const line = { product_id: a!.id, qty: 1 };
    const order = (delivery: object, extra: object = {}) => ({
      contact_data: recipient(phone),
      payment_id: CASH,
      delivery,
      items: [line],
      ...extra,
    });
    const cases: [string, object, string, string][] = [
      [
        'office kind without a point',
        order({ delivery_id: point.delivery_id, city_id: point.city_id }),
        'orders.0.delivery',
        'Оберіть відділення цієї служби доставки у вибраному місті',
      ],
      [
        'a point in another city',
        order({ delivery_id: point.delivery_id, city_id: point.city_id, office_id: elsewhere.id }),
        'orders.0.delivery',
        'Оберіть відділення цієї служби доставки у вибраному місті',
      ],
      [
        'a point of another kind',
        order({ delivery_id: point.delivery_id, city_id: locker.city_id, office_id: locker.id }),
        'orders.0.delivery',
        'Оберіть відділення цієї служби доставки у вибраному місті',
      ],
      [
        'a courier without a house',
        order({ delivery_id: courier, city_id: point.city_id, address: { street: 'Хрещатик', house: ' ' } }),
        'orders.0.delivery',
        'Вкажіть вулицю та номер будинку',
      ],
      [
        'a courier without an address',
        order({ delivery_id: courier, city_id: point.city_id }),
        'orders.0.delivery',
        'Вкажіть вулицю та номер будинку',
      ],
      ['an unknown delivery', order({ delivery_id: 999, city_id: point.city_id }), 'orders.0.delivery', 'Такого способу доставки немає'],
      [
        'an unknown city',
        order({ delivery_id: courier, city_id: 999_999, address: { street: 'a', house: '1' } }),
        'orders.0.delivery',
        'Місто не знайдено',
      ],
      [
        'an unknown payment',
        order({ delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id }, { payment_id: 99 }),
        'orders.0.payment_id',
        'Такого способу оплати немає',
      ],
      [
        'two sellers in one order',
        order(
          { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
          { items: [line, { product_id: b!.id, qty: 1 }] },
        ),
        'orders.0.items',
        'В одному замовленні мають бути товари одного продавця з одного складу',
      ],
      [
        'more than the cart holds',
        order({ delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id }, { items: [{ product_id: a!.id, qty: 4 }] }),
        'orders.0.items.0',
        expect.stringContaining('цю кількість не можна замовити') as unknown as string,
      ],
      [
        'a bad recipient phone',
        order({ delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id }, { contact_data: recipient('12345') }),
        'orders.0.contact_data.phone',
        'Введіть номер мобільного телефону у форматі +380 XX XXX XX XX',
      ],
    ];
    for (const [name, bad, field, message] of cases) {
      const res = await createOrders(t, { customer_data: buyer(phone), orders: [bad] }, shopper);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ message: 'Щось пішло не так, замовлення не прийнято', errors: { [field]: [message] } });
    }
    const twice = await createOrders(
      t,
      { customer_data: buyer(phone), orders: [await officeOrder([{ id: a!.id, qty: 1 }]), await officeOrder([{ id: a!.id, qty: 1 }])] },
      shopper,
    );
    expect(Object.keys(twice.json().errors)).toEqual(['orders.1.items.0']);
    expect(await stockOf(a!.id)).toBe(a!.stock);
    expect(await t.db.selectFrom('orders').where('buyer_phone', '=', phone).select('id').execute()).toEqual([]);
  });

  it('makes one set of orders for 20 parallel requests with one Idempotency-Key, all answered the same', async () => {
    const [a, b] = await freshOffers(2);
    const { shopper, phone } = await provenGuest([
      { id: a!.id, qty: 1 },
      { id: b!.id, qty: 2 },
    ]);
    const body = {
      customer_data: buyer(phone),
      orders: [await officeOrder([{ id: a!.id, qty: 1 }], CARD), await officeOrder([{ id: b!.id, qty: 2 }])],
    };
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrders(t, body, shopper, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const first = answers[0]!.json();
    for (const res of answers) expect(res.json()).toEqual(first);
    expect(await ordersOf(first.checkout_id)).toHaveLength(2);
    expect(await t.db.selectFrom('orders').where('buyer_phone', '=', phone).select('id').execute()).toHaveLength(2);
    expect(await t.db.selectFrom('payment_sessions').where('checkout_id', '=', first.checkout_id).select('id').execute()).toHaveLength(1);
    expect(await stockOf(a!.id)).toBe(a!.stock - 1);
    expect(await stockOf(b!.id)).toBe(b!.stock - 2);
    // and later too
    expect((await createOrders(t, body, shopper, key)).json()).toEqual(first);
  });

  it('sells the last unit once when 10 shoppers check it out at the same moment', async () => {
    const [a] = await freshOffers(1);
    await setStock(a!.id, 1);
    const shoppers = [];
    for (let i = 0; i < 10; i += 1) shoppers.push(await provenGuest([{ id: a!.id, qty: 1 }]));
    const answers = await Promise.all(
      shoppers.map(async ({ shopper, phone }) =>
        createOrders(t, { customer_data: buyer(phone), orders: [await officeOrder([{ id: a!.id, qty: 1 }])] }, shopper),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toBe('Щось пішло не так, замовлення не прийнято');
    expect(refused.errors['orders.0.items.0'][0]).toMatch(/у наявності лише 0 шт\.$/);
    expect(await stockOf(a!.id)).toBe(0);
    const sold = await t.db.selectFrom('order_items').where('product_id', '=', a!.id).select('qty').execute();
    expect(sold).toEqual([{ qty: 1 }]);
    const base = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.id', '=', a!.id)
      .select('b.in_stock')
      .executeTakeFirstOrThrow();
    const others = await t.db
      .selectFrom('products as p')
      .innerJoin('products as q', 'q.base_product_id', 'p.base_product_id')
      .where('p.id', '=', a!.id)
      .where('q.stock', '>', 0)
      .select('q.id')
      .execute();
    expect(base.in_stock).toBe(others.length > 0 ? 1 : 0);
  });

  it('applies a promo code once: discount spread over the orders, delivery priced on the discounted total, used_count +1 even on replays', async () => {
    const [a, b] = await freshOffers(2);
    const { shopper, phone } = await provenGuest([
      { id: a!.id, qty: 1 },
      { id: b!.id, qty: 1 },
    ]);
    const promo = await promoId('HEMP10');
    const body = {
      customer_data: buyer(phone),
      orders: [await officeOrder([{ id: a!.id, qty: 1 }]), await officeOrder([{ id: b!.id, qty: 1 }])],
      promo_code_id: promo.id,
    };
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createOrders(t, body, shopper, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect((await promoId('HEMP10')).used_count).toBe(promo.used_count + 1);
    const orders = await ordersOf(answers[0]!.json().checkout_id);
    const total = a!.price_kop + b!.price_kop;
    expect(orders.reduce((sum, o) => sum + o.discount_kop, 0)).toBe(Math.ceil((total * 0.1) / 100) * 100);
    for (const o of orders) {
      expect(o.promo_code_id).toBe(promo.id);
      expect(o.total_kop).toBe(o.items_total_kop - o.discount_kop + (o.delivery_price_kop ?? 0));
    }
  });

  it('lets a phone use a code capped at one use per phone once, however many checkouts it places at once', async () => {
    const { id: _, ...hemp } = await t.db.selectFrom('promo_codes').where('code', '=', 'HEMP10').selectAll().executeTakeFirstOrThrow();
    const { last } = await t.db
      .selectFrom('promo_codes')
      .select((eb) => eb.fn.max<number>('id').as('last'))
      .executeTakeFirstOrThrow();
    const once = {
      ...hemp,
      id: Number(last) + 1,
      code: 'ONCE01',
      per_phone_limit: 1,
      usage_limit: 0,
      used_count: 0,
      min_total_kop: 0,
      phone: null,
    };
    await t.db.insertInto('promo_codes').values(once).execute();
    const phone = guestPhone();
    const proof = await proveByCode(t, phone);
    const offers = await freshOffers(4);
    const checkouts = await Promise.all(
      offers.map(async (offer) => ({
        shopper: { session: await fillCart(t, [{ id: offer.id, qty: 1 }]), proof } satisfies Shopper,
        body: { customer_data: buyer(phone), orders: [await officeOrder([{ id: offer.id, qty: 1 }])], promo_code_id: once.id },
      })),
    );
    const answers = await Promise.all(checkouts.map(({ shopper, body }) => createOrders(t, body, shopper)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      // Refused when its check ran after the use committed (400), or when it had passed the check first (409).
      expect([400, 409]).toContain(refused.statusCode);
      expect(Object.keys(refused.json().errors)).toEqual(['promo_code_id']);
    }
    const placed = await t.db.selectFrom('orders').where('promo_code_id', '=', once.id).select('buyer_phone').execute();
    expect(placed).toEqual([{ buyer_phone: phone }]);
  });

  it('prices a delivery by its rule on the discounted total (free from 1500 UAH)', async () => {
    const [a] = await freshOffers(1);
    await t.db.updateTable('products').set({ price_kop: 160_000 }).where('id', '=', a!.id).execute();
    const { shopper, phone } = await provenGuest([{ id: a!.id, qty: 1 }]);
    const locker = await pickupPoint(t, 'nova_poshta_locker');
    const order = {
      contact_data: recipient(phone),
      payment_id: CASH,
      delivery: { delivery_id: locker.delivery_id, city_id: locker.city_id, office_id: locker.id },
      items: [{ product_id: a!.id, qty: 1 }],
    };
    // 10% off 1600 is 1440: under free_from, so the locker's 70 UAH applies
    const res = await createOrders(
      t,
      { customer_data: buyer(phone), orders: [order], promo_code_id: (await promoId('HEMP10')).id },
      shopper,
    );
    const [placed] = await ordersOf(res.json().checkout_id);
    expect(placed).toMatchObject({ items_total_kop: 160_000, discount_kop: 16_000, delivery_price_kop: 7_000, total_kop: 151_000 });
  });

  it('refuses a promo code the caller may not use', async () => {
    const [a] = await freshOffers(1);
    const { shopper, phone } = await provenGuest([{ id: a!.id, qty: 1 }]);
    const res = await createOrders(
      t,
      { customer_data: buyer(phone), orders: [await officeOrder([{ id: a!.id, qty: 1 }])], promo_code_id: (await promoId('VIP380')).id },
      shopper,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ promo_code_id: ['Неправильний промокод'] });
  });

  it('requires an Idempotency-Key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/create-orders',
      payload: {},
      headers: { 'accept-language': 'uk' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/checkout/fast-order', () => {
  const fastOrder = (shopper: Shopper, body: object, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/fast-order',
      payload: body,
      headers: headersOf(shopper, { 'idempotency-key': key }),
    });

  it('refuses an empty cart with 422', async () => {
    const res = await fastOrder({ session: 'b'.repeat(32) }, { name: 'Олег', phone: '0501234567' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('У кошику немає товарів, які можна замовити');
  });

  it('orders the whole orderable cart, one fast order per seller, without payment or delivery, once per key', async () => {
    const [a, b, gone] = await freshOffers(3);
    await setStock(gone!.id, 0);
    const session = await fillCart(t, [
      { id: a!.id, qty: 2 },
      { id: b!.id, qty: 1 },
      { id: gone!.id, qty: 1 },
    ]);
    const key = newKey();
    const [res, again] = await Promise.all([
      fastOrder({ session }, { name: ' Олег ', phone: '050 123 45 67' }, key),
      fastOrder({ session }, { name: ' Олег ', phone: '050 123 45 67' }, key),
    ]);
    expect(res.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    const body = res.json();
    expect(body.paymentUrl).toBeNull();
    const orders = await ordersOf(body.checkout_id);
    expect(orders.map((o) => [o.kind, o.seller_id, o.payment_method_id, o.delivery_type_id, o.buyer_name, o.buyer_phone])).toEqual([
      ['fast', a!.seller_id, null, null, 'Олег', '380501234567'],
      ['fast', b!.seller_id, null, null, 'Олег', '380501234567'],
    ]);
    // a call-back request: the stock waits for the seller's confirmation
    expect(await stockOf(a!.id)).toBe(a!.stock);
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: headersOf({ session }) })).json();
    expect(cart.items.map((i: { product_id: number }) => i.product_id)).toEqual([gone!.id]);
  });

  it('refuses a bad phone with 400', async () => {
    const [a] = await freshOffers(1);
    const session = await fillCart(t, [{ id: a!.id, qty: 1 }]);
    const res = await fastOrder({ session }, { name: 'Олег', phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
  });
});

describe('numbers the checkout refuses', () => {
  const phone = '380501112233';
  /** A one-line order whose only fault is the number `put` places. */
  const order = (put: (o: { payment_id: unknown; delivery: Record<string, unknown>; items: Record<string, unknown>[] }) => void) => {
    const o = {
      contact_data: recipient(phone),
      payment_id: CASH as unknown,
      delivery: { delivery_id: 1, city_id: 1, office_id: 1 } as Record<string, unknown>,
      items: [{ product_id: 1, qty: 1 }] as Record<string, unknown>[],
    };
    put(o);
    return {
      method: 'POST' as const,
      url: '/api/checkout/create-orders',
      body: { customer_data: buyer(phone), orders: [o] },
      headers: { 'idempotency-key': newKey() },
    };
  };
  itRejectsBadNumbers(
    () => t,
    'orders.0.items.0.qty',
    (n) => order((o) => void (o.items[0]!.qty = n)),
  );
  itRejectsBadNumbers(
    () => t,
    'orders.0.items.0.product_id',
    (n) => order((o) => void (o.items[0]!.product_id = n)),
  );
  itRejectsBadNumbers(
    () => t,
    'orders.0.payment_id',
    (n) => order((o) => void (o.payment_id = n)),
  );
  itRejectsBadNumbers(
    () => t,
    'orders.0.delivery.city_id',
    (n) => order((o) => void (o.delivery.city_id = n)),
  );
  // A nullable field reads 0 as null (AJV's coercion): "no pickup point", never a wrong number.
  itRejectsBadNumbers(
    () => t,
    'orders.0.delivery.office_id',
    (n) => order((o) => void (o.delivery.office_id = n)),
    { zeroAllowed: true },
  );
  itRejectsBadNumbers(
    () => t,
    'promo_code_id',
    (n) => ({ method: 'POST', url: '/api/checkout/init-checkout', body: { promo_code_id: n } }),
  );
});
