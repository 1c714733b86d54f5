import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcquirerUnavailable } from '../adapters/acquirer-http';
import { monobankAcquirer, monobankState } from '../adapters/monobank';
import { refundCancelledOrders, settleOverduePayments } from '../services/checkout/acquirer-payments';
import { ACQUIRER_SITE, cardCheckouts, intoStore, paymentState, QUICK_RETRIES } from '../testing/acquirer-checkout';
import { fakePort } from '../testing/fake-acquirer';
import { fakeMonobank } from '../testing/monobank.fake';
import { createTestApp, type TestApp } from '../testing/app';

const token = 'uTestMonobankToken0000000000000000000000000';

let t: TestApp;
let fake: ReturnType<typeof fakeMonobank>;
let apiUrl: string;
let placeCardCheckout: ReturnType<typeof cardCheckouts>;
/** The store's own Monobank client, as its payments job holds it. */
let acquirer: ReturnType<typeof monobankAcquirer>;

beforeAll(async () => {
  // The fake sends its webhook straight into the store under test.
  fake = fakeMonobank(
    token,
    intoStore(() => t),
  );
  apiUrl = await fake.listen(fakePort(1));
  t = await createTestApp({ config: { paymentProvider: 'monobank', monobank: { token, apiUrl } } });
  placeCardCheckout = cardCheckouts(t);
  acquirer = monobankAcquirer({ token, apiUrl, expiryMinutes: 30 }, ACQUIRER_SITE, QUICK_RETRIES);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const webhook = (body: string, xSign: string, lang = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/monobank/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sign': xSign, 'accept-language': lang },
  });

/** The shopper's browser posts the store's hand-off page's form, as a browser does: naming the page's origin. */
const goOn = (paymentUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: paymentUrl.replace(/^\/ru/, ''),
    payload: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'kramnytsia.test',
      origin: 'https://kramnytsia.test',
      'accept-language': 'uk',
    },
  });

/** The shopper opens the store's payment link and goes on: the invoice is made, and the browser goes to Monobank's page. */
async function openInvoice(paymentUrl: string) {
  const res = await goOn(paymentUrl);
  expect(res.statusCode).toBe(303);
  const pageUrl = res.headers.location as string;
  return { pageUrl, invoiceId: pageUrl.split('/').pop()! };
}

describe('Monobank invoice statuses in the shop’s words', () => {
  it.each([
    ['created', 'pending'],
    ['processing', 'pending'],
    ['hold', 'pending'],
    ['success', 'success'],
    ['failure', 'fail'],
    ['expired', 'fail'],
    ['reversed', 'refunded'],
  ])('%s is %s', (status, state) => expect(monobankState(status)).toBe(state));
});

describe('paying with Monobank', () => {
  it('makes one invoice in kopecks with the X-Token, and brings the shopper back to the thank-you page in their language', async () => {
    const placed = await placeCardCheckout('ru');
    expect(placed.paymentUrl).toBe(`/ru/payment/monobank/${placed.sessionId}`);
    // the store's page before Monobank's: the sum and one button, no scripts; opening it makes nothing
    const handOff = await t.app.inject({ method: 'GET', url: placed.paymentUrl });
    expect(handOff.statusCode).toBe(200);
    expect(handOff.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(handOff.headers['referrer-policy']).toBe('same-origin');
    expect(handOff.body).toContain('<html lang="ru">');
    expect(handOff.body).toContain(
      `<form method="post" action="/payment/monobank/${placed.sessionId}"><button type="submit" class="pay">Перейти к оплате</button></form>`,
    );
    expect(handOff.body).not.toMatch(/<script/i);
    expect([...fake.invoices.values()].filter((i) => i.reference === placed.sessionId)).toEqual([]);
    expect((await paymentState(t, placed)).session.provider_ref).toBeNull();
    const { pageUrl, invoiceId } = await openInvoice(placed.paymentUrl);
    expect(pageUrl).toBe(`${apiUrl}/pay/${invoiceId}`);
    // a second tab or a reload goes to the same invoice
    expect((await openInvoice(placed.paymentUrl)).invoiceId).toBe(invoiceId);
    expect(fake.invoices.get(invoiceId)).toMatchObject({
      amount: placed.amountKop,
      ccy: 980,
      reference: placed.sessionId,
      redirectUrl: `https://kramnytsia.test/ru/thank-you-page?checkout=${placed.checkoutId}`,
      webHookUrl: 'https://kramnytsia.test/api/payment/monobank/webhook',
    });
    expect([...fake.invoices.values()].filter((i) => i.reference === placed.sessionId)).toHaveLength(1);

    const page = await fetch(pageUrl);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const paid = await fetch(pageUrl, {
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
    expect(state.session.provider_ref).toBe(invoiceId);
    // a paid session's link and its button lead to its thank-you page
    expect((await goOn(placed.paymentUrl)).headers.location).toBe(`/ru/thank-you-page?checkout=${placed.checkoutId}`);
    const again = await t.app.inject({ method: 'GET', url: placed.paymentUrl });
    expect(again.headers.location).toBe(`/ru/thank-you-page?checkout=${placed.checkoutId}`);
  });

  it('marks a declined payment failed', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    expect(await fake.decide(invoiceId, 'failure')).toBe(200);
    expect((await paymentState(t, placed)).card.payment_status).toBe('fail');
  });

  it('refuses a webhook whose X-Sign is not Monobank’s over these bytes (403, in the request’s language)', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    const body = JSON.stringify({ ...fake.invoices.get(invoiceId), status: 'success', modifiedDate: '2026-12-01T11:00:00Z' });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const forged = await webhook(body, sign('sha256', Buffer.from(body), stranger.privateKey).toString('base64'), 'ru');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Подпись сообщения об оплате недействительна' });
    // Monobank's signature over one body does not cover another
    const other = JSON.stringify({ ...fake.invoices.get(invoiceId), status: 'failure' });
    expect((await webhook(body, fake.xSign(other))).statusCode).toBe(403);
    expect((await webhook(body, 'not base64 at all')).statusCode).toBe(403);
    expect((await paymentState(t, placed)).card.payment_status).toBe('new');
  });

  it('answers 400, not 500, for a webhook without X-Sign', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/monobank/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks a webhook signed after Monobank turned its key over with the new key', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    fake.rotateKey();
    expect(await fake.decide(invoiceId, 'success')).toBe(200);
    expect((await paymentState(t, placed)).card.payment_status).toBe('success');
  });

  it('takes a replayed webhook once, and a reordered pair ends in the later status', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    const invoice = fake.invoices.get(invoiceId)!;
    const at = (seconds: number) => new Date(Date.parse(invoice.createdDate) + seconds * 1000).toISOString();
    const report = (status: string, seconds: number) => JSON.stringify({ ...invoice, status, modifiedDate: at(seconds) });
    const processing = report('processing', 1);
    const success = report('success', 2);
    const reversed = report('reversed', 3);
    for (const body of [success, processing, success]) {
      const res = await webhook(body, fake.xSign(body));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'success' } });
    }
    // the reversal, then a late success: the reversal stands, and the card order's units go back
    for (const body of [reversed, success])
      expect((await webhook(body, fake.xSign(body))).json()).toEqual({ data: { status: 'refunded' } });
    const state = await paymentState(t, placed);
    expect(state.card).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect(state.session).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    expect(state.stock).toBe(placed.stockBefore);
  });

  it('ignores a webhook for another invoice of the same session', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    const body = JSON.stringify({ ...fake.invoices.get(invoiceId), invoiceId: 'another-invoice', status: 'success' });
    expect((await webhook(body, fake.xSign(body))).statusCode).toBe(200);
    expect((await paymentState(t, placed)).card.payment_status).toBe('new');
  });

  it('refuses the button’s post from another site', async () => {
    const placed = await placeCardCheckout();
    const res = await t.app.inject({
      method: 'POST',
      url: `/payment/monobank/${placed.sessionId}`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'kramnytsia.test', origin: 'https://evil.test' },
    });
    expect(res.statusCode).toBe(403);
    expect((await paymentState(t, placed)).session.provider_ref).toBeNull();
  });

  it('answers an unknown payment link with a page saying so (404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/ru/payment/monobank/${'0'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Такого платежа нет');
  });
});

describe('Monobank’s API when it stumbles', () => {
  it('makes the invoice after a 5xx, with one invoice in the end', async () => {
    const placed = await placeCardCheckout();
    const before = fake.callsTo('/api/merchant/invoice/create');
    fake.failNext('error');
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    expect(fake.callsTo('/api/merchant/invoice/create') - before).toBe(2);
    expect([...fake.invoices.values()].filter((i) => i.reference === placed.sessionId).map((i) => i.invoiceId)).toEqual([invoiceId]);
  });

  it('shows its page again with the reason, in the shopper’s language, when Monobank keeps failing, and keeps no invoice', async () => {
    const placed = await placeCardCheckout();
    fake.failNext('error', 'error', 'error');
    const res = await goOn(placed.paymentUrl);
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('<p class="status" role="alert">Платіжний сервіс зараз не відповідає. Спробуйте за хвилину</p>');
    expect(res.body).toContain('Перейти до оплати');
    expect([...fake.invoices.values()].filter((i) => i.reference === placed.sessionId)).toEqual([]);
    expect((await paymentState(t, placed)).session.provider_ref).toBeNull();
  });

  it('gives up on an API that never answers, and refunds once when it answers again', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    await fake.decide(invoiceId, 'success');
    const payment = { sessionId: placed.sessionId, ref: invoiceId, amountKop: placed.amountKop };
    fake.failNext('hang', 'hang', 'hang');
    await expect(acquirer.refund(payment)).rejects.toThrow(AcquirerUnavailable);
    expect(fake.cancels.filter((c) => c.invoiceId === invoiceId)).toEqual([]);
    fake.failNext('hang');
    await acquirer.refund(payment);
    expect(fake.cancels.filter((c) => c.invoiceId === invoiceId)).toEqual([
      { invoiceId, extRef: `refund-${placed.sessionId}`, amount: placed.amountKop },
    ]);
  });
});

describe('a Monobank payment that never completes', () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('expires: the invoice is removed, the card order cancelled and its units back in stock', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    expect((await paymentState(t, placed)).stock).toBe(placed.stockBefore - 2);
    const run = await settleOverduePayments(t.db, acquirer, 30, later(31));
    expect(run.expired).toContain(placed.sessionId);
    expect(fake.invoices.get(invoiceId)!.status).toBe('expired');
    const state = await paymentState(t, placed);
    expect(state.stock).toBe(placed.stockBefore);
    expect(state.card).toEqual({ status: 'cancelled', payment_status: 'fail' });
    expect(state.cash.status).toBe('new');
  });

  it('is settled from the invoice status when its webhook was lost', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    fake.settleQuietly(fake.invoices.get(invoiceId)!, 'success');
    const run = await settleOverduePayments(t.db, acquirer, 30, later(31));
    expect(run.settled).toContain(placed.sessionId);
    const state = await paymentState(t, placed);
    expect(state.card.payment_status).toBe('success');
    expect(state.stock).toBe(placed.stockBefore - 2);
  });

  it('refunds a payment whose success arrives after it expired', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    const invoice = fake.invoices.get(invoiceId)!;
    await settleOverduePayments(t.db, acquirer, 30, later(31));
    // paid at Monobank in the moment before the invoice was removed
    const body = JSON.stringify({
      ...invoice,
      status: 'success',
      modifiedDate: new Date(Date.parse(invoice.modifiedDate) + 1000).toISOString(),
    });
    invoice.status = 'success';
    expect((await webhook(body, fake.xSign(body))).statusCode).toBe(200);
    const state = await paymentState(t, placed);
    expect(state.card).toEqual({ status: 'cancelled', payment_status: 'fail' });
    expect(state.session.refunded_at).not.toBeNull();
    expect(fake.cancels.filter((c) => c.invoiceId === invoiceId)).toHaveLength(1);
  });
});

describe('a paid order its seller cancels', () => {
  it('gets its total back through Monobank’s cancel, under the order’s own extRef, once', async () => {
    const placed = await placeCardCheckout();
    const { invoiceId } = await openInvoice(placed.paymentUrl);
    await fake.decide(invoiceId, 'success');
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', placed.cardOrderId).execute();
    expect(await refundCancelledOrders(t.db, acquirer)).toEqual([placed.cardOrderId]);
    expect(await refundCancelledOrders(t.db, acquirer)).toEqual([]);
    expect(fake.cancels.filter((c) => c.invoiceId === invoiceId)).toEqual([
      { invoiceId, extRef: `refund-order-${placed.cardOrderId}`, amount: placed.amountKop },
    ]);
  });
});
