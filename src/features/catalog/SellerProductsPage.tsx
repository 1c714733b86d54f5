import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { lang } from '../../stores/session';
import { paths, type PageParams } from '../../domain/paths';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { SellerHeader } from '../../ui/SellerHeader';
import { PageFailure } from '../../widgets/PageFailure';
import { Listing, ListingSkeleton } from './Listing';
import { ListingProvider, useListingStore } from './listing-context';
import { useListingHead } from './listing-head';
import { sellerProductsResource } from './resources';
import './catalog.css';

/** A storefront's products tab: the seller's offers with the same filters, sort and pages as a category. */
export default function SellerProductsPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['catalog', 'common']);
  const id = Number(params.id);
  const basePath = paths.seller(id, 'products');
  const store = useListingStore(basePath, (search) => sellerProductsResource(lang.value, id, search));
  const page = store.page;
  useListingHead(page);

  if (!page) return store.error ? <PageFailure error={store.error} /> : <ListingSkeleton />;
  return (
    <ListingProvider store={store} basePath={basePath}>
      <div className="catalog">
        <Breadcrumbs items={page.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
        <SellerHeader seller={page.data.seller} tab="products" />
        <p className="catalog__count">{t('catalog:productsCount', { count: page.data.products.pagination.total })}</p>
        <Listing />
      </div>
    </ListingProvider>
  );
}
