import { useTranslation } from 'react-i18next';
import type { CheckoutOrder } from '../../api/checkout';
import { stepId, type OrderForm } from './model';
import { Step } from './Step';
import { updateOrderForm } from './store';

/** Payment per order: the seller's methods as one radio group. */
export function PaymentStep({ order, form }: { order: CheckoutOrder; form: OrderForm }) {
  const { t } = useTranslation('checkout');
  return (
    <Step id={stepId(order.id, 'payment')} legend={t('payment.legend')}>
      <div className="checkout-options">
        {order.payments.map((payment) => (
          <label key={payment.id} className="checkout-option">
            <input
              type="radio"
              name={`payment-${order.id}`}
              checked={form.payment?.id === payment.id}
              onChange={() => updateOrderForm(order.id, (f) => ({ ...f, payment }))}
            />
            <span className="checkout-option__title">{payment.title}</span>
          </label>
        ))}
      </div>
      {form.payment?.is_online && <p className="checkout-note">{t('payment.online')}</p>}
    </Step>
  );
}
