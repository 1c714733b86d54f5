import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { replyToReview, sellerReviews, type SellerReview } from '../../api/review-moderation';
import { REVIEW_QUEUES, REVIEW_REPLY_MAX, type ReviewQueue } from '../../domain/review-moderation';
import { useResource } from '../../lib/resource';
import { PageButtons } from './PageButtons';

/**
 * docs/product-rules.md#review-moderation: reviews of the seller's products and of the shop, newest first, paged,
 * optionally only those still without an answer; each with the seller's one public reply, written or edited here.
 */
export function ReviewsBoard() {
  const { t, i18n } = useTranslation('review-moderation');
  const [kind, setKind] = useState<ReviewQueue>('product');
  const [unanswered, setUnanswered] = useState(false);
  const [page, setPage] = useState(1);
  const list = useResource({
    key: `seller-reviews:${i18n.language}:${kind}:${page}:${unanswered}`,
    load: () => sellerReviews({ kind, page, unanswered }),
  });
  const answer = list.data;

  return (
    <section className="seller-reviews" aria-labelledby="seller-reviews-title" aria-busy={list.status === 'loading'}>
      <h2 id="seller-reviews-title">{t('title')}</h2>
      <div className="seller-reviews__filters" role="group" aria-label={t('title')}>
        {REVIEW_QUEUES.map((k) => (
          <button
            key={k}
            type="button"
            className="button button--ghost"
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {t(`kinds.${k}`)}
          </button>
        ))}
        <label>
          <input
            type="checkbox"
            checked={unanswered}
            onChange={(e) => {
              setUnanswered(e.target.checked);
              setPage(1);
            }}
          />{' '}
          {t('unansweredOnly')}
        </label>
      </div>
      {answer && <p>{t('unansweredCount', { count: answer.unanswered })}</p>}
      {list.status === 'failed' && !answer && <p role="alert">{list.error instanceof Error ? list.error.message : t('failed')}</p>}
      {!answer && list.status === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {answer && answer.data.length === 0 && <p>{t('empty')}</p>}
      {answer && answer.data.length > 0 && (
        <ul className="seller-reviews__list" aria-label={t(`kinds.${kind}`)}>
          {answer.data.map((review) => (
            <SellerReviewCard key={`${review.kind}:${review.id}`} review={review} onSaved={() => void list.refresh()} />
          ))}
        </ul>
      )}
      {answer && <PageButtons meta={answer.pagination} onPage={setPage} label={t('title')} />}
    </section>
  );
}

function SellerReviewCard({ review, onSaved }: { review: SellerReview; onSaved: () => void }) {
  const { t } = useTranslation('review-moderation');
  const [text, setText] = useState(review.reply?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setProblem(null);
    setSaved(false);
    try {
      await replyToReview(review.kind, review.id, text.trim());
      setSaved(true);
      onSaved();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="seller-review-card" aria-label={`${review.subject}: ${review.author}`}>
      <p className="seller-review-card__head">
        <strong>{review.subject}</strong> · {review.author || '—'} · {t('rated', { rating: review.rating })}
      </p>
      {review.status === 'hidden' && <p className="seller-review-card__mark">{t('hiddenMark')}</p>}
      {review.status === 'pending' && <p className="seller-review-card__mark">{t('pendingMark')}</p>}
      <p className="seller-review-card__text">{review.text}</p>
      <form className="seller-review-card__reply" onSubmit={save}>
        <label className="field">
          <span className="field__label">{t('reply')}</span>
          <textarea rows={3} maxLength={REVIEW_REPLY_MAX} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={busy || !text.trim()} aria-busy={busy}>
          {review.reply ? t('edit') : t('send')}
        </button>
        {problem && <p role="alert">{problem}</p>}
        <p role="status">{saved ? t('saved') : null}</p>
      </form>
    </li>
  );
}
