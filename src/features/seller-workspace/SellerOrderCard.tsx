import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openOrder, type BoardOrder } from '../../api/seller-orders';
import { formatPrice } from '../../domain/money';
import type { Lang } from '../../domain/paths';
import { longShopDate } from '../../lib/shop-date';
import { OrderMoves, type OnMoved } from './OrderMoves';

interface Props {
  order: BoardOrder;
  onMoved: OnMoved;
  /** someone opened an order no one of the shop had opened */
  onOpened?: (order: BoardOrder) => void;
}

/**
 * One order on the board: what was bought, who to call, who receives it and where, and the moves it has. An order
 * no one of the shop has opened shows what was bought and a button that opens the rest, which takes it off the
 * orders tab's count (docs/product-rules.md#seller-orders).
 */
export function SellerOrderCard({ order, onMoved, onOpened }: Props) {
  const { t, i18n } = useTranslation('seller-workspace');
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `seller-order-${order.id}`;
  const { buyer, recipient } = order;

  const open = async () => {
    setOpening(true);
    setProblem(null);
    try {
      await openOrder(order.id);
      onOpened?.(order);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setOpening(false);
    }
  };

  const head = (
    <header className="seller-order__head">
      <h3 id={titleId}>{t('orders.number', { id: order.id })}</h3>
      {!order.opened && <span className="seller-order__unopened">{t('orders.unopened')}</span>}
      <span className="seller-order__status">{t(`orders.status.${order.status}`)}</span>
    </header>
  );
  const items = (
    <ul className="seller-order__items">
      {order.items.map((item) => (
        <li key={item.product_id}>
          {item.title} × {item.qty} — {formatPrice(item.price * item.qty)}
        </li>
      ))}
    </ul>
  );
  if (!order.opened)
    return (
      <article className="seller-order seller-order--unopened" aria-labelledby={titleId}>
        {head}
        <p className="seller-order__date">{longShopDate(i18n.language as Lang, order.created_at)}</p>
        {items}
        <p className="seller-order__total">
          {t('orders.total')}: {formatPrice(order.total)}
        </p>
        <button type="button" className="button" disabled={opening} onClick={() => void open()}>
          {t('orders.open')}
        </button>
        {problem && <p role="alert">{problem}</p>}
      </article>
    );
  return (
    <article className="seller-order" aria-labelledby={titleId}>
      {head}
      <p className="seller-order__date">{longShopDate(i18n.language as Lang, order.created_at)}</p>
      {items}
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
        {order.cancellation && (
          <>
            <dt>{t('orders.cancellation')}</dt>
            <dd>{[t(`orders.cancel.reasons.${order.cancellation.reason}`), order.cancellation.note].filter(Boolean).join(' · ')}</dd>
          </>
        )}
      </dl>
      <OrderMoves order={order} onMoved={onMoved} />
    </article>
  );
}
