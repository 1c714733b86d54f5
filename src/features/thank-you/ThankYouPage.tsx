import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useResource } from '../../lib/resource';
import { placedOrders } from '../../stores/placed-orders';
import { AppLink } from '../../ui/AppLink';
import { Fact } from '../../ui/Fact';
import { Price } from '../../ui/Price';
import { fetchPaymentStatuses } from './api';
import { paymentDeclined, thankYouOrders, type FreshStatus } from './orders';
import { PaymentStatusLabel } from './PaymentStatusLabel';
import './thank-you.css';

const NO_STATUSES: FreshStatus[] = [];

/**
 * /thank-you-page (SPEC 2, 4): the orders just placed, with their numbers, sellers, totals and payment status,
 * a print and each order's PDF receipt. `?checkout=` comes from the payment page's redirect; the statuses are
 * read fresh from the server, since the payment was settled after the orders were remembered.
 */
export default function ThankYouPage() {
  const { t } = useTranslation('thank-you');
  const fromUrl = new URLSearchParams(useSearch()).get('checkout');
  const remembered = useMemo(() => placedOrders(), []);
  const checkoutId = fromUrl ?? remembered?.checkout_id ?? null;
  const statuses = useResource(`payment-status:${checkoutId ?? ''}`, () => (checkoutId ? fetchPaymentStatuses(checkoutId) : Promise.resolve(NO_STATUSES)));
  const orders = thankYouOrders(remembered, fromUrl, statuses.data ?? NO_STATUSES);
  const checking = statuses.status === 'loading';

  if (orders.length === 0) {
    if (checking) return <p className="thank-you__checking" role="status">{t('checking')}</p>;
    return (
      <section className="thank-you thank-you--empty">
        <h1>{t('empty')}</h1>
        <p>{t('emptyHint')}</p>
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
        {checking ? t('checking') : ''}
      </p>
      <ul className="thank-you__orders">
        {orders.map((order) => (
          <li key={order.id} className="thank-you-order" data-order-id={order.id}>
            <h2 className="thank-you-order__number">{t('orderNumber', { number: order.id })}</h2>
            <dl className="thank-you-order__facts">
              {order.shop_name && <Fact term={t('seller')}>{order.shop_name}</Fact>}
              {order.total !== undefined && (
                <Fact term={t('total')}>
                  <Price value={order.total} />
                </Fact>
              )}
              <Fact term={t('paymentStatus')}>
                <PaymentStatusLabel status={order.payment_status} />
              </Fact>
            </dl>
            {order.download_pdf_link && (
              // A plain link: the file is served by the API, and the browser saves it (Content-Disposition).
              <a className="thank-you-order__receipt" href={order.download_pdf_link} download aria-label={t('downloadReceiptOf', { number: order.id })}>
                {t('downloadReceipt')}
              </a>
            )}
          </li>
        ))}
      </ul>
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
