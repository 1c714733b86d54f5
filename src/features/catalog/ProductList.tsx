import { useTranslation } from 'react-i18next';
import type { ProductsBlock } from '../../api/catalog';
import { hasFilters } from '../../domain/catalog-query';
import { useItemList } from '../../lib/analytics/hooks';
import { ProductTile } from '../../ui/ProductTile';
import { useListing } from './listing-context';
import { withoutFilters } from './listing-model';
import type { ListingView } from './view-mode';
import { AppLink } from '../../ui/AppLink';

export function ProductList({
  products,
  view,
  attributesCount,
}: {
  products: ProductsBlock['content'];
  view: ListingView;
  attributesCount: number;
}) {
  const selected = useItemList('catalog', products);
  return (
    <ul className={`tiles ${view === 'list' ? 'tiles--list' : ''}`}>
      {products.map((p, i) => (
        <li key={p.id} onClick={selected(i)}>
          <ProductTile product={p} eager={i < 2} view={view} attributesCount={attributesCount} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

/** No products: with filters on, say so and offer to drop them (the sort stays). */
export function EmptyListing() {
  const { t } = useTranslation('catalog');
  const { query, hrefFor } = useListing();
  if (!hasFilters(query)) return <p className="empty-state">{t('empty')}</p>;
  return (
    <div className="empty-state">
      <p className="empty-state__title">{t('emptyFiltered')}</p>
      <p>{t('emptyFilteredHint')}</p>
      <AppLink href={hrefFor(withoutFilters(query))} className="button">
        {t('resetFilters')}
      </AppLink>
    </div>
  );
}
