import { Suspense } from 'react';
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
  const loading = <p aria-busy="true">{t('seller-workspace:loading')}</p>;
  if (statistic.status === 'failed' && !statistic.data) return <p role="alert">{t('statistics.ratingFailed')}</p>;
  if (!statistic.data) return loading;
  // The windows speak the storefront's words, a namespace of their own: while it loads only this part waits, and the
  // statistics above stay on the screen.
  return (
    <Suspense fallback={loading}>
      <RatingWindows windows={statistic.data.data.windows} />
    </Suspense>
  );
}
