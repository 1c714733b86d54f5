import { useTranslation } from 'react-i18next';
import { paths } from '../domain/paths';
import { SELLER_TABS, type SellerTab } from '../domain/seller-storefront';
import type { ImageData } from '../api/types';
import { AppLink } from './AppLink';
import { Picture } from './Picture';
import { Rating } from './Rating';
import './seller-header.css';

interface SellerHeading {
  id: number;
  shop_name: string;
  logo: ImageData;
  rating: number;
  reviews_count: number;
  /** the back office paused the shop: nothing of it is sold until it resumes */
  paused: boolean;
}

/**
 * The head of every storefront tab: logo, name, rating and the tabs as links, so each tab has its own shareable
 * address and works without scripts; the products tab is a catalogue listing page of its own.
 */
export function SellerHeader({ seller, tab }: { seller: SellerHeading; tab: SellerTab }) {
  const { t } = useTranslation(['seller', 'common']);
  return (
    <header className="seller-header">
      <Picture image={seller.logo} eager className="seller-header__logo" />
      <div className="seller-header__text">
        <h1 className="seller-header__name">{seller.shop_name}</h1>
        {seller.reviews_count > 0 ? (
          <Rating
            value={seller.rating}
            count={seller.reviews_count}
            label={t('common:ratingLabel', { rate: seller.rating, count: seller.reviews_count })}
          />
        ) : (
          <span>{t('noRatingYet')}</span>
        )}
      </div>
      {seller.paused && (
        <p className="seller-header__paused" role="status">
          {t('pausedNotice')}
        </p>
      )}
      <nav className="seller-tabs" aria-label={t('tabsLabel')}>
        {SELLER_TABS.map((key) => (
          <AppLink
            key={key}
            href={paths.seller(seller.id, key)}
            className="seller-tabs__tab"
            aria-current={key === tab ? 'page' : undefined}
          >
            {t(`tabs.${key}`)}
          </AppLink>
        ))}
      </nav>
    </header>
  );
}
