import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, CARD, createOrders, fillCart, offerSource, pickupPoint, recipient } from '../testing/checkout';
import { createTestApp, lastSmsCode, type TestApp } from '../testing/app';
import { loggedPath } from './request-log';

describe('the path a log line shows', () => {
  it.each([
    ['/api/menu', '/api/menu'],
    ['/api/catalog/c1?page=2&sort=price', '/api/catalog/c1?page=2&sort=price'],
    ['/api/payment/group-status?checkout_id=abc123', '/api/payment/group-status?checkout_id=…'],
    ['/thank-you-page?checkout=abc123', '/thank-you-page?checkout=…'],
    ['/api/orders/7/receipt.pdf?token=t0k3n', '/api/orders/7/receipt.pdf?token=…'],
    ['/ru/payment/sandbox/0123abcd', '/ru/payment/sandbox/…'],
    ['/payment/sandbox/0123abcd/decide', '/payment/sandbox/…/decide'],
    ['/payment/monobank/0123abcd', '/payment/monobank/…'],
    ['/ru/payment/monobank/0123abcd', '/ru/payment/monobank/…'],
    ['/?utm_source=x&admitad_uid=secret', '/?utm_source=x&admitad_uid=…'],
  ])('%s → %s', (url, shown) => {
    expect(loggedPath(url)).toBe(shown);
  });
});

describe('the log of a shopper’s visit, at debug', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'debug', stream } });
  });
  afterAll(() => t.close());

  it('names no code, password, token, receipt token or checkout id, and has one line per request at info', async () => {
    const phone = '380631112299';
    const password = 'Never-Logged-Pa55word';
    const [offer] = await offerSource(t)(1);
    const session = await fillCart(t, [{ id: offer!.id, qty: 1 }]);
    expect((await t.call('POST', '/api/checkout/verification/init', { body: { phone } })).statusCode).toBe(200);
    const code = await lastSmsCode(t.db, phone);
    const proof = (await t.call('POST', '/api/checkout/verification/confirm', { body: { phone, code } })).json().data
      .verification_token as string;
    const point = await pickupPoint(t, 'store_pickup');
    const placed = await createOrders(
      t,
      {
        customer_data: buyer(phone),
        orders: [
          {
            contact_data: recipient(phone),
            payment_id: CARD,
            delivery: { delivery_id: point.delivery_id, city_id: point.city_id, office_id: point.id },
            items: [{ product_id: offer!.id, qty: 1 }],
          },
        ],
      },
      { session, proof },
    );
    expect(placed.statusCode).toBe(201);
    const {
      checkout_id: checkoutId,
      paymentUrl,
      data,
    } = placed.json() as { checkout_id: string; paymentUrl: string; data: { download_pdf_link: string }[] };
    const receiptToken = new URL(data[0]!.download_pdf_link, 'https://x').searchParams.get('token')!;
    const paymentSession = paymentUrl.split('/').pop()!;
    const linesBeforePage = lines.length;
    expect((await t.call('GET', `/thank-you-page?checkout=${checkoutId}`)).statusCode).toBe(200);
    const pageLines = lines.slice(linesBeforePage);
    expect((await t.call('GET', paymentUrl)).statusCode).toBe(200);
    expect((await t.call('GET', data[0]!.download_pdf_link)).statusCode).toBe(200);
    await t.call('POST', '/api/auth/login-customer', { body: { phone, password } });

    const log = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const [what, secret] of Object.entries({ code, password, proof, session, checkoutId, receiptToken, paymentSession })) {
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
    }
    // The page's own line at info, and its inner API calls at debug under the page request's id.
    const page = pageLines.find((line) => line.msg === 'request' && line.path === '/thank-you-page?checkout=…');
    expect(page).toMatchObject({ level: 30, method: 'GET', status: 200 });
    expect(page!.ms).toEqual(expect.any(Number));
    const inner = pageLines.filter((line) => line.msg === 'inner request');
    expect(inner.length).toBeGreaterThan(0);
    for (const line of inner) expect(line).toMatchObject({ level: 20, reqId: page!.reqId });
    expect(pageLines.filter((line) => (line.level as number) >= 30).map((line) => line.msg)).toEqual(['request']);
    // Fastify's own two lines per request are gone.
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
  });
});
