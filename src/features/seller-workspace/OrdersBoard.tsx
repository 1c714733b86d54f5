import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerOrdersBoard, type BoardQuery, type OrderBoardStatus } from '../../api/seller-orders';
import { ORDER_STATUSES } from '../../domain/order-status';
import { afterPause } from '../../lib/debounce';
import { useResource } from '../../lib/resource';
import type { OnMoved } from './OrderMoves';
import { SellerOrderCard } from './SellerOrderCard';
import { NewOrdersPush } from './NewOrdersPush';
import { PageButtons } from './PageButtons';
import { useUnopenedOrders } from './use-unopened-orders';

const SEARCH_PAUSE_MS = 300;
/** How often the board asks for new orders while it is in view, so they arrive without a reload. */
export const NEW_ORDERS_POLL_MS = 15_000;

/**
 * The orders board (docs/product-rules.md#seller-orders): a tab per status with its count, a search by order number
 * or phone, one card per order with its moves. After a move the board asks again, so the order goes to its new tab.
 */
export function OrdersBoard({ pollMs = NEW_ORDERS_POLL_MS }: { pollMs?: number }) {
  const { t, i18n } = useTranslation('seller-workspace');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<BoardQuery>({ status: 'new', page: 1 });
  const [moved, setMoved] = useState<string | null>(null);

  useEffect(() => {
    const q = typed.trim();
    return afterPause(SEARCH_PAUSE_MS, () => setQuery((current) => ((current.q ?? '') === q ? current : { ...current, q, page: 1 })));
  }, [typed]);

  const key = `seller-orders:${i18n.language}:${query.status}:${query.q ?? ''}:${query.page ?? 1}`;
  const board = useResource({ key, load: () => sellerOrdersBoard(query) }, { poll: pollMs, keepPrevious: true });
  const answer = board.data;
  const meta = answer?.meta;

  const unopened = useUnopenedOrders(pollMs);
  const onMoved: OnMoved = (order, to, madeWaybill) => {
    setMoved(
      madeWaybill
        ? t('orders.waybillMade', { id: order.id, waybill: madeWaybill })
        : t('orders.moved', { id: order.id, status: t(`orders.status.${to}`) }),
    );
    void board.refresh();
    if (!order.opened) void unopened.refresh();
  };
  const onOpened = () => {
    void board.refresh();
    void unopened.refresh();
  };
  const show = (status: OrderBoardStatus) => setQuery((current) => ({ ...current, status, page: 1 }));

  return (
    <section className="seller-orders" aria-labelledby="seller-orders-title">
      <h2 id="seller-orders-title">{t('orders.title')}</h2>
      <NewOrdersPush />
      <div className="seller-orders__statuses" role="group" aria-label={t('orders.statuses')}>
        {ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className="button button--ghost"
            aria-pressed={status === query.status}
            onClick={() => show(status)}
          >
            {t(`orders.tab.${status}`)} <span className="seller-orders__count">{meta?.counts[status] ?? 0}</span>
          </button>
        ))}
      </div>
      <label className="field">
        <span className="field__label">{t('orders.search')}</span>
        <input type="search" inputMode="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <p className="seller-orders__moved" role="status">
        {moved}
      </p>
      {board.status === 'failed' && !answer && (
        <p role="alert">{board.error instanceof Error ? board.error.message : t('orders.failed')}</p>
      )}
      {!answer && board.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {answer && answer.data.length === 0 && <p>{query.q ? t('none') : t(`orders.empty.${query.status}`)}</p>}
      {answer && answer.data.length > 0 && (
        <ul className="seller-orders__list">
          {answer.data.map((order) => (
            <li key={order.id}>
              <SellerOrderCard order={order} onMoved={onMoved} onOpened={onOpened} />
            </li>
          ))}
        </ul>
      )}
      {meta && <PageButtons meta={meta} onPage={(page) => setQuery((c) => ({ ...c, page }))} label={t('orders.pages')} />}
    </section>
  );
}
