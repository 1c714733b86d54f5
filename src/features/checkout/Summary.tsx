import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/Fact';
import { Price } from '../../ui/Price';
import { DeliveryPriceText } from './DeliveryPriceText';
import { checkoutTotals } from './model';
import { DiscountFact, TotalFact } from './OrderTotals';
import { checkoutData, orderForms, sending } from './store';

/** The totals of all orders and the send button; totals are announced as they change. */
export function Summary({ onSubmit }: { onSubmit: () => void }) {
  useSignals();
  const { t } = useTranslation('checkout');
  const orders = checkoutData.value?.orders ?? [];
  const totals = checkoutTotals(orders, orderForms.value);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('summary.title')} <span className="checkout-summary__count">{t('summary.orders', { count: orders.length })}</span>
      </h2>
      <dl className="checkout-totals" aria-live="polite">
        <Fact term={t('summary.goods')}>
          <Price value={totals.goods} />
        </Fact>
        <DiscountFact value={totals.discount} />
        <Fact term={t('summary.delivery')}>
          {/* docs/product-rules.md#delivery-price: no delivery type, no price (not "0 ₴"). */}
          {totals.deliveryChosen ? <Price value={totals.delivery} /> : <DeliveryPriceText price={{ kind: 'none' }} />}
          {totals.byProvider && <span className="checkout-totals__note"> + {t('summary.deliveryByProvider')}</span>}
        </Fact>
        <TotalFact value={totals.total} />
      </dl>
      <button type="button" className="button checkout-summary__submit" onClick={onSubmit} disabled={sending.value}>
        {t('summary.submit')}
      </button>
    </section>
  );
}
