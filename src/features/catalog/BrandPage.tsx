import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { lang } from '../../stores/session';
import { paths, type PageParams } from '../../domain/paths';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageFailure } from '../../ui/PageFailure';
import { Picture } from '../../ui/Picture';
import { Listing, ListingSkeleton } from './Listing';
import { ListingProvider, useListingStore } from './listing-context';
import { brandResource } from './resources';
import './catalog.css';

/** A brand: who makes it and where, then its products with the same filters, sort and pages as a category. */
export default function BrandPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['brands', 'catalog', 'common']);
  const id = Number(params.id);
  const basePath = paths.brand(id);
  const store = useListingStore(basePath, (search) => brandResource(lang.value, id, search));
  const page = store.page;

  if (!page) return store.error ? <PageFailure error={store.error} /> : <ListingSkeleton />;
  const { brand, h1, products } = page.data;
  return (
    <ListingProvider store={store} basePath={basePath}>
      <div className="catalog brand-page">
        <Breadcrumbs items={page.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
        <header className="brand-header">
          <Picture image={brand.logo} eager className="brand-header__logo" />
          <div className="brand-header__text">
            <h1 className="catalog__title">
              {h1} <span className="catalog__count">{t('catalog:productsCount', { count: products.pagination.total })}</span>
            </h1>
            {brand.country && <p className="brand-header__country">{t('country', { country: brand.country })}</p>}
            {brand.description && <p className="brand-header__description">{brand.description}</p>}
          </div>
        </header>
        <Listing />
        {page.seo.seo_text && <p className="catalog__seo-text">{page.seo.seo_text}</p>}
      </div>
    </ListingProvider>
  );
}
