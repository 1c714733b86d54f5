/**
 * The checkout as data (docs/product-rules.md#checkout "Checkout order", 4 "Order validity", 7 "Create orders"): what the shopper
 * chose per order, which steps are still missing, and the create-orders body. No signals, no DOM.
 */
import { deliveryPrice, type DeliveryPrice } from '../../domain/delivery-price';
import { checkForm } from '../../domain/form-rules';
import type { Lang } from '../../domain/validation-texts';
import { invalidOrderSteps, isRecipientPreValid, type OrderStep, type OrderValidityInput } from '../../domain/order-validity';
import type { CheckoutBuyer } from '../../stores/checkout-buyer';
import { buyerRules, EMPTY_RECIPIENT, phoneForApi, recipientRules, type AddressValues, type RecipientValues } from './rules';
import type { CheckoutOrder, CreateOrdersBody, PaymentMethod } from '../../api/checkout';

export interface ChosenDelivery {
  id: number;
  title: string;
  kind: 'office' | 'address';
  pricing: { is_by_provider: boolean; free_from: number | null; default_price: number };
}

/** What the shopper chose for one per-seller order. */
export interface OrderForm {
  /** the buyer receives it, or someone else (docs/product-rules.md#checkout "another recipient") */
  recipientMode: 'buyer' | 'other';
  recipient: RecipientValues;
  /** a saved recipient opened the step pre-valid and folded (docs/product-rules.md#checkout) */
  recipientFolded: boolean;
  comment: string;
  city: { id: number; name: string } | null;
  delivery: ChosenDelivery | null;
  office: { id: number; title: string } | null;
  address: AddressValues;
  payment: Pick<PaymentMethod, 'id' | 'title' | 'is_online'> | null;
  /** docs/product-rules.md#checkout "flags for save-delivery and save-contacts": a signed-in customer keeps them for this shop */
  saveContacts: boolean;
  saveDelivery: boolean;
}

const EMPTY_ADDRESS: AddressValues = { street: '', house: '', floor: '' };

/** A fresh form, prefilled from the shop's saved recipient and the first saved delivery a signed-in customer has. */
export function initialOrderForm(order: CheckoutOrder): OrderForm {
  const saved = order.recipient;
  const preValid = isRecipientPreValid(saved);
  const form: OrderForm = {
    recipientMode: preValid ? 'other' : 'buyer',
    recipient:
      preValid && saved
        ? { name: saved.name, surname: saved.surname, patronymic: saved.patronymic, phone: `+${saved.phone}` }
        : EMPTY_RECIPIENT,
    recipientFolded: preValid,
    comment: '',
    city: null,
    delivery: null,
    office: null,
    address: EMPTY_ADDRESS,
    payment: null,
    saveContacts: false,
    saveDelivery: false,
  };
  for (const s of order.savedDeliveries) {
    const type = order.deliveries.find((d) => d.id === s.delivery_id);
    if (!type) continue;
    const delivery = { id: type.id, title: type.title, kind: type.kind, pricing: type.pricing };
    if (type.kind === 'office' && s.delivery_warehouse_id !== null)
      return { ...form, city: s.city, delivery, office: { id: s.delivery_warehouse_id, title: s.office_title ?? '' } };
    if (type.kind === 'address') return { ...form, city: s.city, delivery, address: { street: s.street, house: s.house, floor: s.flat } };
  }
  return form;
}

/** A city of its own resets what depended on the old one. */
export const withCity = (form: OrderForm, city: OrderForm['city']): OrderForm =>
  form.city?.id === city?.id ? form : { ...form, city, delivery: null, office: null };

export const withDelivery = (form: OrderForm, delivery: ChosenDelivery): OrderForm =>
  form.delivery?.id === delivery.id ? form : { ...form, delivery, office: null };

/**
 * The chosen delivery priced as the city's list prices it now (a carrier's quote may stand in for the store's price):
 * the same form when nothing differs, so a list that answers again changes nothing.
 */
export function withFreshPricing(form: OrderForm, offered: readonly Pick<ChosenDelivery, 'id' | 'pricing'>[]): OrderForm {
  const fresh = form.delivery && offered.find((d) => d.id === form.delivery!.id);
  if (!fresh || !form.delivery) return form;
  const [a, b] = [form.delivery.pricing, fresh.pricing];
  if (a.is_by_provider === b.is_by_provider && a.free_from === b.free_from && a.default_price === b.default_price) return form;
  return { ...form, delivery: { ...form.delivery, pricing: fresh.pricing } };
}

/** The form in the terms of the docs/product-rules.md#checkout validity rule. */
export function validityInput(form: OrderForm, lang: Lang): OrderValidityInput {
  // Deliveries are offered per city: without one, no delivery counts as chosen.
  const delivery = form.city ? form.delivery : null;
  return {
    recipientValid: form.recipientMode === 'buyer' || checkForm(recipientRules, form.recipient, lang) === null,
    selectedCity: form.city,
    selectedOffice: delivery?.kind === 'office' ? form.office : null,
    address:
      delivery?.kind === 'address'
        ? { street: form.address.street, home_number: form.address.house, home_floor: form.address.floor }
        : null,
    selectedPayment: form.payment,
  };
}

export const BUYER_STEP = 'checkout-buyer';
/** The DOM id of an order's step: the page scrolls to the first invalid one. */
export const stepId = (orderId: string, step: OrderStep) => `checkout-${orderId}-${step}`;

export function isBuyerValid(buyer: CheckoutBuyer, phoneProved: boolean, lang: Lang): boolean {
  return phoneProved && checkForm(buyerRules, buyer, lang) === null;
}

/** Every step still missing something, in page order: the buyer, then each order's recipient, delivery, payment. */
export function invalidSteps(
  buyerValid: boolean,
  orders: readonly CheckoutOrder[],
  forms: Readonly<Record<string, OrderForm>>,
  lang: Lang,
): string[] {
  const steps = buyerValid ? [] : [BUYER_STEP];
  for (const order of orders) {
    const form = forms[order.id];
    const missing = form ? invalidOrderSteps(validityInput(form, lang)) : (['recipient', 'delivery', 'payment'] as const);
    steps.push(...missing.map((step) => stepId(order.id, step)));
  }
  return steps;
}

/** docs/product-rules.md#delivery-price "Delivery price" for the order's total after the promo discount. */
export const orderDeliveryPrice = (order: CheckoutOrder, form: OrderForm | undefined): DeliveryPrice =>
  deliveryPrice(form?.city ? form.delivery : null, order.total);

interface Totals {
  goods: number;
  discount: number;
  /** the delivery prices we know (fixed ones) */
  delivery: number;
  /** some delivery is priced by the carrier, paid on receipt */
  byProvider: boolean;
  /** every order has its delivery type chosen; until then the delivery has no price to show */
  deliveryChosen: boolean;
  total: number;
}

export function checkoutTotals(orders: readonly CheckoutOrder[], forms: Readonly<Record<string, OrderForm>>): Totals {
  const totals: Totals = { goods: 0, discount: 0, delivery: 0, byProvider: false, deliveryChosen: true, total: 0 };
  for (const order of orders) {
    const price = orderDeliveryPrice(order, forms[order.id]);
    const delivery = price.kind === 'fixed' ? price.price : 0;
    totals.goods += order.totalWithoutDiscount;
    totals.discount += order.discount;
    totals.delivery += delivery;
    totals.byProvider ||= price.kind === 'provider';
    totals.deliveryChosen &&= price.kind !== 'none';
    totals.total += order.total + delivery;
  }
  return totals;
}

const optional = (value: string) => value.trim() || undefined;

interface Tracking {
  utm_source?: string;
  admitad_uid?: string;
}

/** docs/product-rules.md#checkout "Create orders" body; the form field `firstName` goes as `surname`, phones as digits. Call on valid forms only. */
export function createOrdersBody(
  buyer: CheckoutBuyer,
  orders: readonly CheckoutOrder[],
  forms: Readonly<Record<string, OrderForm>>,
  promoCodeId: number | null,
  tracking: Tracking = {},
): CreateOrdersBody {
  const me = { name: buyer.name.trim(), surname: buyer.firstName.trim(), phone: phoneForApi(buyer.phone) };
  return {
    customer_data: { ...me, email: buyer.email.trim() },
    orders: orders.map((order) => {
      const form = forms[order.id]!;
      const { recipient, delivery, city, payment } = form;
      const contact =
        form.recipientMode === 'buyer'
          ? me
          : {
              name: recipient.name.trim(),
              surname: recipient.surname.trim(),
              patronymic: recipient.patronymic.trim(),
              phone: phoneForApi(recipient.phone),
            };
      const comment = optional(form.comment);
      return {
        contact_data: comment ? { ...contact, comment } : contact,
        payment_id: payment!.id,
        delivery: {
          delivery_id: delivery!.id,
          city_id: city!.id,
          office_id: delivery!.kind === 'office' ? form.office!.id : null,
          address:
            delivery!.kind === 'address'
              ? {
                  street: form.address.street.trim(),
                  house: form.address.house.trim(),
                  ...(optional(form.address.floor) && { floor: form.address.floor.trim() }),
                }
              : null,
        },
        items: order.products.map((p) => ({ product_id: p.product_id, qty: p.qty })),
        // Only another recipient is worth keeping: the buyer is the account itself.
        ...(form.saveContacts && form.recipientMode === 'other' && { save_contacts: true }),
        ...(form.saveDelivery && { save_delivery: true }),
      };
    }),
    ...(promoCodeId !== null && { promo_code_id: promoCodeId }),
    ...(tracking.utm_source && { utm_source: tracking.utm_source }),
    ...(tracking.admitad_uid && { admitad_uid: tracking.admitad_uid }),
  };
}
