import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPurchasesSearch, type LiveResult } from '../../../api/search';
import { isLiveSearchQueryPresent } from '../../../domain/limits';
import { paths } from '../../../domain/paths';
import { afterPause } from '../../../lib/debounce';
import { AppLink } from '../../../ui/AppLink';

/** Long enough for a word typed at a normal pace to make one request (the header search waits as long). */
const PAUSE_MS = 250;

/**
 * "Search in my purchases" on the orders tab (docs/product-rules.md#search): what is typed is looked up among the
 * goods the customer has ordered, once typing pauses; the request in flight is dropped when typing goes on.
 */
export function PurchasesSearch() {
  const { t } = useTranslation('orders');
  const fieldId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; result: LiveResult } | null>(null);
  const wanted = isLiveSearchQueryPresent(query) ? query.trim() : '';

  useEffect(() => {
    if (!wanted) return setFound(null);
    return afterPause(PAUSE_MS, (signal) => {
      fetchPurchasesSearch(wanted, signal).then(
        (result) => !signal.aborted && setFound({ query: wanted, result }),
        () => !signal.aborted && setFound(null),
      );
    });
  }, [wanted]);

  const shown = wanted && found?.query === wanted ? found.result : null;
  return (
    <div className="purchases-search" role="search">
      <label htmlFor={fieldId}>{t('purchasesSearch.label')}</label>
      <input id={fieldId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      {shown && (
        <div role="status">
          {shown.products.length === 0 ? (
            <p className="purchases-search__none">{t('purchasesSearch.none', { query: wanted })}</p>
          ) : (
            <ul className="purchases-search__list" aria-label={t('purchasesSearch.found', { count: shown.total })}>
              {shown.products.map((product) => (
                <li key={product.id}>
                  <AppLink href={paths.product(product.id)}>{product.title}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
