// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import ukCart from '../../../locales/uk/cart.json';
import ukCommon from '../../../locales/uk/common.json';
import { testI18n } from '../../lib/test-i18n';

const image = { src: '/a.webp', width: 1, height: 1, alt: '' };
const line = (id: number, seller: number, price: number, qty: number, stock: number) => ({
  product_id: id,
  base_product_id: id,
  qty,
  qty_store: stock,
  min_cart_quantity: 1,
  price,
  old_price: null,
  title: `Товар ${id}`,
  image,
  seller: { id: seller, shop_name: `Крамниця ${seller}` },
  warehouse_id: seller,
});
/** Two sellers' lines, one of them out of stock: the fast order places two orders. */
const cart = [line(1, 5, 100.5, 2, 10), line(2, 6, 20, 1, 10), line(3, 5, 9.99, 1, 0)];
const placed = [
  { id: 31, seller: { id: 5, shop_name: 'Крамниця 5' }, total: 201, payment_status: 'new' as const, download_pdf_link: '/receipt/31' },
  { id: 32, seller: { id: 6, shop_name: 'Крамниця 6' }, total: 20, payment_status: 'new' as const, download_pdf_link: '/receipt/32' },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fastOrders: number;

/** The server: the cart until the fast order takes it, then an empty one. */
async function server(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path === '/api/checkout/fast-order') {
    fastOrders += 1;
    return json({ checkout_id: 'c'.repeat(32), paymentUrl: null, data: placed }, 201);
  }
  const items = fastOrders > 0 ? [] : cart;
  return json({ items, meta: { total: 221, clear_total: 221, qty: 3 }, cart_session: 'cart-1' });
}

beforeEach(() => {
  fastOrders = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', server);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('a fast order’s purchase carries each order’s items, once however often the thank-you page opens', async () => {
  const { loadCart } = await import('../../stores/cart');
  const { startSending, recorderSink } = await import('../../lib/analytics/transport');
  const { reportPurchases } = await import('../../lib/analytics/purchases');
  const { FastOrderForm } = await import('./FastOrderForm');
  window.__analyticsRecorder = [];
  startSending(recorderSink);
  await loadCart('uk');
  const i18n = await testI18n('uk', { uk: { cart: ukCart, common: ukCommon } });
  render(
    <I18nextProvider i18n={i18n}>
      <FastOrderForm />
    </I18nextProvider>,
  );

  await userEvent.click(screen.getByText('Купити в один клік'));
  // docs/product-rules.md#cart: a fast order is a call-back request and reserves nothing
  expect(screen.getByText(/Товар не резервується, доки продавець не підтвердить замовлення/)).toBeTruthy();
  await userEvent.type(screen.getByLabelText("Ім'я"), 'Олена');
  await userEvent.type(screen.getByLabelText('Телефон'), '+380501234567');
  await userEvent.click(screen.getByRole('button', { name: 'Замовити' }));
  await waitFor(() => expect(location.pathname).toBe('/thank-you-page'));
  expect(fastOrders).toBe(1);

  // The thank-you page, opened and then reloaded.
  reportPurchases(placed);
  reportPurchases(placed);
  const item = (id: number, price: number, quantity: number) =>
    expect.objectContaining({ item_id: String(id), item_name: `Товар ${id}`, price, quantity, affiliation: 'Main', currency: 'UAH' });
  expect(window.__analyticsRecorder.filter((e) => e.name === 'purchase').map((e) => e.params)).toEqual([
    { transaction_id: '31', affiliation: 'Main', currency: 'UAH', value: 201, shipping: 0, items: [item(1, 100.5, 2)] },
    { transaction_id: '32', affiliation: 'Main', currency: 'UAH', value: 20, shipping: 0, items: [item(2, 20, 1)] },
  ]);
});
