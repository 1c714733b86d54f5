import { describe, expect, it } from 'vitest';
import type { CheckoutBuyer } from '../../stores/checkout-buyer';
import {
  BUYER_STEP,
  checkoutTotals,
  createOrdersBody,
  initialOrderForm,
  invalidSteps,
  isBuyerValid,
  stepId,
  validityInput,
  withCity,
  withDelivery,
  withFreshPricing,
  type ChosenDelivery,
  type OrderForm,
} from './model';
import type { CheckoutOrder } from '../../api/checkout';

const pickup: ChosenDelivery = {
  id: 1,
  title: 'Нова пошта: відділення',
  kind: 'office',
  pricing: { is_by_provider: true, free_from: null, default_price: 80 },
};
const locker: ChosenDelivery = {
  id: 2,
  title: 'Нова пошта: поштомат',
  kind: 'office',
  pricing: { is_by_provider: false, free_from: 1500, default_price: 70 },
};
const courier: ChosenDelivery = {
  id: 4,
  title: 'Кур’єр за адресою',
  kind: 'address',
  pricing: { is_by_provider: false, free_from: null, default_price: 120 },
};
const kyiv = { id: 1, name: 'Київ' };
const cash = { id: 2, title: 'Оплата при отриманні', is_online: false };

const order = (id: string, over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  id,
  seller: { id: 3, shop_name: 'Зелена лавка' },
  warehouse_id: 7,
  total: 1000,
  totalWithoutDiscount: 1000,
  discount: 0,
  products: [
    {
      id: 11,
      product_id: 11,
      base_product_id: 5,
      title: 'Олія CBD 10%',
      image: { src: '/a.webp', width: 1, height: 1, alt: '' },
      price: 400,
      old_price: null,
      qty: 2,
      seller: { shop_name: 'Зелена лавка' },
    },
    {
      id: 12,
      product_id: 12,
      base_product_id: 6,
      title: 'Бальзам',
      image: { src: '/b.webp', width: 1, height: 1, alt: '' },
      price: 200,
      old_price: 250,
      qty: 1,
      seller: { shop_name: 'Зелена лавка' },
    },
  ],
  payments: [cash],
  deliveries: [
    { id: 1, code: 'nova_poshta_office', title: pickup.title, kind: 'office', pricing: pickup.pricing },
    { id: 4, code: 'courier', title: courier.title, kind: 'address', pricing: courier.pricing },
  ],
  savedDeliveries: [],
  recipient: null,
  ...over,
});

const blank = initialOrderForm(order('3-7'));
const complete: OrderForm = { ...blank, city: kyiv, delivery: pickup, office: { id: 40, title: 'Відділення №4' }, payment: cash };
const buyer: CheckoutBuyer = { name: ' Оксана ', firstName: ' Мельник ', phone: '+38 (067) 123-45-67', email: 'oksana@example.com ' };

describe('validityInput: the form in the terms of docs/product-rules.md#checkout "Order validity"', () => {
  it.each<[string, OrderForm, string[]]>([
    ['a fresh form misses delivery and payment (the buyer receives it)', blank, ['delivery', 'payment']],
    ['everything chosen', complete, []],
    ['a pickup without its point', { ...complete, office: null }, ['delivery']],
    [
      'a courier with street and house (floor optional)',
      { ...complete, delivery: courier, office: null, address: { street: 'Хрещатик', house: '1', floor: '' } },
      [],
    ],
    [
      'a courier without a house',
      { ...complete, delivery: courier, address: { street: 'Хрещатик', house: ' ', floor: '3' } },
      ['delivery'],
    ],
    ['an office left from a courier choice does not count for a courier', { ...complete, delivery: courier }, ['delivery']],
    ['no city: nothing counts as delivered', { ...complete, city: null }, ['delivery']],
    [
      'another recipient without a phone',
      { ...complete, recipientMode: 'other', recipient: { name: 'Іван', surname: 'Петренко', patronymic: '', phone: '' } },
      ['recipient'],
    ],
    [
      'another recipient, complete',
      { ...complete, recipientMode: 'other', recipient: { name: 'Іван', surname: 'Петренко', patronymic: '', phone: '0671234567' } },
      [],
    ],
    ['a payment without a title is no choice', { ...complete, payment: { id: 2, title: '', is_online: false } }, ['payment']],
  ])('%s', (_name, form, missing) => {
    const steps = invalidSteps(true, [order('3-7')], { '3-7': form }, 'uk');
    expect(steps).toEqual(missing.map((step) => stepId('3-7', step as 'recipient')));
    expect(validityInput(form, 'uk').recipientValid).toBe(!missing.includes('recipient'));
  });
});

describe('invalidSteps', () => {
  it('lists the buyer first, then each order in page order', () => {
    const forms = { a: { ...complete, payment: null }, b: blank };
    expect(invalidSteps(false, [order('a'), order('b')], forms, 'uk')).toEqual([
      BUYER_STEP,
      'checkout-a-payment',
      'checkout-b-delivery',
      'checkout-b-payment',
    ]);
  });

  it.each<[string, CheckoutBuyer, boolean, boolean]>([
    ['complete and proved', buyer, true, true],
    ['complete, phone not proved', buyer, false, false],
    ['without a surname', { ...buyer, firstName: '' }, true, false],
    ['with a wrong phone', { ...buyer, phone: '12345' }, true, false],
    ['without an e-mail (optional)', { ...buyer, email: '' }, true, true],
    ['with a broken e-mail', { ...buyer, email: 'oksana@' }, true, false],
  ])('the buyer step: %s', (_name, data, proved, valid) => {
    expect(isBuyerValid(data, proved, 'uk')).toBe(valid);
  });
});

describe('initialOrderForm', () => {
  it('opens a saved recipient of the shop pre-valid and folded', () => {
    const form = initialOrderForm(
      order('a', { recipient: { id: 9, name: 'Іван', surname: 'Петренко', patronymic: 'Ігорович', phone: '380501112233' } }),
    );
    expect(form).toMatchObject({
      recipientMode: 'other',
      recipientFolded: true,
      recipient: { name: 'Іван', surname: 'Петренко', patronymic: 'Ігорович', phone: '+380501112233' },
    });
    expect(validityInput(form, 'uk').recipientValid).toBe(true);
  });

  it('leaves a saved recipient without a phone to the buyer', () => {
    expect(
      initialOrderForm(order('a', { recipient: { id: 9, name: 'Іван', surname: 'Петренко', patronymic: '', phone: '' } })).recipientMode,
    ).toBe('buyer');
  });

  it('starts from the first saved delivery this seller offers', () => {
    const saved = { id: 1, city: kyiv, street: '', house: '', flat: '' };
    const form = initialOrderForm(
      order('a', {
        savedDeliveries: [
          { ...saved, delivery_id: 99, delivery_warehouse_id: 5, office_title: 'чужа' },
          { ...saved, delivery_id: 1, delivery_warehouse_id: 40, office_title: 'Відділення №4' },
        ],
      }),
    );
    expect(form).toMatchObject({ city: kyiv, delivery: { id: 1, kind: 'office' }, office: { id: 40, title: 'Відділення №4' } });
  });

  it('a saved courier delivery fills the address', () => {
    const form = initialOrderForm(
      order('a', {
        savedDeliveries: [
          { id: 1, city: kyiv, delivery_id: 4, delivery_warehouse_id: null, office_title: null, street: 'Хрещатик', house: '1', flat: '5' },
        ],
      }),
    );
    expect(form).toMatchObject({ delivery: { id: 4 }, address: { street: 'Хрещатик', house: '1', floor: '5' }, office: null });
  });
});

describe('withCity and withDelivery', () => {
  it('a new city drops the delivery and the point chosen for the old one', () => {
    expect(withCity(complete, { id: 2, name: 'Львів' })).toMatchObject({ city: { id: 2 }, delivery: null, office: null });
    expect(withCity(complete, kyiv)).toBe(complete);
  });

  it('another delivery drops the point of the old one', () => {
    expect(withDelivery(complete, locker).office).toBeNull();
    expect(withDelivery(complete, pickup)).toBe(complete);
  });

  it('the chosen delivery takes the price the city’s list quotes, keeping its point; the same price changes nothing', () => {
    const quoted = { id: pickup.id, pricing: { is_by_provider: false, free_from: null, default_price: 86 } };
    const fresh = withFreshPricing(complete, [locker, quoted]);
    expect(fresh).toMatchObject({ delivery: { id: pickup.id, pricing: quoted.pricing }, office: complete.office });
    expect(withFreshPricing(fresh, [quoted])).toBe(fresh);
    expect(withFreshPricing(complete, [locker])).toBe(complete);
    expect(withFreshPricing(blank, [quoted])).toBe(blank);
  });
});

describe('checkoutTotals: delivery priced by docs/product-rules.md#checkout for the total after the discount', () => {
  it('adds fixed prices, notes carrier tariffs, counts free ones as 0', () => {
    const orders = [
      order('a', { total: 900, totalWithoutDiscount: 1000, discount: 100 }),
      order('b', { total: 1600, totalWithoutDiscount: 1600 }),
      order('c', { total: 500, totalWithoutDiscount: 500 }),
    ];
    const forms = { a: { ...complete, delivery: courier }, b: { ...complete, delivery: locker }, c: complete };
    expect(checkoutTotals(orders, forms)).toEqual({
      goods: 3100,
      discount: 100,
      delivery: 120,
      byProvider: true,
      deliveryChosen: true,
      total: 900 + 120 + 1600 + 500,
    });
  });

  it.each<[string, Record<string, OrderForm>, boolean]>([
    ['no delivery type in any order: no price yet', { a: blank, b: blank }, false],
    ['one order still without one: no price yet', { a: complete, b: { ...complete, delivery: null } }, false],
    ['a delivery type without a city does not count', { a: complete, b: { ...complete, city: null } }, false],
    ['every order has one', { a: complete, b: { ...complete, delivery: courier } }, true],
  ])('%s', (_, forms, chosen) => {
    expect(checkoutTotals([order('a'), order('b')], forms).deliveryChosen).toBe(chosen);
  });

  it('a locker below its free_from costs its default price', () => {
    expect(checkoutTotals([order('a', { total: 1499.99 })], { a: { ...complete, delivery: locker } }).delivery).toBe(70);
  });
});

describe('createOrdersBody: docs/product-rules.md#checkout "Create orders"', () => {
  it('sends firstName as surname, phones as digits, one entry per order, with what to save', () => {
    const forms = {
      a: { ...complete, comment: ' дзвоніть заздалегідь ', saveDelivery: true, saveContacts: true },
      b: {
        ...complete,
        recipientMode: 'other' as const,
        recipient: { name: 'Іван', surname: 'Петренко', patronymic: '', phone: '050 111 22 33' },
        delivery: courier,
        office: null,
        address: { street: ' Хрещатик ', house: '1', floor: '' },
        saveContacts: true,
      },
    };
    const body = createOrdersBody(buyer, [order('a'), order('b')], forms, 12, { utm_source: 'admitad', admitad_uid: 'uid-1' });
    expect(body).toEqual({
      customer_data: { name: 'Оксана', surname: 'Мельник', phone: '380671234567', email: 'oksana@example.com' },
      orders: [
        {
          contact_data: { name: 'Оксана', surname: 'Мельник', phone: '380671234567', comment: 'дзвоніть заздалегідь' },
          payment_id: 2,
          delivery: { delivery_id: 1, city_id: 1, office_id: 40, address: null },
          items: [
            { product_id: 11, qty: 2 },
            { product_id: 12, qty: 1 },
          ],
          // the buyer as recipient is the account itself: nothing to save
          save_delivery: true,
        },
        {
          contact_data: { name: 'Іван', surname: 'Петренко', patronymic: '', phone: '380501112233' },
          payment_id: 2,
          delivery: { delivery_id: 4, city_id: 1, office_id: null, address: { street: 'Хрещатик', house: '1' } },
          items: [
            { product_id: 11, qty: 2 },
            { product_id: 12, qty: 1 },
          ],
          save_contacts: true,
        },
      ],
      promo_code_id: 12,
      utm_source: 'admitad',
      admitad_uid: 'uid-1',
    });
  });

  it('leaves out what was not given: no promo, no tracking; keeps a floor', () => {
    const forms = { a: { ...complete, delivery: courier, address: { street: 'Хрещатик', house: '1', floor: '3' } } };
    const body = createOrdersBody(buyer, [order('a')], forms, null);
    expect(Object.keys(body)).toEqual(['customer_data', 'orders']);
    expect(body.orders[0]!.delivery.address).toEqual({ street: 'Хрещатик', house: '1', floor: '3' });
  });
});
