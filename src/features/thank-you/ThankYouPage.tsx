import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { fetchCheckoutOrders } from '../../api/orders';
import { ApiFailure } from '../../lib/api';
import { reportPurchases } from '../../lib/analytics/purchases';
import { useResource } from '../../lib/resource';
import { placedCheckoutId } from '../../stores/placed-orders';
import { AppLink } from '../../ui/AppLink';
import { Fact } from '../../ui/Fact';
import { Price } from '../../ui/Price';
import { PushOptIn } from '../../ui/PushOptIn';
import { paymentDeclined, type ThankYouOrder } from './orders';
import { PaymentStatusLabel } from './PaymentStatusLabel';
import { SellerLink } from '../../ui/SellerLink';
import './thank-you.css';

const NONE: ThankYouOrder[] = [];

/**
 * /thank-you-page (docs/product-rules.md#routes-and-screens, 4): the orders just placed, with their numbers, sellers, units, totals and payment status,
 * a print and each order's PDF receipt. All of it comes from the server by the checkout id: the one in the address
 * (the payment page's redirect and the checkout put it there, so the link works on any device), or else the one this
 * browser placed last.
 */
export default function ThankYouPage() {
  const { t } = useTranslation('thank-you');
  const { t: tp } = useTranslation('web-push');
  const fromUrl = new URLSearchParams(useSearch()).get('checkout');
  const remembered = useMemo(placedCheckoutId, []);
  const checkoutId = fromUrl ?? remembered;
  const loaded = useResource({
    key: `checkout-orders:${checkoutId ?? ''}`,
    load: () => (checkoutId ? fetchCheckoutOrders(checkoutId) : Promise.resolve(NONE)),
  });
  const orders = loaded.data ?? NONE;
  // Once per order however often the page opens (docs/product-rules.md#analytics-and-attribution); the server's
  // answer, so an order paid on the payment page counts with its final status.
  useEffect(() => {
    if (loaded.status === 'ready') reportPurchases(orders);
  }, [loaded.status, orders]);

  if (orders.length === 0) {
    if (loaded.status === 'loading')
      return (
        <p className="thank-you__checking" role="status">
          {t('checking')}
        </p>
      );
    // An unknown (or mistyped) checkout is "nothing here"; anything else is a failure to say so.
    const unknown = loaded.status === 'ready' || (loaded.error instanceof ApiFailure && [400, 404].includes(loaded.error.status));
    return (
      <section className="thank-you thank-you--empty">
        <h1>{t(unknown ? 'empty' : 'loadFailed')}</h1>
        <p>{t(unknown ? 'emptyHint' : 'loadFailedHint')}</p>
        <AppLink href="/" className="button">
          {t('toHome')}
        </AppLink>
      </section>
    );
  }

  return (
    <section className="thank-you">
      <h1>{t('title')}</h1>
      <p className="thank-you__lead">{t('lead', { count: orders.length })}</p>
      {paymentDeclined(orders) && (
        <p className="thank-you__declined" role="alert">
          {t('declined')}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {loaded.status === 'loading' ? t('checking') : ''}
      </p>
      <ul className="thank-you__orders">
        {orders.map((order) => (
          <li key={order.id} className="thank-you-order" data-order-id={order.id}>
            <h2 className="thank-you-order__number">{t('orderNumber', { number: order.id })}</h2>
            <dl className="thank-you-order__facts">
              <Fact term={t('seller')}>
                <SellerLink seller={order.seller} />
              </Fact>
              <Fact term={t('itemsCount')}>{order.items_count}</Fact>
              <Fact term={t('total')}>
                <Price value={order.total} />
              </Fact>
              <Fact term={t('paymentStatus')}>
                <PaymentStatusLabel status={order.payment_status} />
              </Fact>
            </dl>
            {/* A plain link: the file is served by the API, and the browser saves it (Content-Disposition). */}
            <a
              className="thank-you-order__receipt"
              href={order.download_pdf_link}
              download
              aria-label={t('downloadReceiptOf', { number: order.id })}
            >
              {t('downloadReceipt')}
            </a>
          </li>
        ))}
      </ul>
      {/* A guest's browser follows the checkout by its id (docs/product-rules.md#notifications). */}
      {checkoutId && (
        <PushOptIn className="thank-you__push" label={tp('offerOrder')} follows={{ kinds: { order: true }, checkout_ids: [checkoutId] }} />
      )}
      <div className="thank-you__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('print')}
        </button>
        <AppLink href="/" className="button button--ghost">
          {t('continue')}
        </AppLink>
      </div>
    </section>
  );
}
