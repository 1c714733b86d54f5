import { useTranslation } from 'react-i18next';
import type { ReviewSummary as Summary } from '../../../api/reviews';
import { Rating } from '../../../ui/Rating';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average, the count and a bar per number of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('reviews');
  const total = Math.max(1, summary.count);
  return (
    <div className="review-summary">
      <p className="review-summary__average">
        <strong className="review-summary__rate">{summary.rate.toFixed(1)}</strong>
        <Rating value={summary.rate} label={t('average', { rate: summary.rate })} />
        <span>{t('count', { count: summary.count })}</span>
      </p>
      <ul className="review-summary__bars" aria-label={t('byRating')}>
        {STARS.map((stars) => (
          <li key={stars} className="review-summary__bar">
            <span className="visually-hidden">
              {t('starsShare', { stars: t('common:stars', { count: stars }), count: summary.by_rating[stars] })}
            </span>
            <span aria-hidden="true">{stars} ★</span>
            <span className="review-summary__track" aria-hidden="true">
              <span style={{ width: `${(summary.by_rating[stars] / total) * 100}%` }} />
            </span>
            <span aria-hidden="true">{summary.by_rating[stars]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
