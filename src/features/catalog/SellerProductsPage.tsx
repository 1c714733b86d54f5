import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { lang } from '../../stores/session';
import type { PageParams } from '../../domain/paths';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { NotFoundView } from '../../ui/FailureView';
import { SellerHeader } from '../../ui/SellerHeader';
import { PageFailure } from '../../ui/PageFailure';
import { Listing, ListingSkeleton } from './Listing';
import { ListingProvider, useListingStore } from './listing-context';
import { CategoryLinks } from './CategorySections';
import { sellerCategoryOf, sellerProductsPath, sellerProductsResource } from './resources';
import './catalog.css';

/**
 * A storefront's products tab, or one of its category pages (`/seller_{id}/products/c{categoryId}`): the seller's
 * offers with the same filters, sort and pages as a category, and links to the categories of the goods listed.
 */
export default function SellerProductsPage({ params }: { params: PageParams }) {
  const categoryId = sellerCategoryOf(params);
  if (categoryId === null) return <NotFoundView />;
  return <SellerProducts key={categoryId ?? 'all'} sellerId={Number(params.id)} categoryId={categoryId} />;
}

function SellerProducts({ sellerId: id, categoryId }: { sellerId: number; categoryId: number | undefined }) {
  useSignals();
  const { t } = useTranslation(['catalog', 'common']);
  const basePath = sellerProductsPath(id, categoryId);
  const store = useListingStore(basePath, (search) => sellerProductsResource(lang.value, id, search, categoryId));
  const page = store.page;

  if (!page) return store.error ? <PageFailure error={store.error} /> : <ListingSkeleton />;
  return (
    <ListingProvider store={store} basePath={basePath}>
      <div className="catalog">
        <Breadcrumbs items={page.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
        <SellerHeader seller={page.data.seller} tab="products" />
        <CategoryLinks subCatalog={page.data.categories} selections={[]} />
        <p className="catalog__count">{t('catalog:productsCount', { count: page.data.products.pagination.total })}</p>
        <Listing />
      </div>
    </ListingProvider>
  );
}
