import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editOffer, type SellerOffer } from '../../api/seller-workspace';
import { ApiFailure } from '../../lib/api';
import { PRICE_CHANGE_PERCENT, priceChangedByPercent } from '../../domain/seller-offers';
import { kopecksToUah, uahToKopecks } from '../../domain/money';

/** docs/product-rules.md#seller-workspace: one stock count, or one price change in percent, for every offer shown. */
export function BulkEdit({ offers, onDone }: { offers: readonly SellerOffer[]; onDone: () => void }) {
  const { t } = useTranslation('seller-workspace');
  const [stock, setStock] = useState('');
  const [percent, setPercent] = useState('');
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const changed = (uah: number, by: number) => kopecksToUah(priceChangedByPercent(uahToKopecks(uah), by));

  const applyToAll = async (edit: (offer: SellerOffer) => Parameters<typeof editOffer>[1]) => {
    setSending(true);
    let done = 0;
    try {
      // One after another: a refused offer stops the run with its reason, and those before it stay changed.
      for (const offer of offers) {
        await editOffer(offer.id, edit(offer));
        done += 1;
      }
      setOutcome({ text: t('bulkDone', { count: done }), failed: false });
    } catch (error) {
      setOutcome({
        text: `${t('bulkDone', { count: done })}. ${error instanceof ApiFailure ? error.message : String(error)}`,
        failed: true,
      });
    } finally {
      setSending(false);
      onDone();
    }
  };

  const setAllStock = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(stock);
    if (stock.trim() === '' || !Number.isInteger(count) || count < 0) return;
    void applyToAll(() => ({ stock: count }));
  };

  const byPercent = Number(percent);
  const percentValid =
    percent.trim() !== '' &&
    Number.isInteger(byPercent) &&
    byPercent !== 0 &&
    byPercent >= PRICE_CHANGE_PERCENT.min &&
    byPercent <= PRICE_CHANGE_PERCENT.max;
  const changeAllPrices = (event: FormEvent) => {
    event.preventDefault();
    if (!percentValid) return;
    void applyToAll((offer) => {
      const price = changed(offer.price, byPercent);
      // The old price moves with the price, so it stays above it.
      const oldPrice = offer.old_price === null ? null : Math.max(changed(offer.old_price, byPercent), price + 1);
      return offer.old_price === null ? { price } : { price, old_price: oldPrice };
    });
  };

  return (
    <details className="seller-bulk">
      <summary>{t('bulkTitle')}</summary>
      <form className="seller-bulk__row" onSubmit={setAllStock}>
        <label className="field">
          <span className="field__label">{t('bulkStock')}</span>
          <input type="text" inputMode="numeric" pattern="[0-9]*" value={stock} onChange={(e) => setStock(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={sending}>
          {t('bulkStockApply')}
        </button>
      </form>
      <form className="seller-bulk__row" onSubmit={changeAllPrices}>
        <label className="field">
          <span className="field__label">{t('bulkPercent')}</span>
          <input
            type="text"
            inputMode="numeric"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            aria-describedby="seller-bulk-range"
          />
        </label>
        <p id="seller-bulk-range" className="field__hint">
          {t('bulkPercentRange', { min: PRICE_CHANGE_PERCENT.min, max: PRICE_CHANGE_PERCENT.max })}
        </p>
        <button type="submit" className="button" disabled={sending || !percentValid}>
          {t('bulkPercentApply')}
        </button>
      </form>
      {outcome && <p role={outcome.failed ? 'alert' : 'status'}>{outcome.text}</p>}
    </details>
  );
}
