import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLiveSearch } from '../../api/search';
import { addOffer, sellerOffers } from '../../api/seller-workspace';
import { ApiFailure } from '../../lib/api';
import { afterPause } from '../../lib/debounce';
import { VENDOR_CODE_MAX } from '../../domain/price-feed';
import { STOCK_MAX } from '../../domain/seller-offers';

const SEARCH_PAUSE_MS = 300;
/** Fewer letters find too much to pick from. */
const SEARCH_MIN_LETTERS = 2;

type Goods = { base_product_id: number; title: string };
/** `offered`: the seller sells these goods already, so they are not picked again. */
type FoundGoods = Goods & { offered: boolean };
/** The most goods the seller API checks at once. */
const CHECKED_AT_ONCE = 50;

/**
 * The goods the shop's search finds, each marked when the seller offers it already. Unmarked when that check fails:
 * the server still refuses goods the seller offers.
 */
async function goodsFound(q: string, signal: AbortSignal): Promise<FoundGoods[]> {
  const found = (await fetchLiveSearch(q, signal)).products.map((p) => ({ base_product_id: p.base_product_id, title: p.title }));
  const ids = [...new Set(found.map((g) => g.base_product_id))].slice(0, CHECKED_AT_ONCE);
  const offered =
    ids.length === 0
      ? new Set<number>()
      : await sellerOffers({ goods: ids, per_page: ids.length }).then(
          (answer) => new Set(answer.data.map((o) => o.base_product_id)),
          () => new Set<number>(),
        );
  return found.map((g) => ({ ...g, offered: offered.has(g.base_product_id) }));
}

const wholeFrom = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * "Додати пропозицію" (docs/product-rules.md#seller-workspace): goods of the catalogue found as the shop's search
 * finds them (those the seller offers already marked and not to be picked), picked one, then the seller's price in
 * whole hryvnias, stock and, if the seller keeps one, its vendor code for price feeds. A refusal (a vendor code
 * another offer has) keeps what was typed, with the server's words.
 */
export function AddOffer({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('seller-workspace');
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<FoundGoods[] | null>(null);
  const [picked, setPicked] = useState<Goods | null>(null);
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [vendorCode, setVendorCode] = useState('');
  /** The server refused the vendor code: the field says so until it is changed. */
  const [codeRefused, setCodeRefused] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const q = typed.trim();
    if (q.length < SEARCH_MIN_LETTERS) return void setFound(null);
    return afterPause(SEARCH_PAUSE_MS, (signal) =>
      goodsFound(q, signal).then(
        (goods) => !signal.aborted && setFound(goods),
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
    const code = vendorCode.trim();
    if (code.length > VENDOR_CODE_MAX) return setOutcome({ text: t('addOffer.vendorCodeTooLong', { max: VENDOR_CODE_MAX }), failed: true });
    setSending(true);
    try {
      await addOffer({ base_product_id: picked.base_product_id, price: priceUah, stock: count, ...(code !== '' && { vendor_code: code }) });
      setOutcome({ text: t('addOffer.done', { title: picked.title }), failed: false });
      setTyped('');
      setPicked(null);
      setPrice('');
      setStock('');
      setVendorCode('');
      setCodeRefused(false);
      onAdded();
    } catch (error) {
      setCodeRefused(error instanceof ApiFailure && error.body.errors?.vendor_code !== undefined);
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
              <label
                key={goods.base_product_id}
                className={`seller-add-offer__goods${goods.offered ? ' seller-add-offer__goods--offered' : ''}`}
              >
                <input
                  type="radio"
                  name="add-offer-goods"
                  checked={picked?.base_product_id === goods.base_product_id}
                  disabled={goods.offered}
                  onChange={() => setPicked(goods)}
                />
                <span>
                  {goods.title}
                  {/* Inside the label, so the choice's name says it too. */}
                  {goods.offered && <span className="seller-add-offer__offered"> {t('addOffer.offered')}</span>}
                </span>
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
          <label className="field">
            <span className="field__label">{t('addOffer.vendorCode')}</span>
            <input
              type="text"
              value={vendorCode}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={codeRefused || undefined}
              onChange={(e) => {
                setCodeRefused(false);
                setVendorCode(e.target.value);
              }}
            />
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
