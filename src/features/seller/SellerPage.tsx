import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { PageParams } from '../../domain/paths';
import { sellerTabOf, type SellerTab } from '../../domain/seller-storefront';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { NotFoundView } from '../../ui/FailureView';
import { SellerHeader } from '../../ui/SellerHeader';
import { PageFailure } from '../../ui/PageFailure';
import { AboutTab } from './AboutTab';
import { ContactsTab } from './ContactsTab';
import { ReviewsTab } from './ReviewsTab';
import { reviewsPageOf, sellerInfoResource } from './resources';
import './seller.css';

/**
 * A seller's storefront (docs/product-rules.md#seller-storefronts): the landing is the about tab; reviews and
 * contacts have their own addresses, and the products tab is the catalogue's listing page for the seller.
 */
export default function SellerPage({ params }: { params: PageParams }) {
  const tab = sellerTabOf(params.rest);
  if (!tab || tab === 'products') return <NotFoundView />;
  return <Storefront id={Number(params.id)} tab={tab} />;
}

function Storefront({ id, tab }: { id: number; tab: Exclude<SellerTab, 'products'> }) {
  useSignals();
  const { t } = useTranslation(['seller', 'common']);
  const page = useResource(sellerInfoResource(lang.value, id, tab));
  const reviewsPage = reviewsPageOf(useSearch());

  if (!page.data) {
    if (page.status === 'failed') return <PageFailure error={page.error} />;
    return <div className="seller-page seller-page--skeleton skeleton" aria-busy="true" />;
  }
  const { data, breadcrumbs } = page.data;
  return (
    <div className="seller-page" aria-busy={page.status === 'loading'}>
      <Breadcrumbs
        items={tab === 'about' ? breadcrumbs.slice(0, -1) : breadcrumbs}
        homeLabel={t('common:home')}
        label={t('common:breadcrumbs')}
      />
      <SellerHeader seller={data} tab={tab} />
      {tab === 'about' && <AboutTab seller={data} />}
      {tab === 'reviews' && <ReviewsTab sellerId={id} page={reviewsPage} />}
      {tab === 'contacts' && <ContactsTab seller={data} />}
    </div>
  );
}
