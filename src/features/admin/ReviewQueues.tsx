import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { decideReview, reviewQueue, setPremoderation, undoReviewDecision, type ReviewQueueAnswer } from '../../api/review-moderation';
import { HIDE_REASON_MAX, REVIEW_QUEUES, type ReviewQueue } from '../../domain/review-moderation';
import { useOperatorList } from './use-operator-list';

type Item = ReviewQueueAnswer['items'][number];
type Act = (step: () => Promise<unknown>) => Promise<void>;

/**
 * docs/product-rules.md#review-moderation: reviews of goods and of sellers, each queue with its count and oldest
 * wait. Approving is one tap, hiding one tap after its reason; either is undone by a second tap for 10 minutes.
 * Only an admin switches pre-moderation.
 */
export function ReviewQueues({ canSwitchMode }: { canSwitchMode: boolean }) {
  const { t } = useTranslation(['review-moderation', 'admin']);
  const [kind, setKind] = useState<ReviewQueue>('product');
  const { data: queue, loading, failure, act } = useOperatorList({ key: `operator:reviews:${kind}`, load: () => reviewQueue(kind) });

  return (
    <section aria-labelledby="admin-review-queues">
      <h2 id="admin-review-queues">{t('queuesTitle')}</h2>
      {queue && (
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
      <div className="admin__sections" role="group" aria-label={t('queuesTitle')}>
        {REVIEW_QUEUES.map((k) => {
          const count = queue?.counts.find((c) => c.kind === k);
          return (
            <button key={k} type="button" className="admin__section" aria-pressed={k === kind} onClick={() => setKind(k)}>
              {t(`queues.${k}`)}
              {count && (
                <span className="admin__count">
                  {' '}
                  ({count.oldest_hours === null ? count.open : t('admin:queueCount', { count: count.open, hours: count.oldest_hours })})
                </span>
              )}
            </button>
          );
        })}
      </div>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {queue?.items.length === 0 && <p>{t('admin:queueEmpty')}</p>}
      <ul className="admin__queue" aria-label={t(`queues.${kind}`)}>
        {queue?.items.map((item) => (
          <ReviewCard key={item.id} item={item} kind={kind} act={act} />
        ))}
      </ul>
    </section>
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
    <li className={`admin__request admin__request--${waiting ? 'new' : 'decided'}`} aria-label={`${item.subject}: ${item.author}`}>
      <div className="admin__request-head">
        <strong>{item.subject}</strong>
        <span>{waiting ? t('admin:waited', { hours: item.waited_hours }) : t(`status.${item.status}`)}</span>
      </div>
      <p className="admin__meta">
        {item.author || '—'} · {t('rated', { rating: item.rating })} · {t(`status.${item.status}`)}
        {item.hidden_reason && <> · {item.hidden_reason}</>}
      </p>
      <p className="admin__text">{item.text}</p>
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
    </li>
  );
}
