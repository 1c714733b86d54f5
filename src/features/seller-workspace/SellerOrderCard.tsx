import { useTranslation } from 'react-i18next';
import type { BoardOrder } from '../../api/seller-orders';
import type { SellerSetStatus } from '../../domain/order-status';
import { formatPrice } from '../../domain/money';
import type { Lang } from '../../domain/paths';
import { longShopDate } from '../../lib/shop-date';
import { OrderMoves } from './OrderMoves';

/** One order on the board: what was bought, who to call, who receives it and where, and the moves it has. */
export function SellerOrderCard({ order, onMoved }: { order: BoardOrder; onMoved: (order: BoardOrder, to: SellerSetStatus) => void }) {
  const { t, i18n } = useTranslation('seller-workspace');
  const titleId = `seller-order-${order.id}`;
  const { buyer, recipient } = order;
  return (
    <article className="seller-order" aria-labelledby={titleId}>
      <header className="seller-order__head">
        <h3 id={titleId}>{t('orders.number', { id: order.id })}</h3>
        <span className="seller-order__status">{t(`orders.status.${order.status}`)}</span>
      </header>
      <p className="seller-order__date">{longShopDate(i18n.language as Lang, order.created_at)}</p>
      <ul className="seller-order__items">
        {order.items.map((item) => (
          <li key={item.product_id}>
            {item.title} × {item.qty} — {formatPrice(item.price * item.qty)}
          </li>
        ))}
      </ul>
      <dl className="seller-order__facts">
        <dt>{t('orders.total')}</dt>
        <dd>{formatPrice(order.total)}</dd>
        <dt>{t('orders.buyer')}</dt>
        <dd>
          {buyer.name} · <a href={`tel:+${buyer.phone}`}>+{buyer.phone}</a>
          {buyer.email && ` · ${buyer.email}`}
        </dd>
        <dt>{t('orders.recipient')}</dt>
        <dd>
          {recipient.name} · <a href={`tel:+${recipient.phone}`}>+{recipient.phone}</a>
          {recipient.comment && ` · ${recipient.comment}`}
        </dd>
        <dt>{t('orders.delivery')}</dt>
        <dd>
          {[order.delivery.title, order.delivery.city, order.delivery.address].filter(Boolean).join(' · ') || t('orders.deliveryAgreed')}
        </dd>
        {order.waybill && (
          <>
            <dt>{t('orders.waybill')}</dt>
            <dd>{order.waybill}</dd>
          </>
        )}
      </dl>
      <OrderMoves order={order} onMoved={onMoved} />
    </article>
  );
}
