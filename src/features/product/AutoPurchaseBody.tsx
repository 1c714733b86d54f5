import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addItem, fetchHoldings, fetchLists, type AutoPurchaseList, type Holdings } from '../../api/auto-purchases';
import { AUTO_PURCHASE_DEFAULT_INTERVAL, AUTO_PURCHASE_QTY } from '../../domain/auto-purchase';
import { ChangeQueued } from '../../lib/outbox/change-queued';
import { notifyCallFailure } from '../../stores/call-failure';
import { notify } from '../../stores/notifications';
import { DialogBody, DialogFooter } from '../../ui/Dialog';

interface Choices {
  lists: { id: number; name: string; is_default: boolean }[];
  holdings: Holdings;
}

async function fetchChoices(productId: number): Promise<Choices> {
  const [lists, holdings] = await Promise.all([fetchLists(), fetchHoldings(productId)]);
  return { lists: lists.map(({ id, name, is_default }) => ({ id, name, is_default })), holdings };
}

/** The list the product went into: the chosen one, or the default the server made or used. */
const listOf = (lists: readonly AutoPurchaseList[], chosen: number | null) =>
  lists.find((l) => (chosen === null ? l.is_default : l.id === chosen));

interface Props {
  productId: number;
  minQty: number;
  onClose: () => void;
}

/**
 * The form of "Add to auto-purchase", loaded when its dialog opens (AutoPurchaseButton.tsx): the customer's lists
 * and what they already hold of the product are asked for at once; a list and a quantity are picked.
 */
export default function AutoPurchaseBody({ productId, minQty, onClose }: Props) {
  const { t } = useTranslation('auto-purchases');
  const [choices, setChoices] = useState<Choices | null>(null);
  const [listId, setListId] = useState('');
  const [qty, setQty] = useState(String(Math.max(AUTO_PURCHASE_QTY.min, minQty)));
  const [sending, setSending] = useState(false);
  const formId = useId();
  const listFieldId = useId();
  const qtyFieldId = useId();

  useEffect(() => {
    let shown = true;
    fetchChoices(productId).then(
      (found) => {
        if (!shown) return;
        setChoices(found);
        setListId(String((found.lists.find((l) => l.is_default) ?? found.lists[0])?.id ?? ''));
      },
      (error: unknown) => {
        if (!shown) return;
        onClose();
        notifyCallFailure(error);
      },
    );
    return () => {
      shown = false;
    };
    // Asked once per opening: the dialog's body is made anew each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(qty);
    if (!Number.isInteger(count) || count < AUTO_PURCHASE_QTY.min || count > AUTO_PURCHASE_QTY.max) return;
    const chosen = listId ? Number(listId) : null;
    setSending(true);
    try {
      const data = await addItem(productId, count, chosen);
      notify({ type: 'success', group: 'auto-purchases', title: t('added', { name: listOf(data, chosen)?.name ?? '' }) });
      onClose();
    } catch (error) {
      // Kept on the device for later (offline), the product goes into the list once the connection is back.
      if (error instanceof ChangeQueued) onClose();
      notifyCallFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <DialogBody>
        {!choices ? (
          <p aria-busy="true">{t('loadingLists')}</p>
        ) : (
          <form id={formId} className="report-form" onSubmit={send}>
            {choices.holdings.length > 0 && (
              <p className="report-form__intro">
                {t('inLists', { lists: choices.holdings.map((h) => t('inListQty', { name: h.list_name, qty: h.qty })).join(', ') })}
              </p>
            )}
            {choices.lists.length === 0 ? (
              <p className="report-form__intro">{t('willCreate', { name: t('defaultListName'), count: AUTO_PURCHASE_DEFAULT_INTERVAL })}</p>
            ) : (
              <div className="field">
                <label htmlFor={listFieldId} className="field__label">
                  {t('list')}
                </label>
                <select id={listFieldId} value={listId} onChange={(e) => setListId(e.target.value)}>
                  {choices.lists.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="field">
              <label htmlFor={qtyFieldId} className="field__label">
                {t('qty')}
              </label>
              <input
                id={qtyFieldId}
                type="number"
                inputMode="numeric"
                min={AUTO_PURCHASE_QTY.min}
                max={AUTO_PURCHASE_QTY.max}
                step={1}
                required
                value={qty}
                onChange={(e) => setQty(e.target.value)}
              />
            </div>
          </form>
        )}
      </DialogBody>
      <DialogFooter>
        <button type="submit" form={formId} className="button" disabled={!choices || sending} aria-busy={sending}>
          {t('add')}
        </button>
      </DialogFooter>
    </>
  );
}
