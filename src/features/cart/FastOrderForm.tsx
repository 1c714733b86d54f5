import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { placeFastOrder } from '../../api/checkout';
import { phoneRules } from '../../domain/account-rules';
import { isCheckoutDisabled } from '../../domain/cart-rules';
import { rules, type FormRules } from '../../domain/form-rules';
import { paths } from '../../domain/paths';
import { normalizeUaPhone, phoneDigits } from '../../domain/phone';
import { rememberFastOrders } from '../../lib/analytics/checkout';
import { cartItems, cartOrdered, cartSession, closeCartPopup, reloadCart } from '../../stores/cart';
import { rememberPlacedCheckout } from '../../stores/placed-orders';
import { lang } from '../../stores/session';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { PhoneField } from '../../ui/form/PhoneField';
import './fast-order.css';

type FastOrderValues = { name: string; phone: string };

const fastOrderRules: FormRules<FastOrderValues> = { name: rules('required', ['maxLength', 100]), phone: phoneRules.phone };

/** docs/product-rules.md#cart: phones are sent as digits. */
const placeOrder = ({ name, phone }: FastOrderValues) =>
  placeFastOrder(
    { name: name.trim(), phone: normalizeUaPhone(phone) ?? phoneDigits(phone) },
    { lang: lang.peek(), cartSession: cartSession.peek() },
  );

/**
 * docs/product-rules.md#cart "fast order": name and phone, and the seller calls back to agree on delivery and payment.
 * Once sent, the popup closes, the (now empty) cart is read again and the shopper sees the thank-you page.
 */
export function FastOrderForm() {
  useSignals();
  const { t } = useTranslation('cart');
  const [, navigate] = useLocation();
  const placedCheckout = useRef<string>(undefined);
  const send = async (values: FastOrderValues) => {
    const placed = await placeOrder(values);
    const cart = cartItems.peek();
    placedCheckout.current = placed.checkout_id;
    rememberPlacedCheckout(placed.checkout_id);
    // The thank-you page reports each order's purchase with what was in it.
    rememberFastOrders(placed.data, cart);
    // The whole cart was ordered (lines out of stock stay on the server and come back with the next answer).
    await cartOrdered(cart.map((i) => i.product_id));
  };
  const f = useCheckedForm(fastOrderRules, { name: '', phone: '' }, send, () => {
    closeCartPopup();
    void reloadCart();
    navigate(paths.thankYou(placedCheckout.current));
  });
  if (cartItems.value.length === 0 || isCheckoutDisabled(cartItems.value)) return null;
  return (
    <details className="fast-order">
      <summary className="fast-order__toggle">{t('fastOrder')}</summary>
      <form ref={f.form} className="fast-order__form" noValidate onSubmit={f.submit} aria-label={t('fastOrder')}>
        <p className="fast-order__hint">{t('fastOrderHint')}</p>
        <Field label={t('fastOrderName')} error={f.errors.name}>
          {(control) => <input {...control} {...f.text('name')} type="text" autoComplete="given-name" maxLength={100} />}
        </Field>
        <PhoneField label={t('fastOrderPhone')} form={f} />
        <button className="button" type="submit" disabled={f.sending}>
          {t('fastOrderSend')}
        </button>
      </form>
    </details>
  );
}
