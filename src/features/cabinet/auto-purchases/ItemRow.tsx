import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeQty, moveItem, removeItem, type AutoPurchaseItem, type AutoPurchaseList } from '../../../api/auto-purchases';
import { AUTO_PURCHASE_QTY } from '../../../domain/auto-purchase';
import { paths } from '../../../domain/paths';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { MoveOrRemove } from '../shared/MoveOrRemove';
import { AppLink } from '../../../ui/AppLink';
import type { RunChange } from '../shared/use-customer-lists';

interface Props {
  item: AutoPurchaseItem;
  others: AutoPurchaseList[];
  busy: boolean;
  run: RunChange<AutoPurchaseList>;
}

/** A product of a list: its quantity (saved on leaving the field or Enter), moving it, taking it out. */
export function ItemRow({ item, others, busy, run }: Props) {
  const { t } = useTranslation(['auto-purchases', 'common']);
  const { product } = item;
  const [qty, setQty] = useState(String(item.qty));
  const qtyId = useId();

  const saveQty = (event?: FormEvent) => {
    event?.preventDefault();
    const wanted = Number(qty);
    if (!Number.isInteger(wanted) || wanted < AUTO_PURCHASE_QTY.min || wanted > AUTO_PURCHASE_QTY.max) return setQty(String(item.qty));
    if (wanted !== item.qty) void run(() => changeQty(item.id, wanted), t('qtySaved'));
  };

  return (
    <li className={`auto-item ${product.in_stock ? '' : 'auto-item--out'}`}>
      <AppLink href={paths.product(product.id)} className="auto-item__image" tabIndex={-1} aria-hidden="true">
        <Picture image={product.image} sizes="72px" />
      </AppLink>
      <div className="auto-item__body">
        <AppLink href={paths.product(product.id)} className="auto-item__title">
          {product.title}
        </AppLink>
        <Price value={product.price} old={product.old_price} />
        {!product.in_stock && <span className="auto-item__out">{t('common:outOfStock')}</span>}
      </div>
      <div className="auto-item__controls">
        <form onSubmit={saveQty} className="auto-item__qty">
          <label htmlFor={qtyId}>{t('qty')}</label>
          <input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={AUTO_PURCHASE_QTY.min}
            max={AUTO_PURCHASE_QTY.max}
            value={qty}
            aria-label={t('qtyOf', { title: product.title })}
            disabled={busy}
            onChange={(e) => setQty(e.target.value)}
            onBlur={() => saveQty()}
          />
        </form>
        <MoveOrRemove
          ns="auto-purchases"
          title={product.title}
          others={others}
          busy={busy}
          run={run}
          move={(listId) => moveItem(item.id, listId)}
          remove={() => removeItem(item.id)}
        />
      </div>
    </li>
  );
}
