import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { catalogPath } from '../../api/catalog';
import { lang } from '../../stores/session';
import type { PageParams } from '../../domain/paths';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageFailure } from '../../ui/PageFailure';
import { ProductStrip } from '../../ui/ProductStrip';
import { Banners, BlockLinks, CategoryLinks, PetWidgets } from './CategorySections';
import { HelpQuiz } from './HelpQuiz';
import { Listing, ListingSkeleton } from './Listing';
import { ListingProvider, useListingStore } from './listing-context';
import { categoryResource } from './resources';
import './catalog.css';

export default function CategoryPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['catalog', 'common']);
  const path = catalogPath(params);
  const basePath = `/catalog/${path}`;
  const store = useListingStore(basePath, (search) => categoryResource(lang.value, path, search));
  const page = store.page;

  if (!page) return store.error ? <PageFailure error={store.error} /> : <ListingSkeleton />;
  const { data } = page;
  return (
    <ListingProvider store={store} basePath={basePath}>
      <div className="catalog">
        <Breadcrumbs items={page.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
        <h1 className="catalog__title">
          {data.h1} <span className="catalog__count">{t('productsCount', { count: data.products.pagination.total })}</span>
        </h1>
        <CategoryLinks subCatalog={data.sub_catalog} selections={data.virtual_children} />
        <PetWidgets widgets={data.widgets} />
        <Banners banners={data.banners} />
        {data.is_show_quiz && data.quiz_attributes.length > 0 && <HelpQuiz categoryId={data.id} attributes={data.quiz_attributes} />}
        <Listing />
        {data.popular_products.length > 0 && <ProductStrip id="catalog-popular" title={t('popular')} products={data.popular_products} />}
        {data.block && (
          <section className="catalog__block">
            <h2>{data.block.title}</h2>
            <p>{data.block.text}</p>
          </section>
        )}
        <BlockLinks links={data.block_links} />
        {page.seo.seo_text && <p className="catalog__seo-text">{page.seo.seo_text}</p>}
      </div>
    </ListingProvider>
  );
}
