import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ProductsBlock } from '../../api/catalog';
import { Dialog } from '../../ui/Dialog';
import { FilterPanel } from './FilterPanel';
import { useListing } from './listing-context';
import { withoutFilters } from './listing-model';

/**
 * Phones: a "Filters (N)" button opening the filters full screen. Each choice applies at once (the
 * list behind updates); the footer button closes the popup and shows how many products are found.
 */
export function MobileFilters({
  filters,
  count,
  total,
  onShow,
}: {
  filters: ProductsBlock['filters'];
  count: number;
  total: number;
  onShow: () => void;
}) {
  useSignals();
  const { t } = useTranslation('catalog');
  const { store, query, go } = useListing();
  const open = store.filtersOpen.value;
  const close = () => (store.filtersOpen.value = false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (store.filtersOpen.value = true)}
      >
        {count > 0 ? t('filtersCount', { count }) : t('filters')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t('filters')}
        closeLabel={t('closeFilters')}
        className="filter-popup"
        footer={
          <>
            {count > 0 && (
              <button type="button" className="button button--ghost" onClick={() => go(withoutFilters(query))}>
                {t('resetAll')}
              </button>
            )}
            <button
              type="button"
              className="button"
              aria-busy={store.loading}
              onClick={() => {
                close();
                onShow();
              }}
            >
              {t('showProducts', { count: total })}
            </button>
          </>
        }
      >
        <FilterPanel filters={filters} />
      </Dialog>
    </>
  );
}
