import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerStatisticData } from '../api/seller';
import { Rating } from './Rating';
import './seller-facts.css';

/**
 * The seller's rating over the last 6, 8 and 12 months: stars, how many reviews, the share of positive ones. The
 * storefront shows it as a section of its own; the seller's statistics show the same figures under their own title.
 */
export function RatingWindows({ windows, level = 2 }: { windows: SellerStatisticData['data']['windows']; level?: 2 | 3 }) {
  const { t } = useTranslation(['seller', 'common']);
  const titleId = useId();
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <section className="seller-section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('ratingTitle')}</Title>
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
