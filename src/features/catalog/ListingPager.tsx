import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ProductsBlock } from '../../api/catalog';
import { KEEP_SCROLL } from '../../lib/scroll-state';
import { Pagination } from '../../ui/Pagination';
import { useListing } from './listing-context';

/**
 * "Show more" appends the next page and writes its number into the URL without a new history entry
 * (a reload lands near where the shopper was); the numbered pages below lead anywhere.
 */
export function ListingPager({ pagination, shown }: { pagination: ProductsBlock['pagination']; shown: number }) {
  useSignals();
  const { t } = useTranslation(['catalog', 'common']);
  const { store, basePath, query, hrefFor } = useListing();
  const [, navigate] = useLocation();
  const { current_page, last_page, total } = pagination;
  const loadMore = async () => {
    const search = await store.loadMore();
    if (search !== null) navigate(basePath + search, { replace: true, state: KEEP_SCROLL });
  };
  return (
    <div className="listing-pager">
      {total > 0 && (
        <p className="listing-pager__shown" role="status">
          {t('shownOf', { shown, total })}
        </p>
      )}
      {current_page < last_page && (
        <button
          type="button"
          className="button button--ghost listing-pager__more"
          aria-busy={store.loadingMore}
          disabled={store.loadingMore}
          onClick={loadMore}
        >
          {t('loadMore')}
        </button>
      )}
      <Pagination current={current_page} last={last_page} label={t('common:pagination')} hrefFor={(n) => hrefFor({ ...query, page: n })} />
    </div>
  );
}
