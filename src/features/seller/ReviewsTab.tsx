import { useTranslation } from 'react-i18next';
import type { SellerReview } from '../../api/seller';
import { longShopDate } from '../../lib/shop-date';
import { paths } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { Pagination } from '../../ui/Pagination';
import { Rating } from '../../ui/Rating';
import { ReviewReplyNote } from '../../ui/ReviewReplyNote';
import { PageFailure } from '../../ui/PageFailure';
import { sellerReviewsResource } from './resources';

/** The seller's order reviews, newest first, a page at a time, each with its three ratings and text. */
export function ReviewsTab({ sellerId, page }: { sellerId: number; page: number }) {
  const { t } = useTranslation('seller');
  const reviews = useResource(sellerReviewsResource(sellerId, page));
  if (!reviews.data) {
    if (reviews.status === 'failed') return <PageFailure error={reviews.error} />;
    return <div className="seller-tab skeleton" aria-busy="true" />;
  }
  const { data, pagination } = reviews.data;
  return (
    <section className="seller-tab seller-section" aria-labelledby="seller-reviews" aria-busy={reviews.status === 'loading'}>
      <h2 id="seller-reviews">{t('reviewsTitle')}</h2>
      {data.length === 0 ? (
        <p className="seller-note">{t('noReviews')}</p>
      ) : (
        <ol className="seller-reviews">
          {data.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ol>
      )}
      <Pagination
        current={pagination.current_page}
        last={pagination.last_page}
        label={t('reviewPages')}
        hrefFor={(p) => paths.seller(sellerId, 'reviews') + (p > 1 ? `?page=${p}` : '')}
      />
    </section>
  );
}

function ReviewItem({ review }: { review: SellerReview }) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language === 'ru' ? 'ru' : 'uk';
  return (
    <li className="seller-review">
      <p className="seller-review__head">
        <strong>{review.author || t('buyer')}</strong> <time dateTime={review.created_at}>{longShopDate(language, review.created_at)}</time>
      </p>
      <Rating value={review.rating} label={t('reviewRating', { rate: review.rating })} />
      <dl className="seller-review__ratings">
        <div>
          <dt>{t('serviceRating')}</dt>
          <dd>{review.service_rating}</dd>
        </div>
        <div>
          <dt>{t('deliveryRating')}</dt>
          <dd>{review.delivery_rating}</dd>
        </div>
        <div>
          <dt>{t('relevanceRating')}</dt>
          <dd>{review.relevance_rating}</dd>
        </div>
      </dl>
      <p className="seller-review__text">{review.text}</p>
      <ReviewReplyNote reply={review.reply} />
    </li>
  );
}
