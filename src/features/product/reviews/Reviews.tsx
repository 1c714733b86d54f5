import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsUrl } from '../../../api/reviews';
import { PagePart } from '../../../lib/first-screen';
import { REVIEWS_STEP } from '../../../domain/limits';
import { refreshWaiting, useReviewList, waitingCounts } from './model';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { ReviewSummary } from './ReviewSummary';
import './reviews.css';

/** The product page's reviews: summary, the shopper's form, the list ten at a time. */
export function Reviews({ productId }: { productId: number }) {
  // Its texts load on first use; until then this block waits alone instead of the whole page.
  return (
    <PagePart fallback={<div className="product__section reviews__skeleton skeleton" aria-busy="true" />}>
      <ReviewsSection productId={productId} />
    </PagePart>
  );
}

function ReviewsSection({ productId }: { productId: number }) {
  useSignals();
  const { t } = useTranslation(['reviews', 'review-moderation']);
  const list = useReviewList(productId);
  const waiting = waitingCounts.value[reviewsUrl(productId)] ?? 0;
  useEffect(() => void refreshWaiting(), []);

  const page = list.page;
  const left = page ? page.pagination.total - page.data.length : 0;
  return (
    <section
      className="product__section reviews"
      id="reviews"
      aria-labelledby="reviews-title"
      aria-busy={list.status === 'loading' || list.loadingMore}
    >
      <h2 id="reviews-title">{t('title')}</h2>
      {!page ? (
        list.status === 'failed' ? (
          <p className="reviews__failed">
            {t('loadFailed')}{' '}
            <button type="button" className="link-button" onClick={list.retry}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <div className="reviews__skeleton skeleton" />
        )
      ) : (
        <>
          {page.summary.count > 0 && <ReviewSummary summary={page.summary} />}
          {waiting > 0 && (
            <p className="reviews__waiting" role="status">
              {t('queued', { count: waiting })}
            </p>
          )}
          {page.own_review && (
            <p className="reviews__own" role="status">
              {page.own_review.status === 'hidden'
                ? t('review-moderation:ownHidden', { reason: page.own_review.hidden_reason })
                : t('review-moderation:ownPending')}
            </p>
          )}
          {page.can_review ? <ReviewForm productId={productId} /> : <p className="reviews__sign-in">{t('signInToWrite')}</p>}
          {page.data.length === 0 ? (
            <p className="reviews__empty">{t('empty')}</p>
          ) : (
            <ol className="reviews__list">
              {page.data.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ol>
          )}
          {left > 0 && (
            <button
              type="button"
              className="button button--ghost reviews__more"
              disabled={list.loadingMore}
              aria-busy={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {t('loadMore', { count: Math.min(REVIEWS_STEP, left) })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
