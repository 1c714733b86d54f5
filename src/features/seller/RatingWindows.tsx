import { useTranslation } from 'react-i18next';
import type { SellerStatisticData } from '../../api/seller';
import { Rating } from '../../ui/Rating';

/** The seller's rating over the last 6, 8 and 12 months: stars, how many reviews, the share of positive ones. */
export function RatingWindows({ windows }: { windows: SellerStatisticData['data']['windows'] }) {
  const { t } = useTranslation(['seller', 'common']);
  return (
    <section className="seller-section" aria-labelledby="seller-rating">
      <h2 id="seller-rating">{t('ratingTitle')}</h2>
      <dl className="seller-facts seller-windows">
        {windows.map((w) => (
          <div key={w.months}>
            <dt>{t('window', { count: w.months })}</dt>
            <dd>
              {w.reviews === 0 ? (
                t('noWindowReviews')
              ) : (
                <>
                  <Rating value={w.rating} label={t('common:ratingLabel', { rate: w.rating, count: w.reviews })} /> {w.rating.toFixed(1)} ·{' '}
                  {t('windowReviews', { count: w.reviews })} · {t('positive', { percent: w.positive_percent })}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="seller-note">{t('ratingNote')}</p>
    </section>
  );
}
