// @vitest-environment happy-dom
import { useSignals } from '@preact/signals-react/runtime';
import type { i18n } from 'i18next';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ukCheckout from '../../../locales/uk/checkout.json';
import ukCommon from '../../../locales/uk/common.json';
import ruCheckout from '../../../locales/ru/checkout.json';
import ruCommon from '../../../locales/ru/common.json';
import ruQuote from '../../../locales/ru/delivery-quote.json';
import ukQuote from '../../../locales/uk/delivery-quote.json';
import { readCookie } from '../../lib/cookies';
import { testI18n } from '../../lib/test-i18n';
import { DeliveryStep } from './DeliveryStep';
import { initialOrderForm } from './model';
import { orderForms } from './store';
import type { CheckoutOrder } from '../../api/checkout';

/** Two sellers' items make two orders, each with its own delivery step. */
const order = (id: string, sellerId: number, shop: string): CheckoutOrder => ({
  id,
  seller: { id: sellerId, shop_name: shop },
  warehouse_id: sellerId,
  total: 400,
  totalWithoutDiscount: 400,
  discount: 0,
  products: [
    {
      id: sellerId * 10,
      product_id: sellerId * 10,
      base_product_id: sellerId,
      title: 'Олія',
      image: { src: '/a.webp', width: 1, height: 1, alt: '' },
      price: 400,
      old_price: null,
      qty: 1,
      seller: { shop_name: shop },
    },
  ],
  payments: [],
  deliveries: [],
  savedDeliveries: [],
  recipient: null,
});
const orders = [order('3-3', 3, 'Зелена лавка'), order('4-4', 4, 'Конопляний двір')];
const topCities = [
  { id: 1, name: 'Київ', region: 'Київська область', is_capital: true },
  { id: 2, name: 'Харків', region: 'Харківська область', is_capital: false },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let i18nUk: i18n;
let i18nRu: i18n;
let topCityRequests: number;

function Steps() {
  useSignals();
  return (
    <>
      {orders.map((o) => (
        <section key={o.id} aria-label={o.seller.shop_name}>
          <DeliveryStep order={o} form={orderForms.value[o.id]!} />
        </section>
      ))}
    </>
  );
}

beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { checkout: ukCheckout, common: ukCommon, 'delivery-quote': ukQuote } });
  i18nRu = await testI18n('ru', { ru: { checkout: ruCheckout, common: ruCommon, 'delivery-quote': ruQuote } });
});

beforeEach(() => {
  document.cookie = 'city=; Max-Age=0; Path=/';
  orderForms.value = Object.fromEntries(orders.map((o) => [o.id, initialOrderForm(o)]));
  topCityRequests = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/delivery/top-cities') topCityRequests += 1;
    return json({ data: path === '/api/delivery/top-cities' ? topCities : [], error: null });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
/** The delivery step of the order from this shop. */
const step = (shop: string) => screen.getByRole('region', { name: shop });
/** The popular cities offered as one-press choices. */
const chips = (shop: string) => Array.from(step(shop).querySelectorAll('.checkout-chip')).map((b) => b.textContent);
const choose = (shop: string, city: string) => userEvent.click(within(step(shop)).getByRole('button', { name: city }));

describe('the delivery step of each order', () => {
  it('offers the popular cities to the second order after the first order chose its city', async () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <Steps />
      </I18nextProvider>,
    );
    await settle();
    expect(chips('Зелена лавка')).toEqual(['Київ', 'Харків']);
    expect(chips('Конопляний двір')).toEqual(['Київ', 'Харків']);
    // both pickers were shown by one request
    expect(topCityRequests).toBe(1);

    await choose('Зелена лавка', 'Київ');
    await settle();

    expect(readCookie('city')).toBe('1');
    expect(orderForms.value['3-3']!.city).toEqual({ id: 1, name: 'Київ' });
    expect(chips('Зелена лавка')).toEqual([]);
    expect(step('Зелена лавка').textContent).toContain('Київ');
    // The cookie the first choice wrote does not take the popular cities away from the order still without a city.
    expect(orderForms.value['4-4']!.city).toBeNull();
    expect(chips('Конопляний двір')).toEqual(['Київ', 'Харків']);
    // both pickers were shown by one request
    expect(topCityRequests).toBe(1);

    await choose('Конопляний двір', 'Харків');
    expect(orderForms.value['4-4']!.city).toEqual({ id: 2, name: 'Харків' });
  });
});

/** Kyiv's deliveries as the server answers them when Nova Poshta quoted its branch: its price and its day. */
const KYIV_DELIVERIES = [
  {
    id: 1,
    code: 'nova_poshta_office',
    title: 'Нова пошта: відділення',
    kind: 'office',
    pricing: { is_by_provider: false, free_from: null, default_price: 86 },
    price: 86,
    offices_count: 3,
    delivery_date: '2026-12-04',
  },
  {
    id: 4,
    code: 'courier',
    title: 'Кур’єр за адресою',
    kind: 'address',
    pricing: { is_by_provider: false, free_from: null, default_price: 120 },
    price: 120,
    offices_count: 0,
    delivery_date: null,
  },
];

describe('a delivery Nova Poshta quoted', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      return json({
        data: path === '/api/delivery/1' ? KYIV_DELIVERIES : path === '/api/delivery/top-cities' ? topCities : [],
        error: null,
      });
    });
    // A saved delivery opened the form on Nova Poshta's branch, priced by the store's rules (the carrier's tariff).
    orderForms.value = {
      ...orderForms.value,
      '3-3': {
        ...orderForms.value['3-3']!,
        city: { id: 1, name: 'Київ' },
        delivery: {
          id: 1,
          title: 'Нова пошта: відділення',
          kind: 'office',
          pricing: { is_by_provider: true, free_from: null, default_price: 80 },
        },
      },
    };
  });

  it.each([
    ['uk', () => i18nUk, 'Очікувана доставка: 4 грудня'],
    ['ru', () => i18nRu, 'Ожидаемая доставка: 4 декабря'],
  ])('shows its price and the day it expects the parcel (%s), and the chosen one takes that price', async (_, i18n, day) => {
    render(
      <I18nextProvider i18n={i18n()}>
        <Steps />
      </I18nextProvider>,
    );
    await settle();
    await settle();
    const branch = within(step('Зелена лавка'))
      .getByRole('radio', { name: /Нова пошта: відділення/ })
      .closest('label')!;
    expect(branch.textContent).toContain(day);
    expect(branch.querySelector('.checkout-option__price')!.textContent).toMatch(/86/);
    const courier = within(step('Зелена лавка'))
      .getByRole('radio', { name: /Кур’єр/ })
      .closest('label')!;
    expect(courier.querySelector('.checkout-option__date')).toBeNull();
    expect(orderForms.value['3-3']!.delivery!.pricing).toEqual({ is_by_provider: false, free_from: null, default_price: 86 });
  });
});
