import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcquirerUnavailable } from '../adapters/acquirer-http';
import { liqpayAcquirer, liqpayData, liqpaySignature, liqpayState } from '../adapters/liqpay';
import { refundCancelledOrders, settleOverduePayments } from '../services/checkout/acquirer-payments';
import { moveSellerOrder } from '../services/seller/seller-orders';
import { ACQUIRER_SITE, cardCheckouts, intoStore, paymentState, QUICK_RETRIES } from '../testing/acquirer-checkout';
import { fakePort } from '../testing/fake-acquirer';
import { fakeLiqpay } from '../testing/liqpay.fake';
import { createTestApp, type TestApp } from '../testing/app';

const keys = { publicKey: 'sandbox_i000000001', privateKey: 'sandbox_private_key_of_the_test_shop' };

let t: TestApp;
let fake: ReturnType<typeof fakeLiqpay>;
let apiUrl: string;
let placeCardCheckout: ReturnType<typeof cardCheckouts>;
/** The store's own LiqPay client, as its payments job holds it. */
let acquirer: ReturnType<typeof liqpayAcquirer>;

beforeAll(async () => {
  // The fake posts its server-to-server callback straight into the store under test.
  fake = fakeLiqpay(
    keys,
    intoStore(() => t),
  );
  apiUrl = await fake.listen(fakePort(0));
  t = await createTestApp({ config: { paymentProvider: 'liqpay', liqpay: { ...keys, apiUrl } } });
  placeCardCheckout = cardCheckouts(t);
  acquirer = liqpayAcquirer({ ...keys, apiUrl }, ACQUIRER_SITE, QUICK_RETRIES);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const callback = (body: { data: string; signature: string }, lang = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/liqpay/callback',
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
  });

/** Opens LiqPay's checkout page as the shopper's browser does, which starts the payment at LiqPay. */
async function openCheckout(paymentUrl: string) {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  return page.text();
}

describe('LiqPay statuses in the shop’s words', () => {
  it.each([
    ['success', 'success'],
    ['failure', 'fail'],
    ['error', 'fail'],
    ['reversed', 'refunded'],
    ['processing', 'pending'],
    ['wait_accept', 'pending'],
    ['3ds_verify', 'pending'],
    ['hold_wait', 'pending'],
    ['something_new', 'pending'],
  ])('%s is %s', (status, state) => expect(liqpayState(status)).toBe(state));
});

describe('paying with LiqPay', () => {
  it('sends the shopper to LiqPay with the amount in hryvnias, signed, and back to the thank-you page in their language', async () => {
    const placed = await placeCardCheckout('ru');
    const url = new URL(placed.paymentUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${apiUrl}/api/3/checkout`);
    const data = url.searchParams.get('data')!;
    expect(url.searchParams.get('signature')).toBe(liqpaySignature(keys.privateKey, data));
    expect(JSON.parse(Buffer.from(data, 'base64').toString())).toMatchObject({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: placed.amountKop / 100,
      currency: 'UAH',
      order_id: placed.sessionId,
      result_url: `https://kramnytsia.test/ru/thank-you-page?checkout=${placed.checkoutId}`,
      server_url: 'https://kramnytsia.test/api/payment/liqpay/callback',
    });
    expect(await openCheckout(placed.paymentUrl)).toContain('<button type="submit">Pay</button>');

    const paid = await fetch(`${apiUrl}/fake/pay/${placed.sessionId}`, {
      method: 'POST',
      body: 'decision=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://kramnytsia.test/ru/thank-you-page?checkout=${placed.checkoutId}`);
    const state = await paymentState(t, placed);
    expect(state.card.payment_status).toBe('success');
    expect(state.cash.payment_status).toBe('new');
    expect(state.session.status).toBe('success');
  });

  it('marks a declined payment failed', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    expect(await fake.decide(placed.sessionId, 'failure')).toBe(200);
    expect((await paymentState(t, placed)).card.payment_status).toBe('fail');
  });

  it('refuses a callback not signed with the private key (403, in the request’s language) and changes nothing', async () => {
    const placed = await placeCardCheckout();
    const data = liqpayData({ order_id: placed.sessionId, status: 'success', amount: placed.amountKop / 100, currency: 'UAH' });
    const forged = await callback({ data, signature: liqpaySignature('a guessed key', data) }, 'ru');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Подпись сообщения об оплате недействительна' });
    // a genuine signature over other data does not carry over
    const genuine = liqpaySignature(keys.privateKey, liqpayData({ order_id: placed.sessionId, status: 'failure' }));
    expect((await callback({ data, signature: genuine })).statusCode).toBe(403);
    expect((await paymentState(t, placed)).card.payment_status).toBe('new');
  });

  it('answers 400, not 500, for a callback without its fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/liqpay/callback',
      payload: 'data=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('takes a replayed callback once, and a reordered pair ends in the later status', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    const payment = fake.payments.get(placed.sessionId)!;
    const processing = fake.signedCallback({ ...payment, status: 'processing', end_date: payment.create_date + 1000 });
    const success = fake.signedCallback({ ...payment, status: 'success', end_date: payment.create_date + 2000 });
    const reversed = fake.signedCallback({ ...payment, status: 'reversed', end_date: payment.create_date + 3000 });
    // success arrives before the processing it followed, and twice
    for (const body of [success, processing, success]) {
      const res = await callback(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'success' } });
    }
    // the refund is reported, then a late success: the refund stands
    expect((await callback(reversed)).json()).toEqual({ data: { status: 'refunded' } });
    expect((await callback(success)).json()).toEqual({ data: { status: 'refunded' } });
    const state = await paymentState(t, placed);
    expect(state.card).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect(state.session).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    expect(state.stock).toBe(placed.stockBefore);
  });

  it('takes no older report over a later one: a success from before the final failure asks for no refund', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    const payment = fake.payments.get(placed.sessionId)!;
    const failure = fake.signedCallback({ ...payment, status: 'failure', end_date: payment.create_date + 2000 });
    const success = fake.signedCallback({ ...payment, status: 'success', end_date: payment.create_date + 1000 });
    const asked = fake.callsTo('/api/request');
    for (const body of [failure, success]) expect((await callback(body)).json()).toEqual({ data: { status: 'fail' } });
    expect(fake.callsTo('/api/request')).toBe(asked);
    const state = await paymentState(t, placed);
    expect(state.card.payment_status).toBe('fail');
    expect(state.session.refunded_at).toBeNull();
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toEqual([]);
  });

  it('does not take a success for another amount', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    const payment = fake.payments.get(placed.sessionId)!;
    expect((await callback(fake.signedCallback({ ...payment, amount: 1, status: 'success' }))).statusCode).toBe(200);
    expect((await paymentState(t, placed)).card.payment_status).toBe('new');
  });
});

describe('LiqPay’s API when it stumbles', () => {
  it('asks again after a 5xx, with a pause, and refunds once', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    await fake.decide(placed.sessionId, 'success');
    const before = fake.callsTo('/api/request');
    // status, refund (5xx), status, refund (5xx), status, refund
    fake.failNext('pass', 'error', 'pass', 'error');
    await acquirer.refund({ sessionId: placed.sessionId, ref: null, amountKop: placed.amountKop });
    expect(fake.callsTo('/api/request') - before).toBe(6);
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toEqual([
      { order_id: placed.sessionId, amount: placed.amountKop / 100 },
    ]);
  });

  it('a refund whose answer was lost is not sent again: LiqPay’s status says the money is back', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    await fake.decide(placed.sessionId, 'success');
    const impatient = liqpayAcquirer({ ...keys, apiUrl }, ACQUIRER_SITE, { ...QUICK_RETRIES, timeoutMs: 400 });
    fake.failNext('pass', 'lost');
    await impatient.refund({ sessionId: placed.sessionId, ref: null, amountKop: placed.amountKop });
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toEqual([
      { order_id: placed.sessionId, amount: placed.amountKop / 100 },
    ]);
    // asked again later (the next run of the job), it still returns nothing more
    await impatient.refund({ sessionId: placed.sessionId, ref: null, amountKop: placed.amountKop });
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toHaveLength(1);
  });

  it('of two orders refunded from one payment, a lost answer of the first is found and the second still goes back', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    await fake.decide(placed.sessionId, 'success');
    const impatient = liqpayAcquirer({ ...keys, apiUrl }, ACQUIRER_SITE, { ...QUICK_RETRIES, timeoutMs: 400 });
    const payment = { sessionId: placed.sessionId, ref: null, amountKop: placed.amountKop };
    const first = 100_00;
    fake.failNext('pass', 'lost');
    await impatient.refund(payment, { amountKop: first, reference: 'a', returnedBeforeKop: 0 });
    await impatient.refund(payment, { amountKop: placed.amountKop - first, reference: 'b', returnedBeforeKop: first });
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId).map((r) => r.amount)).toEqual([
      first / 100,
      (placed.amountKop - first) / 100,
    ]);
    expect(fake.payments.get(placed.sessionId)!.status).toBe('reversed');
  });

  it('gives up on an API that never answers, having charged and refunded nothing', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    await fake.decide(placed.sessionId, 'success');
    fake.failNext('hang', 'hang', 'hang');
    await expect(acquirer.refund({ sessionId: placed.sessionId, ref: null, amountKop: placed.amountKop })).rejects.toThrow(
      AcquirerUnavailable,
    );
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toEqual([]);
  });
});

describe('a LiqPay payment that never completes', () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('expires after PAYMENT_EXPIRY_MINUTES: the card order is cancelled and its units go back to stock, once', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    const taken = await paymentState(t, placed);
    expect(taken.stock).toBe(placed.stockBefore - 2);
    expect((await settleOverduePayments(t.db, acquirer, 30, later(29))).expired).not.toContain(placed.sessionId);
    expect((await settleOverduePayments(t.db, acquirer, 30, later(31))).expired).toContain(placed.sessionId);
    expect((await settleOverduePayments(t.db, acquirer, 30, later(32))).expired).not.toContain(placed.sessionId);
    const state = await paymentState(t, placed);
    expect(state.stock).toBe(placed.stockBefore);
    expect(state.card).toEqual({ status: 'cancelled', payment_status: 'fail' });
    expect(state.cash.status).toBe('new');
    expect(state.session.expired_at).not.toBeNull();
  });

  it('is settled, not expired, when LiqPay says it was paid and its callback never came', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    const payment = fake.payments.get(placed.sessionId)!;
    payment.status = 'success';
    payment.end_date += 5000;
    const run = await settleOverduePayments(t.db, acquirer, 30, later(31));
    expect(run.settled).toContain(placed.sessionId);
    const state = await paymentState(t, placed);
    expect(state.card.payment_status).toBe('success');
    expect(state.stock).toBe(placed.stockBefore - 2);
  });

  it('is left for the next run while LiqPay cannot be asked', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    fake.failNext('error', 'error', 'error');
    const run = await settleOverduePayments(t.db, acquirer, 30, later(31));
    expect(run.skipped).toContain(placed.sessionId);
    expect((await paymentState(t, placed)).card.payment_status).toBe('new');
  });

  it('refunds a payment made after it expired', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    await settleOverduePayments(t.db, acquirer, 30, later(31));
    expect(await fake.decide(placed.sessionId, 'success')).toBe(200);
    const state = await paymentState(t, placed);
    expect(state.card).toEqual({ status: 'cancelled', payment_status: 'fail' });
    expect(state.session.refunded_at).not.toBeNull();
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toHaveLength(1);
  });
});

describe('a paid order its seller cancels', () => {
  it('gets its money back through LiqPay’s refund, once, and again on the next run when LiqPay was down', async () => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    await fake.decide(placed.sessionId, 'success');
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', placed.cardOrderId).execute();
    fake.failNext('error', 'error', 'error');
    expect(await refundCancelledOrders(t.db, acquirer)).toEqual([]);
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toEqual([]);
    expect(await refundCancelledOrders(t.db, acquirer)).toEqual([placed.cardOrderId]);
    expect(await refundCancelledOrders(t.db, acquirer)).toEqual([]);
    expect(fake.refunds.filter((r) => r.order_id === placed.sessionId)).toEqual([
      { order_id: placed.sessionId, amount: placed.amountKop / 100 },
    ]);
    // the cash order of the same checkout was never paid online: nothing of it goes back
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', placed.cashOrderId).execute();
    expect(await refundCancelledOrders(t.db, acquirer)).toEqual([]);
  });
});

/**
 * One step of a payment's story: a LiqPay callback of a status dated `at` seconds after the payment began; the
 * shopper paying on LiqPay's page (LiqPay then holds the money, and calls back); or the store acting.
 */
type Step = [status: string, at: number] | 'pay' | 'send' | 'cancel' | 'refund job' | 'expire';

describe('where a LiqPay payment ends, whatever order its reports come in', () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it.each<[string, Step[], { session: string; card: { status: string; payment_status: string }; stockBack: boolean }]>([
    ['paid', [['success', 2]], { session: 'success', card: { status: 'new', payment_status: 'success' }, stockBack: false }],
    [
      'still processing',
      [
        ['processing', 1],
        ['wait_accept', 2],
      ],
      { session: 'new', card: { status: 'new', payment_status: 'new' }, stockBack: false },
    ],
    ['declined', [['failure', 2]], { session: 'fail', card: { status: 'new', payment_status: 'fail' }, stockBack: false }],
    [
      'paid, then reversed: refunded, cancelled, its units back',
      [
        ['success', 2],
        ['reversed', 3],
      ],
      { session: 'refunded', card: { status: 'cancelled', payment_status: 'refunded' }, stockBack: true },
    ],
    [
      'the reversal arriving before the success it followed: the later one stands',
      [
        ['reversed', 3],
        ['success', 2],
      ],
      { session: 'refunded', card: { status: 'cancelled', payment_status: 'refunded' }, stockBack: true },
    ],
    [
      'a reversal replayed: the units go back once',
      [
        ['success', 2],
        ['reversed', 3],
        ['reversed', 3],
        ['success', 2],
      ],
      { session: 'refunded', card: { status: 'cancelled', payment_status: 'refunded' }, stockBack: true },
    ],
    [
      'reversed after the parcel left: refunded, the order stays sent, its units gone',
      [['success', 2], 'send', ['reversed', 3]],
      { session: 'refunded', card: { status: 'sent', payment_status: 'refunded' }, stockBack: false },
    ],
    [
      'its seller cancelled, the store refunded it, then LiqPay says reversed: the units back once',
      ['pay', 'cancel', 'refund job', ['reversed', 3600]],
      { session: 'refunded', card: { status: 'cancelled', payment_status: 'refunded' }, stockBack: true },
    ],
    [
      'expired, then paid late: the money goes back, the order stays failed',
      ['expire', 'pay'],
      { session: 'refunded', card: { status: 'cancelled', payment_status: 'fail' }, stockBack: true },
    ],
  ])('%s', async (_, steps, expected) => {
    const placed = await placeCardCheckout();
    await openCheckout(placed.paymentUrl);
    const payment = fake.payments.get(placed.sessionId)!;
    for (const step of steps) {
      if (step === 'pay') expect(await fake.decide(placed.sessionId, 'success')).toBe(200);
      else if (step === 'send') await t.db.updateTable('orders').set({ status: 'sent' }).where('id', '=', placed.cardOrderId).execute();
      else if (step === 'cancel') {
        const { seller_id } = await t.db
          .selectFrom('orders')
          .where('id', '=', placed.cardOrderId)
          .select('seller_id')
          .executeTakeFirstOrThrow();
        await moveSellerOrder(t.db, seller_id, placed.cardOrderId, 'cancelled', new Date(), undefined, { reason: 'buyer_asked' });
      } else if (step === 'refund job') expect(await refundCancelledOrders(t.db, acquirer)).toEqual([placed.cardOrderId]);
      else if (step === 'expire') expect((await settleOverduePayments(t.db, acquirer, 30, later(31))).expired).toContain(placed.sessionId);
      else {
        const [status, at] = step;
        const res = await callback(fake.signedCallback({ ...payment, status, end_date: payment.create_date + at * 1000 }));
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const state = await paymentState(t, placed);
    expect(state.session.status).toBe(expected.session);
    expect(state.card).toEqual(expected.card);
    expect(state.stock).toBe(expected.stockBack ? placed.stockBefore : placed.stockBefore - 2);
    // the cash order of the same checkout is never touched by the card payment
    expect(state.cash).toEqual({ status: 'new', payment_status: 'new' });
  });
});
