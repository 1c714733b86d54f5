import { useTranslation } from 'react-i18next';
import type { OrderForm } from './model';
import { addressRules, type AddressValues } from './rules';
import { useStepErrors } from './step-errors';
import { updateOrderForm } from './store';
import { TextField } from './TextField';

/** docs/product-rules.md#checkout "address {street, home_number, home_floor}": where the courier comes. */
export function CourierAddress({ orderId, form }: { orderId: string; form: OrderForm }) {
  const { t } = useTranslation('checkout');
  const { errors, check } = useStepErrors(addressRules, form.address);
  const field = (name: keyof AddressValues) => ({
    label: t(`delivery.${name}`),
    value: form.address[name],
    error: errors[name],
    onChange: (value: string) => updateOrderForm(orderId, (f) => ({ ...f, address: { ...f.address, [name]: value } })),
    onBlur: () => check(name),
  });
  return (
    <div className="checkout-grid checkout-grid--address">
      <TextField {...field('street')} autoComplete="address-line1" />
      <TextField {...field('house')} autoComplete="off" />
      <TextField {...field('floor')} autoComplete="off" inputMode="numeric" />
    </div>
  );
}
