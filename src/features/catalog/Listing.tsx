import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedFilterCount, showPriceChip } from '../../domain/catalog-filters';
import { isTablet } from '../../stores/session';
import { FilterPanel } from './FilterPanel';
import { useListing } from './listing-context';
import { filterChips, priceFilter } from './listing-model';
import { ListingPager } from './ListingPager';
import { ListingToolbar } from './ListingToolbar';
import { MobileFilters } from './MobileFilters';
import { EmptyListing, ProductList } from './ProductList';
import { SelectedFilters } from './SelectedFilters';
import { listingView } from './view-mode';

/**
 * The products of a category or brand page with everything that narrows and orders them: filters in a
 * sidebar from 1060 px (a popup below), chips, sort, view, "show more" and pages. While a new state
 * loads, the previous list stays, dimmed.
 */
export function Listing() {
  useSignals();
  const { t } = useTranslation('catalog');
  const { store } = useListing();
  const top = useRef<HTMLDivElement>(null);
  const wide = isTablet.value;
  // The sidebar takes over when the screen widens: a popup left open would hide the page for nothing.
  useEffect(() => {
    if (wide) store.filtersOpen.value = false;
  }, [wide, store]);

  const page = store.page;
  if (!page) return null;
  const { products, sort, card_attributes_count, view_type_catalog } = page.data;
  const price = priceFilter(products.filters);
  const chips = filterChips(products, showPriceChip(price));
  const count = selectedFilterCount({ price, ...products.selected_filters });
  const view = listingView(view_type_catalog);
  // Filtered from deep down the list, the shopper would land below a shorter one: show its start.
  const showFromTop = () => {
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="listing" ref={top}>
      {/* The column is there from the first paint (the server draws for a phone and cannot know the width), so
          the products do not move when the panel fills it; the stylesheet shows it and hides the filters button
          from the tablet width. */}
      <aside className="listing__filters" aria-label={t('filters')}>
        {wide && <FilterPanel filters={products.filters} />}
      </aside>
      <section className="listing__main" aria-label={t('products')} aria-busy={store.loading}>
        <ListingToolbar
          sort={sort}
          view={view}
          filtersButton={<MobileFilters filters={products.filters} count={count} total={products.pagination.total} onShow={showFromTop} />}
        />
        <SelectedFilters chips={chips} />
        {products.content.length > 0 ? (
          <ProductList products={products.content} view={view} attributesCount={card_attributes_count} />
        ) : (
          <EmptyListing />
        )}
        <ListingPager pagination={products.pagination} shown={products.content.length} />
      </section>
    </div>
  );
}

export function ListingSkeleton() {
  return (
    <ul className="tiles tiles--skeleton" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="skeleton" />
      ))}
    </ul>
  );
}
