import { useTranslation } from 'react-i18next';
import type { CheckoutOrder } from '../../api/checkout';
import { Fact } from '../../ui/Fact';
import { Picture } from '../../ui/Picture';
import { Price } from '../../ui/Price';
import { DeliveryPriceText } from './DeliveryPriceText';
import { DeliveryStep } from './DeliveryStep';
import { orderDeliveryPrice, type OrderForm } from './model';
import { DiscountFact, TotalFact } from './OrderTotals';
import { PaymentStep } from './PaymentStep';
import { RecipientStep } from './RecipientStep';

/** One order per seller (docs/product-rules.md#checkout "Checkout order"): its goods, then its recipient, delivery and payment steps. */
export function CheckoutOrderCard({
  order,
  form,
  number,
  count,
}: {
  order: CheckoutOrder;
  form: OrderForm;
  number: number;
  count: number;
}) {
  const { t } = useTranslation('checkout');
  const delivery = orderDeliveryPrice(order, form);
  const titleId = `checkout-order-${order.id}`;
  return (
    <article className="checkout-order" aria-labelledby={titleId}>
      <header className="checkout-order__head">
        <h2 id={titleId} className="checkout-order__title">
          {t('order.title', { number, count })}
        </h2>
        <p className="checkout-order__shop">{t('order.shop', { shop: order.seller.shop_name })}</p>
      </header>
      <ul className="checkout-items" aria-label={t('order.items')}>
        {order.products.map((p) => (
          <li key={p.id} className="checkout-item">
            <Picture image={p.image} sizes="56px" className="checkout-item__image" />
            <span className="checkout-item__title">{p.title}</span>
            <span className="checkout-item__qty">{t('order.qty', { count: p.qty })}</span>
            <Price value={p.price * p.qty} old={p.old_price === null ? null : p.old_price * p.qty} className="checkout-item__price" />
          </li>
        ))}
      </ul>
      <RecipientStep orderId={order.id} form={form} />
      <DeliveryStep order={order} form={form} />
      <PaymentStep order={order} form={form} />
      <dl className="checkout-totals checkout-totals--order" aria-live="polite">
        <DiscountFact value={order.discount} />
        <Fact term={t('summary.delivery')}>
          <DeliveryPriceText price={delivery} />
        </Fact>
        <TotalFact value={order.total + (delivery.kind === 'fixed' ? delivery.price : 0)} />
      </dl>
    </article>
  );
}
