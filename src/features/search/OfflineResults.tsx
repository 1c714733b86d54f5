import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { retryPage } from '../../lib/page-retry';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { ProductTile } from '../../ui/ProductTile';
import { PageFailure } from '../../ui/PageFailure';

/** As many as a results page shows online, at most. */
const OFFLINE_RESULTS_SHOWN = 48;

/** Results while offline: from the products the device holds (stored copies and kept viewed cards), labelled so; the page asks the server again once the connection returns. */
export function OfflineResults({ query }: { query: string }) {
  const { t } = useTranslation(['search', 'common']);
  const found = useResource({
    key: `search-offline:${lang.value}:${query}`,
    load: () => import('./offline-search').then((m) => m.searchOfflineProducts(lang.peek(), query, OFFLINE_RESULTS_SHOWN)),
  });
  useEffect(() => {
    window.addEventListener('online', retryPage);
    return () => window.removeEventListener('online', retryPage);
  }, []);

  if (found.status === 'failed') return <PageFailure error={found.error} />;
  const cards = found.data?.cards;
  const corrected = found.data?.corrected;
  return (
    <div className="search-page" aria-busy={found.status === 'loading'}>
      <h1 className="search-page__title">
        {t('title', { query })} {cards && <span className="search-page__count">{t('productsCount', { count: cards.length })}</span>}
      </h1>
      <p className="search-page__kept" role="status">
        {t('offlineResults')}
      </p>
      {corrected !== undefined && <p className="search-page__corrected">{t('corrected', { corrected })}</p>}
      {cards && cards.length > 0 && (
        <ul className="tiles">
          {cards.map((card, i) => (
            <li key={card.id}>
              <ProductTile product={card} eager={i < 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {cards?.length === 0 && <p className="empty-state">{t('offlineNothing')}</p>}
    </div>
  );
}
