// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ukCheckout from '../../../locales/uk/checkout.json';
import ukCommon from '../../../locales/uk/common.json';
import { testI18n } from '../../lib/test-i18n';
import { initialOrderForm, type ChosenDelivery } from './model';
import { checkoutData, orderForms } from './store';
import { Summary } from './Summary';
import type { CheckoutOrder, InitCheckoutAnswer } from '../../api/checkout';

const courier: ChosenDelivery = {
  id: 4,
  title: 'Кур’єр за адресою',
  kind: 'address',
  pricing: { is_by_provider: false, free_from: null, default_price: 120 },
};
const order: CheckoutOrder = {
  id: '3-3',
  seller: { id: 3, shop_name: 'Зелена лавка' },
  warehouse_id: 3,
  total: 400,
  totalWithoutDiscount: 400,
  discount: 0,
  products: [
    {
      id: 30,
      product_id: 30,
      base_product_id: 3,
      title: 'Олія',
      image: { src: '/a.webp', width: 1, height: 1, alt: '' },
      price: 400,
      old_price: null,
      qty: 1,
      seller: { shop_name: 'Зелена лавка' },
    },
  ],
  payments: [],
  deliveries: [{ id: 4, code: 'courier', title: courier.title, kind: 'address', pricing: courier.pricing }],
  savedDeliveries: [],
  recipient: null,
};

async function deliveryLine(chosen: ChosenDelivery | null): Promise<string> {
  checkoutData.value = { orders: [order] } as unknown as InitCheckoutAnswer;
  const form = initialOrderForm(order);
  orderForms.value = { [order.id]: chosen ? { ...form, city: { id: 1, name: 'Київ' }, delivery: chosen } : form };
  const i18n = await testI18n('uk', { uk: { checkout: ukCheckout, common: ukCommon } });
  render(
    <I18nextProvider i18n={i18n}>
      <Summary onSubmit={() => {}} />
    </I18nextProvider>,
  );
  return screen.getByText('Доставка').nextElementSibling?.textContent ?? '';
}

describe('Summary: docs/product-rules.md#delivery-price "No delivery type: no price"', () => {
  afterEach(() => {
    cleanup();
    checkoutData.value = null;
    orderForms.value = {};
  });

  it('before a delivery is chosen, the delivery line has no price, not "0 ₴"', async () => {
    expect(await deliveryLine(null)).toBe('—');
  });

  it('once chosen, it shows the delivery’s price', async () => {
    expect((await deliveryLine(courier)).replace(/\s/g, ' ')).toBe('120 ₴');
  });
});
