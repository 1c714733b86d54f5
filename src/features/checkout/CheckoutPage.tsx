import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../domain/paths';
import { lang } from '../../stores/session';
import { BuyerStep } from './BuyerStep';
import { CheckoutOrderCard } from './CheckoutOrderCard';
import { PromoCode } from './PromoCode';
import { checkoutData, loadStatus, openCheckout, orderForms, sending, submitCheckout } from './store';
import { Summary } from './Summary';
import './checkout.css';

/** /checkout (docs/product-rules.md#checkout "Checkout flow"): init, the buyer, one card per seller order, the promo code and the totals. */
export default function CheckoutPage() {
  useSignals();
  const { t } = useTranslation('checkout');
  const [, navigate] = useLocation();
  const data = checkoutData.value;
  const status = loadStatus.value;

  useEffect(() => {
    void openCheckout();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the checkout opens again in the new language: useSignals re-renders on the signal, the effect follows its value
  }, [lang.value]);

  // docs/product-rules.md#routes-and-screens: nothing to check out sends the shopper home.
  const empty = status === 'ready' && data?.orders.length === 0;
  useEffect(() => {
    if (empty) navigate('/', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate is stable for the page
  }, [empty]);

  const submit = async () => {
    const outcome = await submitCheckout();
    if (typeof outcome !== 'object') return;
    // The thank-you address carries the checkout id: it shows these orders after a reload and on another device.
    if (outcome.paymentUrl) location.assign(outcome.paymentUrl);
    else navigate(paths.thankYou(outcome.checkoutId));
  };

  if (status === 'failed' && !data)
    return (
      <div className="checkout-state">
        <h1>{t('title')}</h1>
        <p>{t('loadFailed')}</p>
        <button type="button" className="button" onClick={() => void openCheckout()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!data || empty)
    return (
      <div className="checkout-state" role="status" aria-busy="true">
        <h1>{t('title')}</h1>
        <p className="checkout-spinner">{t('loading')}</p>
      </div>
    );

  const forms = orderForms.value;
  const busy = sending.value;
  return (
    <div className="checkout" aria-busy={busy}>
      <h1 className="checkout__title">{t('title')}</h1>
      {/* One fieldset, so that sending disables every field at once; its legend names the whole form. */}
      <fieldset className="checkout__frame" disabled={busy}>
        <legend className="visually-hidden">{t('title')}</legend>
        <div className="checkout__main">
          {data.dropped.length > 0 && (
            <p className="checkout-dropped" role="alert">
              {t('dropped', { titles: data.dropped.map((d) => d.title).join(', ') })}
            </p>
          )}
          <BuyerStep />
          {data.orders.map((order, index) => {
            const form = forms[order.id];
            return form && <CheckoutOrderCard key={order.id} order={order} form={form} number={index + 1} count={data.orders.length} />;
          })}
        </div>
        <aside className="checkout__side">
          <div className="checkout__sticky">
            <PromoCode />
            <Summary onSubmit={() => void submit()} />
          </div>
        </aside>
      </fieldset>
      {busy && (
        <div className="checkout-sending" role="status">
          <progress className="checkout-sending__bar" aria-label={t('summary.sending')} />
          <p>{t('summary.sending')}</p>
        </div>
      )}
    </div>
  );
}
