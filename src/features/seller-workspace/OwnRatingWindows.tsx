import { useTranslation } from 'react-i18next';
import { sellerStatisticResource } from '../../api/seller';
import { useResource } from '../../lib/resource';
import { RatingWindows } from '../../ui/RatingWindows';

/**
 * The shop's own rating over 6, 8 and 12 months, beside its statistics: the very figures its storefront shows
 * shoppers (docs/product-rules.md#seller-storefronts), read from the same public answer.
 */
export function OwnRatingWindows({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation('seller-profile');
  const statistic = useResource(sellerStatisticResource(sellerId));
  if (statistic.data) return <RatingWindows windows={statistic.data.data.windows} />;
  if (statistic.status === 'failed') return <p role="alert">{t('statistics.ratingFailed')}</p>;
  return <p aria-busy="true">{t('seller-workspace:loading')}</p>;
}
