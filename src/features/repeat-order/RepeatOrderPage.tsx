import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { repeatOrder } from '../../api/orders';
import { paths } from '../../domain/paths';
import { ApiFailure } from '../../lib/api';
import { i18next } from '../../lib/i18n';
import { reloadCart } from '../../stores/cart';
import { notifyCallFailure } from '../../stores/call-failure';
import { notify } from '../../stores/notifications';
import { AppLink } from '../../ui/AppLink';

/**
 * /repeat-order?order_id= (docs/product-rules.md#routes-and-screens, checkout layout, signed-in only): puts a past order back into the cart and goes on
 * to checkout. docs/product-rules.md#cabinet "Repeated order": each item that could not go back gets its own error notice, titled with
 * cart.error_adding_product_to_cart and naming the product.
 */
export default function RepeatOrderPage() {
  const { t } = useTranslation('repeat-order');
  const [, navigate] = useLocation();
  const orderId = Number(new URLSearchParams(useSearch()).get('order_id'));
  const [failed, setFailed] = useState(false);
  // One repeat per visit: a second run (React's development double effects) would repeat the notices.
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (started.current === orderId) return;
    started.current = orderId;
    if (!Number.isSafeInteger(orderId) || orderId < 1) {
      setFailed(true);
      return;
    }
    void (async () => {
      try {
        const { dropped } = await repeatOrder(orderId);
        await i18next.loadNamespaces('cart');
        // They stay until closed: the shopper reads them on the checkout page that loads meanwhile.
        for (const item of dropped)
          notify({ type: 'error', title: i18next.t('cart:error_adding_product_to_cart'), text: item.title, duration: 0 });
        await reloadCart();
        navigate(paths.checkout(), { replace: true });
      } catch (error) {
        if (!(error instanceof ApiFailure)) console.error(error);
        notifyCallFailure(error);
        setFailed(true);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the order is repeated once per order id; navigate is stable
  }, [orderId]);

  if (failed) {
    return (
      <section className="repeat-order">
        <h1>{t('failedTitle')}</h1>
        <p>{t('failedHint')}</p>
        <AppLink href={paths.cabinet('orders')} className="button">
          {t('toOrders')}
        </AppLink>
      </section>
    );
  }
  return (
    <section className="repeat-order" aria-busy="true">
      <h1>{t('title')}</h1>
      <p role="status">{t('progress')}</p>
    </section>
  );
}
