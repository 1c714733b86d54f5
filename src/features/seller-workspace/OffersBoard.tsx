import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proposalChoices } from '../../api/proposals';
import { sellerOffers, sellerWarehouses, type OfferQuery, type SellerOffer } from '../../api/seller-workspace';
import { afterPause } from '../../lib/debounce';
import { useResource } from '../../lib/resource';
import { AddOffer } from './AddOffer';
import { BulkEdit } from './BulkEdit';
import { OfferCard } from './OfferCard';
import { PageButtons } from './PageButtons';
import { warehouseName } from './warehouse-name';

type Answer = Awaited<ReturnType<typeof sellerOffers>>;
const SEARCH_PAUSE_MS = 300;

/**
 * The seller's offers: adding one of goods the catalogue has, a search, the stock and category filters (and the
 * warehouse filter for a seller with more than one), one card per offer with its inline edits, and the bulk edit of
 * those shown.
 */
export function OffersBoard() {
  const { t, i18n } = useTranslation('seller-workspace');
  // The catalogue's categories, as the proposal form reads them (the same key: one request for both).
  const choices = useResource({ key: `proposal-choices:${i18n.language}:`, load: () => proposalChoices() });
  const warehouses = useResource({ key: `seller-warehouses:${i18n.language}`, load: () => sellerWarehouses() });
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<OfferQuery>({ page: 1 });
  /** How many answers the list has had: a card starts again from the server's values with each one. */
  const [loads, setLoads] = useState(0);
  /** The answer a saved card put in: it is the card's own values, so no card starts again for it. */
  const saved = useRef<Answer | null>(null);
  const list = useResource(
    { key: `seller-offers:${i18n.language}:${JSON.stringify(query)}`, load: () => sellerOffers(query) },
    { keepPrevious: true, onAnswer: (next) => next !== saved.current && setLoads((n) => n + 1) },
  );
  const answer = list.data;
  const failed = list.status === 'failed' ? (list.error instanceof Error ? list.error.message : String(list.error)) : null;
  const reload = () => void list.refresh();

  useEffect(() => {
    const q = typed.trim();
    return afterPause(SEARCH_PAUSE_MS, () => setQuery((current) => ((current.q ?? '') === q ? current : { ...current, q, page: 1 })));
  }, [typed]);

  const replace = (offer: SellerOffer) => {
    if (!answer) return;
    saved.current = { ...answer, data: answer.data.map((o) => (o.id === offer.id ? offer : o)) };
    list.replace(saved.current);
  };
  const meta = answer?.meta;

  return (
    <section className="seller-offers" aria-labelledby="seller-offers-title">
      <h2 id="seller-offers-title">{t('offers')}</h2>
      <div className="seller-offers__tools">
        <label className="field">
          <span className="field__label">{t('search')}</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('filter')}</span>
          <select
            value={query.stock ?? ''}
            onChange={(e) => setQuery((current) => ({ ...current, stock: (e.target.value || undefined) as OfferQuery['stock'], page: 1 }))}
          >
            <option value="">{t('filterAll')}</option>
            <option value="out_of_stock">{t('filterOutOfStock')}</option>
            <option value="low_stock">{t('filterLowStock')}</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('filterCategory')}</span>
          <select
            value={query.category ?? ''}
            aria-busy={!choices.data}
            onChange={(e) => setQuery((current) => ({ ...current, category: Number(e.target.value) || undefined, page: 1 }))}
          >
            <option value="">{t('filterAllCategories')}</option>
            {choices.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {/* One warehouse holds every offer: filtering by it would show them all. */}
        {warehouses.data && warehouses.data.length > 1 && (
          <label className="field">
            <span className="field__label">{t('filterWarehouse')}</span>
            <select
              value={query.warehouse ?? ''}
              onChange={(e) => setQuery((current) => ({ ...current, warehouse: Number(e.target.value) || undefined, page: 1 }))}
            >
              <option value="">{t('filterAllWarehouses')}</option>
              {warehouses.data.map((w) => (
                <option key={w.id} value={w.id}>
                  {warehouseName(w)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <AddOffer onAdded={reload} />
      {failed && <p role="alert">{failed}</p>}
      {!answer && !failed && <p aria-busy="true">{t('loading')}</p>}
      {answer && (
        <>
          <p className="seller-offers__total" aria-live="polite">
            {answer.data.length === 0 ? t('none') : t('total', { count: answer.meta.total })}
          </p>
          {answer.data.length > 0 && <BulkEdit offers={answer.data} onDone={reload} />}
          <ul className="seller-offers__list">
            {answer.data.map((offer) => (
              // A card keeps what the seller typed until the list is answered again (after a bulk edit): then it starts from the server's values.
              <li key={`${offer.id}:${loads}`}>
                <OfferCard offer={offer} onSaved={replace} />
              </li>
            ))}
          </ul>
          {meta && <PageButtons meta={meta} onPage={(page) => setQuery((c) => ({ ...c, page }))} />}
        </>
      )}
    </section>
  );
}
