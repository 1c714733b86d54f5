import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLiveSearch } from '../../api/search';
import { addOffer } from '../../api/seller-workspace';
import { ApiFailure } from '../../lib/api';
import { afterPause } from '../../lib/debounce';
import { STOCK_MAX } from '../../domain/seller-offers';

const SEARCH_PAUSE_MS = 300;
/** Fewer letters find too much to pick from. */
const SEARCH_MIN_LETTERS = 2;

type Goods = { base_product_id: number; title: string };

const wholeFrom = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * "Додати пропозицію" (docs/product-rules.md#seller-workspace): goods of the catalogue found as the shop's search
 * finds them, picked one, then the seller's price in whole hryvnias and stock. A refusal (goods the seller already
 * offers) keeps what was typed, with the server's words.
 */
export function AddOffer({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('seller-workspace');
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<Goods[] | null>(null);
  const [picked, setPicked] = useState<Goods | null>(null);
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const q = typed.trim();
    if (q.length < SEARCH_MIN_LETTERS) return void setFound(null);
    return afterPause(SEARCH_PAUSE_MS, (signal) =>
      fetchLiveSearch(q, signal).then(
        (answer) => setFound(answer.products.map((p) => ({ base_product_id: p.base_product_id, title: p.title }))),
        () => !signal.aborted && setFound([]),
      ),
    );
  }, [typed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const priceUah = wholeFrom(price, 1, 10_000_000);
    const count = wholeFrom(stock, 0, STOCK_MAX);
    if (!picked) return setOutcome({ text: t('addOffer.pick'), failed: true });
    if (priceUah === null || count === null) return setOutcome({ text: t('addOffer.invalid'), failed: true });
    setSending(true);
    try {
      await addOffer({ base_product_id: picked.base_product_id, price: priceUah, stock: count });
      setOutcome({ text: t('addOffer.done', { title: picked.title }), failed: false });
      setTyped('');
      setPicked(null);
      setPrice('');
      setStock('');
      onAdded();
    } catch (error) {
      setOutcome({ text: error instanceof ApiFailure ? error.message : String(error), failed: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <details className="seller-bulk">
      <summary>{t('addOffer.title')}</summary>
      <form className="seller-add-offer" aria-label={t('addOffer.title')} noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('addOffer.about')}</p>
        <label className="field">
          <span className="field__label">{t('addOffer.search')}</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        {found && (
          <fieldset className="seller-add-offer__found">
            <legend>{t('addOffer.found')}</legend>
            {found.length === 0 && <p>{t('addOffer.nothing')}</p>}
            {found.map((goods) => (
              <label key={goods.base_product_id} className="seller-add-offer__goods">
                <input
                  type="radio"
                  name="add-offer-goods"
                  checked={picked?.base_product_id === goods.base_product_id}
                  onChange={() => setPicked(goods)}
                />
                {goods.title}
              </label>
            ))}
          </fieldset>
        )}
        <div className="seller-bulk__row">
          <label className="field">
            <span className="field__label">{t('price')}</span>
            <input type="text" inputMode="numeric" pattern="[0-9]*" value={price} onChange={(e) => setPrice(e.target.value)} required />
          </label>
          <label className="field">
            <span className="field__label">{t('stock')}</span>
            <input type="text" inputMode="numeric" pattern="[0-9]*" value={stock} onChange={(e) => setStock(e.target.value)} required />
          </label>
        </div>
        <button type="submit" className="button" disabled={sending}>
          {t('addOffer.submit')}
        </button>
        {outcome && <p role={outcome.failed ? 'alert' : 'status'}>{outcome.text}</p>}
      </form>
    </details>
  );
}
