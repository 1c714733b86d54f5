import { describe, expect, it } from 'vitest';
import type { PlacedOrders } from '../../stores/placed-orders';
import { paymentDeclined, thankYouOrders, type FreshStatus } from './orders';

const remembered: PlacedOrders = {
  checkout_id: 'abc',
  data: [
    { id: 11, seller: { id: 1, shop_name: 'Конопляна лавка' }, total: 1299, payment_status: 'new', download_pdf_link: '/api/orders/11/receipt.pdf?token=t1' },
    { id: 12, seller: { id: 2, shop_name: 'Зоосвіт' }, total: 450, payment_status: 'new', download_pdf_link: '/api/orders/12/receipt.pdf?token=t2' },
  ],
};

describe('thankYouOrders', () => {
  it.each<[string, PlacedOrders | null, string | null, FreshStatus[], [number, string, string | undefined][]]>([
    ['remembered, no fresh statuses yet', remembered, null, [], [[11, 'new', 'Конопляна лавка'], [12, 'new', 'Зоосвіт']]],
    ['fresh statuses win', remembered, 'abc', [{ order_id: 11, payment_status: 'success' }, { order_id: 12, payment_status: 'fail' }], [[11, 'success', 'Конопляна лавка'], [12, 'fail', 'Зоосвіт']]],
    ['an order the server does not list keeps its remembered status', remembered, 'abc', [{ order_id: 12, payment_status: 'success' }], [[11, 'new', 'Конопляна лавка'], [12, 'success', 'Зоосвіт']]],
    ['another checkout in the URL: only the server’s list', remembered, 'other', [{ order_id: 30, payment_status: 'success' }], [[30, 'success', undefined]]],
    ['nothing remembered: the server’s list', null, 'abc', [{ order_id: 11, payment_status: 'downloaded' }], [[11, 'downloaded', undefined]]],
    ['nothing at all', null, null, [], []],
  ])('%s', (_case, stored, checkoutId, fresh, expected) => {
    expect(thankYouOrders(stored, checkoutId, fresh).map((o) => [o.id, o.payment_status, o.shop_name])).toEqual(expected);
  });

  it('keeps the total and the receipt link of a remembered order', () => {
    expect(thankYouOrders(remembered, 'abc', [])[0]).toEqual({
      id: 11,
      shop_name: 'Конопляна лавка',
      total: 1299,
      download_pdf_link: '/api/orders/11/receipt.pdf?token=t1',
      payment_status: 'new',
    });
  });
});

describe('paymentDeclined', () => {
  it.each<[FreshStatus['payment_status'][], boolean]>([
    [['success', 'new'], false],
    [['success', 'fail'], true],
    [['downloaded'], false],
    [[], false],
  ])('%j → %s', (statuses, declined) => {
    expect(paymentDeclined(statuses.map((payment_status, id) => ({ id, payment_status })))).toBe(declined);
  });
});
