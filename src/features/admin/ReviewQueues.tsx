import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { decideReview, reviewQueue, setPremoderation, undoReviewDecision, type ReviewQueueAnswer } from '../../api/review-moderation';
import { HIDE_REASON_MAX, REVIEW_QUEUES, type ReviewQueue } from '../../domain/review-moderation';
import { KindQueues, QueueItem } from './KindQueues';

type Item = ReviewQueueAnswer['items'][number];
type Act = (step: () => Promise<unknown>) => Promise<void>;

/**
 * docs/product-rules.md#review-moderation: reviews of goods and of sellers, each queue with its count and oldest
 * wait. Approving is one tap, hiding one tap after its reason; either is undone by a second tap for 10 minutes.
 * Only an admin switches pre-moderation.
 */
export function ReviewQueues({ canSwitchMode }: { canSwitchMode: boolean }) {
  const { t } = useTranslation(['review-moderation', 'admin']);
  return (
    <KindQueues
      id="admin-review-queues"
      title={t('queuesTitle')}
      before={(queue, act) => (
        <label className="admin__setting">
          <input
            type="checkbox"
            checked={queue.premoderation}
            disabled={!canSwitchMode}
            onChange={(e) => void act(() => setPremoderation(e.target.checked))}
          />{' '}
          {t('premoderation')}
        </label>
      )}
      kinds={REVIEW_QUEUES}
      kindName={(k) => t(`queues.${k}`)}
      load={{ key: 'operator:reviews', queue: reviewQueue }}
    >
      {(item, kind, act) => <ReviewCard item={item} kind={kind} act={act} />}
    </KindQueues>
  );
}

function ReviewCard({ item, kind, act }: { item: Item; kind: ReviewQueue; act: Act }) {
  const { t } = useTranslation(['review-moderation', 'admin']);
  const [reason, setReason] = useState('');
  const waiting = item.status === 'new' || item.status === 'pending';
  const hide = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) void act(() => decideReview(kind, item.id, 'hide', reason.trim()));
  };
  return (
    <QueueItem
      label={`${item.subject}: ${item.author}`}
      subject={<strong>{item.subject}</strong>}
      waiting={waiting}
      waitedHours={item.waited_hours}
      decided={t(`status.${item.status}`)}
      meta={
        <>
          {item.author || '—'} · {t('rated', { rating: item.rating })} · {t(`status.${item.status}`)}
          {item.hidden_reason && <> · {item.hidden_reason}</>}
        </>
      }
      text={item.text}
    >
      {item.photos.length > 0 && (
        <ul className="admin__photos" aria-label={t('photos')}>
          {item.photos.map((src) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt="" width={64} height={64} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="admin__actions">
        {waiting && (
          <button type="button" className="button" onClick={() => act(() => decideReview(kind, item.id, 'approve'))}>
            {t('approve')}
          </button>
        )}
        {item.status !== 'hidden' && (
          <form className="admin__hide" onSubmit={hide}>
            <label className="field">
              <span className="field__label">{t('hideReason')}</span>
              <input value={reason} maxLength={HIDE_REASON_MAX} required onChange={(e) => setReason(e.target.value)} />
            </label>
            <button type="submit" className="button button--ghost" disabled={!reason.trim()}>
              {t('hide')}
            </button>
          </form>
        )}
        {item.undoable && (
          <button type="button" className="button button--ghost" onClick={() => act(() => undoReviewDecision(kind, item.id))}>
            {t('undo')}
          </button>
        )}
      </div>
    </QueueItem>
  );
}
