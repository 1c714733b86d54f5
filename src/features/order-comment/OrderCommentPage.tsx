import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import './order-comment.css';

/**
 * /order/comment: the old address of the order review. With `order_id` it forwards to that order's review in the
 * cabinet (which asks a guest to sign in first); without one it points to the orders, where reviews are written.
 */
export default function OrderCommentPage() {
  useSignals();
  const { t } = useTranslation(['order-comment', 'common']);
  const orderId = Number(new URLSearchParams(useSearch()).get('order_id'));
  if (Number.isInteger(orderId) && orderId > 0) return <Redirect to={paths.orderReview(orderId)} replace />;
  return (
    <div className="order-comment">
      <h1>{t('chooseOrderTitle')}</h1>
      <p>{t('chooseOrder')}</p>
      <AppLink href={paths.cabinet('orders')} className="button">
        {t('toOrders')}
      </AppLink>
    </div>
  );
}
