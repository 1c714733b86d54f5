import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { paths, type PageParams } from '../../domain/paths';
import { lang } from '../../stores/session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Picture } from '../../ui/Picture';
import { PageFailure } from '../../ui/PageFailure';
import { longShopDate } from '../../lib/shop-date';
import { PromotionDates } from '../../ui/PromotionDates';
import { CopyPromoCode } from './CopyPromoCode';
import { Listing, ListingSkeleton } from './Listing';
import { ListingProvider, useListingStore } from './listing-context';
import { promotionResource } from './resources';
import './catalog.css';
import './promotion.css';

/**
 * docs/product-rules.md#promotions: the banner, dates, code and terms, then the goods it covers with the
 * catalogue's filters, sort and pages. An ended promotion stays and says so, without a code to copy.
 */
export default function PromotionPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['promotions', 'catalog', 'common']);
  const slug = params.slug ?? '';
  const basePath = paths.promotion(slug);
  const store = useListingStore(basePath, (search) => promotionResource(lang.value, slug, search));
  const page = store.page;

  if (!page) return store.error ? <PageFailure error={store.error} /> : <ListingSkeleton />;
  const { promotion } = page.data;
  return (
    <ListingProvider store={store} basePath={basePath}>
      <div className="catalog promotion">
        <Breadcrumbs items={page.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
        <article className="promotion__about" aria-labelledby="promotion-title">
          <Picture image={promotion.banner} eager className="promotion__banner" sizes="(min-width: 860px) 800px, calc(100vw - 26px)" />
          <h1 id="promotion-title">{promotion.title}</h1>
          <PromotionDates promotion={promotion} lang={lang.value} className="promotion__meta" />
          {!promotion.is_active && (
            <p className="promotion__ended">{t('endedNotice', { date: longShopDate(lang.value, promotion.ends_at) })}</p>
          )}
          <p>{promotion.description}</p>
          {promotion.is_active && promotion.promo_code && (
            <>
              <CopyPromoCode code={promotion.promo_code} />
              <p className="promotion__hint">{t('useAtCheckout')}</p>
            </>
          )}
          <h2>{t('terms')}</h2>
          <p>{promotion.terms}</p>
        </article>
        <h2 className="promotion__goods">{t('goods')}</h2>
        <p className="catalog__count">{t('catalog:productsCount', { count: page.data.products.pagination.total })}</p>
        <Listing />
      </div>
    </ListingProvider>
  );
}
