import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Price } from '../../ui/Price';
import { checkoutTotals } from './model';
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
        <div>
          <dt>{t('summary.goods')}</dt>
          <dd>
            <Price value={totals.goods} />
          </dd>
        </div>
        {totals.discount > 0 && (
          <div className="checkout-totals__discount">
            <dt>{t('summary.discount')}</dt>
            <dd>
              −<Price value={totals.discount} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('summary.delivery')}</dt>
          <dd>
            <Price value={totals.delivery} />
            {totals.byProvider && <span className="checkout-totals__note"> + {t('summary.deliveryByProvider')}</span>}
          </dd>
        </div>
        <div className="checkout-totals__total">
          <dt>{t('summary.total')}</dt>
          <dd>
            <Price value={totals.total} />
          </dd>
        </div>
      </dl>
      <button type="button" className="button checkout-summary__submit" onClick={onSubmit} disabled={sending.value}>
        {t('summary.submit')}
      </button>
    </section>
  );
}
