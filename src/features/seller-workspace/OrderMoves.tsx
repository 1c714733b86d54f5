import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createWaybill, moveOrder, type BoardOrder, type OrderBoardStatus } from '../../api/seller-orders';
import { orderStatusChange, SELLER_SET_STATUSES, type SellerSetStatus } from '../../domain/order-status';
import { isWaybillNumber } from '../../domain/waybill';
import { CancelOrderForm } from './CancelOrderForm';

/** The statuses an order may go to from where it is (docs/product-rules.md#seller-orders). */
const movesFrom = (status: string): SellerSetStatus[] =>
  SELLER_SET_STATUSES.filter((to) => orderStatusChange(status as OrderBoardStatus, to) === 'move');

/** A move made: the order, where it went, and the waybill the store made for it when it did. */
export type OnMoved = (order: BoardOrder, to: SellerSetStatus, madeWaybill?: string) => void;

/**
 * The moves of one order: a button each, "sent" as a small form taking the Nova Poshta waybill (ТТН), checked as
 * the server checks it before it is sent, beside a button that has the store make the ТТН where it can
 * (docs/product-rules.md#seller-orders), and "cancelled" opening the form that asks why.
 */
export function OrderMoves({ order, onMoved }: { order: BoardOrder; onMoved: OnMoved }) {
  const { t } = useTranslation('seller-workspace');
  const [waybill, setWaybill] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const moves = movesFrom(order.status);
  if (moves.length === 0) return null;
  if (cancelling)
    return <CancelOrderForm order={order} onCancelled={() => onMoved(order, 'cancelled')} onBack={() => setCancelling(false)} />;

  const move = async (to: SellerSetStatus, withWaybill?: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await moveOrder(order.id, withWaybill ? { status: to, waybill: withWaybill } : { status: to });
      onMoved(order, to);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const makeWaybill = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { waybill: made } = await createWaybill(order.id);
      onMoved(order, 'sent', made);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    const number = waybill.replace(/\s/g, '');
    if (!isWaybillNumber(number)) return setProblem(t('orders.waybillInvalid'));
    void move('sent', number);
  };

  const waybillId = `seller-order-${order.id}-waybill`;
  return (
    <div className="seller-order__moves">
      {moves.includes('sent') && (
        <form className="seller-order__send" onSubmit={send} noValidate>
          <label className="field" htmlFor={waybillId}>
            <span className="field__label">{t('orders.waybill')}</span>
            <input
              id={waybillId}
              inputMode="numeric"
              autoComplete="off"
              value={waybill}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? `${waybillId}-problem` : undefined}
              onChange={(e) => setWaybill(e.target.value)}
            />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {t('orders.move.sent')}
          </button>
          {order.waybill_by_store && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void makeWaybill()}>
              {t('orders.makeWaybill')}
            </button>
          )}
        </form>
      )}
      {moves
        .filter((to) => to !== 'sent')
        .map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'cancelled' ? 'button button--ghost' : 'button'}
            disabled={busy}
            onClick={() => (to === 'cancelled' ? setCancelling(true) : void move(to))}
          >
            {t(`orders.move.${to}`)}
          </button>
        ))}
      {problem && (
        <p role="alert" id={`${waybillId}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}
