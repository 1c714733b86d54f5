import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from '../adapters/payment';
import { settleOverduePayments } from '../services/checkout/acquirer-payments';
import { buyer, CARD, CASH, createOrders, fillCart, offerSource, pickupPoint, proveByCode, recipient } from '../testing/checkout';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
let freshOffers: ReturnType<typeof offerSource>;
beforeAll(async () => {
  t = await createTestApp();
  freshOffers = offerSource(t);
});
afterAll(() => t.close());

let phoneSeq = 0;
/** A guest checkout of two sellers: the first paid by card (`cardQty` units), the second cash on delivery. */
async function placeMixedCheckout(lang: 'uk' | 'ru' = 'uk', cardQty = 1) {
  const [a, b] = await freshOffers(2);
  const phone = `3806300000${String((phoneSeq += 1)).padStart(2, '0')}`;
  const session = await fillCart(t, [
    { id: a!.id, qty: cardQty },
    { id: b!.id, qty: 1 },
  ]);
  const proof = await proveByCode(t, phone);
  const point = await pickupPoint(t, 'store_pickup');
  const order = (id: number, payment_id: number, qty = 1) => ({
    contact_data: recipient(phone),
    payment_id,
    delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
    items: [{ product_id: id, qty }],
  });
  const res = await createOrders(
    t,
    { customer_data: buyer(phone), orders: [order(a!.id, CARD, cardQty), order(b!.id, CASH)] },
    { session, proof, lang },
  );
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return {
    ...body,
    sessionId: (body.paymentUrl as string).split('/').pop()!,
    amountKop: a!.price_kop * cardQty,
    orderIds: body.data.map((o: { id: number }) => o.id) as number[],
  };
}

const groupStatus = (checkoutId: string) => t.app.inject({ method: 'GET', url: `/api/payment/group-status?checkout_id=${checkoutId}` });
/** The payment status of each order, by order number. */
const statusOf = async (checkoutId: string) =>
  (await groupStatus(checkoutId)).json().data.map((o: { id: number; payment_status: string }) => [o.id, o.payment_status]);
/** The sandbox page's own form, posted by a browser: it names the page's origin. */
const decide = (sessionId: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payment/sandbox/${sessionId}/decide`,
    payload: `status=${status}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.test', origin: 'http://shop.test' },
  });

describe('the sandbox payment page', () => {
  it('shows the store and the amount with Pay and Decline forms, no scripts, under a strict CSP', async () => {
    const { paymentUrl, sessionId, amountKop } = await placeMixedCheckout();
    const res = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    // its forms must name their origin, or the store refuses them as foreign writes
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const html = res.body;
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('Крамниця');
    expect(html).toContain(String(Math.floor(amountKop / 100)).replace(/\B(?=(\d{3})+$)/g, '\u00a0'));
    expect(html).toContain(
      `<form method="post" action="/payment/sandbox/${sessionId}/decide"><input type="hidden" name="status" value="success"><button type="submit" class="pay">Сплатити</button></form>`,
    );
    expect(html).toContain('value="fail"><button type="submit" class="decline">Відхилити</button>');
    expect(html).not.toMatch(/<script/i);
  });

  it("speaks the checkout's language under /ru", async () => {
    const { paymentUrl } = await placeMixedCheckout('ru');
    expect(paymentUrl).toMatch(/^\/ru\/payment\/sandbox\//);
    const html = (await t.app.inject({ method: 'GET', url: paymentUrl })).body;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Оплатить');
  });

  it('answers 404 for an unknown session, never the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/payment/sandbox/${'0'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Такого платежу немає');
  });
});

describe('paying through the sandbox', () => {
  it('Pay: a signed callback marks the online-paid orders success and the browser goes to the thank-you page', async () => {
    const { checkout_id, sessionId, orderIds } = await placeMixedCheckout();
    expect(await statusOf(checkout_id)).toEqual(orderIds.map((id: number) => [id, 'new']));
    const res = await decide(sessionId, 'success');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/thank-you-page?checkout=${checkout_id}`);
    expect(await statusOf(checkout_id)).toEqual([
      [orderIds[0], 'success'],
      [orderIds[1], 'new'],
    ]);
    // the page now says so, without buttons
    const page = (await t.app.inject({ method: 'GET', url: `/payment/sandbox/${sessionId}` })).body;
    expect(page).toContain('Оплату вже проведено');
    expect(page).not.toContain('<form');
  });

  it('Decline: the orders are marked fail; a later Pay never flips a final status', async () => {
    const { checkout_id, sessionId, orderIds } = await placeMixedCheckout('ru');
    const res = await decide(sessionId, 'fail');
    expect(res.headers.location).toBe(`/ru/thank-you-page?checkout=${checkout_id}`);
    await decide(sessionId, 'success');
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: signCallback(t.config.secret, sessionId, 'success'),
    });
    expect(replay.json()).toEqual({ data: { status: 'fail' } });
    expect(await statusOf(checkout_id)).toEqual([
      [orderIds[0], 'fail'],
      [orderIds[1], 'new'],
    ]);
    const session = await t.db.selectFrom('payment_sessions').where('id', '=', sessionId).select('status').executeTakeFirstOrThrow();
    expect(session.status).toBe('fail');
  });
});

describe('a sandbox payment never decided', () => {
  it('expires after PAYMENT_EXPIRY_MINUTES: the card order is cancelled, its units go back, the cash order stays', async () => {
    const { sessionId, orderIds } = await placeMixedCheckout('uk', 2);
    const [cardOrder, cashOrder] = orderIds;
    const stockOf = async () =>
      (
        await t.db
          .selectFrom('order_items as i')
          .innerJoin('products as p', 'p.id', 'i.product_id')
          .where('i.order_id', '=', cardOrder!)
          .select('p.stock')
          .executeTakeFirstOrThrow()
      ).stock;
    const taken = await stockOf();
    const run = await settleOverduePayments(
      t.db,
      null,
      t.config.paymentExpiryMinutes,
      new Date(Date.now() + (t.config.paymentExpiryMinutes + 1) * 60_000),
    );
    expect(run.expired).toContain(sessionId);
    expect(await stockOf()).toBe(taken + 2);
    const orders = await t.db
      .selectFrom('orders')
      .where('id', 'in', orderIds)
      .select(['id', 'status', 'payment_status'])
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      { id: cardOrder, status: 'cancelled', payment_status: 'fail' },
      { id: cashOrder, status: 'new', payment_status: 'new' },
    ]);
    // the sandbox's late decision changes nothing
    expect((await decide(sessionId, 'success')).statusCode).toBe(303);
    expect(await stockOf()).toBe(taken + 2);
    expect(
      (await t.db.selectFrom('orders').where('id', '=', cardOrder!).select('payment_status').executeTakeFirstOrThrow()).payment_status,
    ).toBe('fail');
  });
});

describe('POST /api/payment/callback', () => {
  it('refuses a forged signature with 403 and changes nothing', async () => {
    const { checkout_id, sessionId } = await placeMixedCheckout();
    const genuine = signCallback(t.config.secret, sessionId, 'fail');
    for (const payload of [
      { ...genuine, status: 'success' },
      signCallback('another-secret', sessionId, 'success'),
      { ...genuine, signature: 'zz' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/callback', payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await statusOf(checkout_id))[0]).toEqual([expect.any(Number), 'new']);
  });

  it('answers 404 for a genuine callback of an unknown session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      payload: signCallback(t.config.secret, 'f'.repeat(32), 'success'),
    });
    expect(res.statusCode).toBe(404);
  });

  it('applies a replayed success once', async () => {
    const { checkout_id, sessionId } = await placeMixedCheckout();
    const payload = signCallback(t.config.secret, sessionId, 'success');
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/payment/callback', payload })));
    expect(answers.map((r) => r.json())).toEqual(Array(3).fill({ data: { status: 'success' } }));
    expect((await statusOf(checkout_id))[0]).toEqual([expect.any(Number), 'success']);
  });
});

describe('GET /api/payment/allow-payments/:id and group-status', () => {
  it("lists a seller's payment methods in the request language", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/allow-payments/1', headers: { 'accept-language': 'ru' } });
    expect(res.json()).toEqual({
      data: [
        { id: CARD, title: 'Оплата картой онлайн', is_online: true },
        { id: CASH, title: 'Оплата при получении', is_online: false },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/allow-payments/999999' })).statusCode).toBe(404);
  });

  it('answers every order of a paid checkout as its placing did, with units, the fresh status and a receipt link that works', async () => {
    const placed = await placeMixedCheckout('uk', 2);
    await decide(placed.sessionId, 'success');
    const res = await groupStatus(placed.checkout_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json();
    expect(data).toEqual(
      placed.data.map((o: { id: number; seller: object; total: number; download_pdf_link: string }, i: number) => ({
        id: o.id,
        seller: o.seller,
        items_count: i === 0 ? 2 : 1,
        total: o.total,
        payment_status: i === 0 ? 'success' : 'new',
        download_pdf_link: o.download_pdf_link,
      })),
    );
    // no session, no cookie: the checkout id alone, as on another device
    const receipt = await t.app.inject({ method: 'GET', url: data[0].download_pdf_link });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown checkout and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/group-status?checkout_id=${'e'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/group-status?checkout_id=nope' })).statusCode).toBe(400);
  });
});
